import type { SessionUser } from '../users/session-user.js';
import { seedDemoBikes } from './demo-bikes.js';
import { seedDemoSafetyReports } from './demo-safety-reports.js';
import type { SeedTarget } from './seed.js';

/**
 * The demo content of the features after the spec (issues 31–34), once the spec's own is there: a deal
 * and its review, saved favourites, a saved search, follows, the safety map's reports with their answers, an alert zone, bikes.
 */
export async function seedDemoFeatures(
  services: SeedTarget['services'],
  { ana, bruno, carla, bikeId }: { ana: SessionUser; bruno: SessionUser; carla: SessionUser; bikeId: number },
): Promise<void> {
  // Issue 33: the e-bike conversation ends in a deal Bruno confirmed and
  // reviewed: Ana's /negociacoes shows that he did (not what he wrote) and asks for her review.
  const deal = await services.reviews.propose(ana, { kind: 'listing', itemId: bikeId, counterpartId: bruno.id });
  await services.reviews.confirm(bruno, deal.deal.id);
  await services.reviews.review(bruno, deal.deal.id, {
    stars: 5,
    text: 'Ana explicou tudo sobre a bateria e a bike estava como no anúncio. Recomendo!',
  });
  // Issue 34: Bruno and Carla saved Ana's e-bike (its page shows Ana 'Salvo por 2 membros'; /favoritos lists it).
  await services.favourites.save(bruno, { kind: 'item', id: bikeId });
  await services.favourites.save(carla, { kind: 'item', id: bikeId });
  // Issue 34: Carla's saved search (/buscas-salvas lists it; a cargo bike approved later tells her).
  await services.savedSearches.create(carla, {
    name: 'Bike cargo',
    kind: 'item',
    filters: {
      q: 'bicicleta cargo',
      type: 'venda',
      category: null,
      appName: null,
      accountType: null,
      region: null,
      minPrice: null,
      maxPrice: 900,
    },
  });
  // Issue 34: Bruno and Carla follow Ana (her profile shows her '2 membros seguem você'; their bells, her next listing).
  await services.follows.follow(bruno, ana.memberNumber);
  await services.follows.follow(carla, ana.memberNumber);
  await seedDemoSafetyReports(services.safetyReports, [ana.id, bruno.id, carla.id]);
  // Issue 31: Bruno's alert zone around where he lives (drawn on his map; only he sees it).
  await services.safetyZones.create(bruno, {
    name: 'Casa',
    latitude: 53.3418,
    longitude: -6.2262,
    radiusM: 750,
    kind: 'fixed',
    urgentBreaksQuiet: true,
  });
  await seedDemoBikes(services.bikes, services.uploads, ana, bruno, carla);
  // Issue 30: Bruno gets new messages in the daily email digest (/settings shows the email column on).
  await services.push.savePreferences(bruno, {
    pushOff: [],
    quietHours: { enabled: true, start: '23:00', end: '07:00' },
    emailOn: ['message-received'],
  });
  // Issue 31: the newest reports carry answers to 'Ainda está acontecendo?' (nobody answers their own).
  const newest = (await services.safetyReports.map({ window: '30d', zoom: 13 })).points.slice(0, 4);
  for (const [i, r] of newest.entries()) {
    for (const voter of [ana, bruno, carla]) {
      await services.safetyReportVotes.answer(voter, r.id, i === 3 ? 'dispute' : 'confirm').catch(() => undefined);
    }
  }
}
