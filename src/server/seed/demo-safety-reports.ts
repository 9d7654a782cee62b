import { INCIDENT_TYPES } from '../../contract/safety-reports.js';
import { areaFor, NEIGHBOURHOODS } from '../safety-reports/neighbourhoods.js';
import type { SafetyReportsService } from '../safety-reports/safety-reports.service.js';

const DESCRIPTIONS: Record<(typeof INCIDENT_TYPES)[number], string[]> = {
  roubo: [
    'Levaram a bike enquanto eu entregava no prédio.',
    'Tentaram roubar o celular do suporte no semáforo.',
    'Bateria da e-bike roubada em frente ao restaurante.',
  ],
  assalto: [
    'Grupo de adolescentes cercou um entregador à noite.',
    'Ameaçaram com faca e levaram a mochila.',
    'Jogaram pedras em quem passava de bike.',
  ],
  vandalismo: ['Pneus furados na porta do restaurante.', 'Quebraram o cadeado e danificaram a bike.'],
  acidentes: [
    'Carro abriu a porta sem olhar, cuidado nesta rua.',
    'Buraco grande na ciclovia, quase caí.',
    'Cruzamento perigoso, motoristas não respeitam o sinal.',
  ],
  policiais: ['Blitz da Garda pedindo documentos da bike elétrica.', 'Garda parando entregadores de e-scooter.'],
  outros: ['Rua muito escura à noite, evitem.', 'Cachorro solto atacando ciclistas.'],
};

/**
 * A few dozen reports over Dublin's neighbourhoods and the last 30 days, so the map shows something on
 * first start. Through the service's seedDemo: `submit` only writes a report made now, and at most 10 an
 * hour per member.
 */
export async function seedDemoSafetyReports(safetyReports: SafetyReportsService, reporters: number[]): Promise<void> {
  let seed = 7;
  // Deterministic, so every first start looks the same.
  const rand = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const now = Date.now();
  const rows: Parameters<SafetyReportsService['seedDemo']>[0] = [];
  for (let i = 0; i < 40; i++) {
    // The city centre sees most incidents: every other report falls in the first dozen areas.
    const place = NEIGHBOURHOODS[i % 2 === 0 ? Math.floor(rand() * 12) : Math.floor(rand() * NEIGHBOURHOODS.length)]!;
    const type = INCIDENT_TYPES[Math.floor(rand() * INCIDENT_TYPES.length)]!;
    const texts = DESCRIPTIONS[type];
    const createdAt = new Date(now - Math.floor(rand() * 29.5 * 86_400_000) - 5 * 60_000);
    const lat = place.lat + (rand() - 0.5) * 0.008;
    const lng = place.lng + (rand() - 0.5) * 0.012;
    rows.push({
      reportedById: reporters[i % reporters.length] ?? null,
      latitude: lat,
      longitude: lng,
      area: areaFor(lat, lng),
      description: texts[Math.floor(rand() * texts.length)]!,
      incidentType: type,
      severity: 1 + Math.floor(rand() * 5),
      incidentTime: `${String(Math.floor(rand() * 24)).padStart(2, '0')}:${String(Math.floor(rand() * 60)).padStart(2, '0')}`,
      createdAt,
    });
  }
  await safetyReports.seedDemo(rows);
}
