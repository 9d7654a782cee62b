import type { TestApp } from './app.js';

/** The zone alerts' fan-out job (decision 046), run until no report waits: what SAFETY_ALERTS_POLL_SECONDS does. */
export async function fanOut(t: TestApp): Promise<number> {
  let alerts = 0;
  for (;;) {
    const round = await t.app.services.safetyZones.fanOutDue();
    alerts += round.alerts;
    if (round.claimed === 0) return alerts;
  }
}
