import type { Services } from '../services.js';
import type { SessionUser } from '../users/session-user.js';
import { demoImage } from './demo-content.js';

/**
 * Issue 32: Ana's registered e-bike (private: /minhas-bicicletas as Ana) and Bruno's stolen bike
 * (on /bicicletas-roubadas and the safety map's layer; check serial 'BR-2024-77781' on
 * /verificar-bicicleta to see the warning), and Carla's second claim on Ana's serial (the admin
 * panel's tab Bicicletas). Through the service, like any caller.
 */
export async function seedDemoBikes(
  bikes: Services['bikes'],
  uploads: Services['uploads'],
  ana: SessionUser,
  bruno: SessionUser,
  carla: SessionUser,
) {
  const [[anaPhoto], [brunoPhoto]] = await Promise.all([
    uploads.uploadNow(ana.id, [await demoImage(['#0f766e', '#134e4a'], 'bike')]),
    uploads.uploadNow(bruno.id, [await demoImage(['#7c3aed', '#312e81'], 'bike')]),
  ]);
  await bikes.register(ana, {
    type: 'ebike',
    brand: 'Fiido',
    model: 'D11',
    colour: 'Cinza',
    serial: 'FD11-2023-004512',
    photoUrls: [anaPhoto!],
  });
  // Carla typed the same serial (another way): a claim waiting for the administrators.
  await bikes.register(carla, {
    type: 'ebike',
    brand: 'Fiido',
    model: 'D11',
    colour: 'Preta',
    serial: 'fd11 2023 0O4512',
    photoUrls: [],
  });
  const { bike } = await bikes.register(bruno, {
    type: 'bicicleta',
    brand: 'Giant',
    model: 'Escape 3',
    colour: 'Roxa',
    serial: 'BR-2024-77781',
    photoUrls: [brunoPhoto!],
  });
  await bikes.markStolen(bruno, bike.id, {
    stolenAt: new Date(Date.now() - 2 * 86_400_000).toISOString(),
    latitude: 53.3488,
    longitude: -6.2786,
    gardaIncident: 'PULSE-2026-1187',
    description: 'Bagageiro preto com baú Deliveroo, adesivo da bandeira do Brasil no tubo do selim.',
  });
}
