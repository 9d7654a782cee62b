import type { TestApp } from './app.js';

/** The saved searches' matching job (decision 051), run until no approval waits: what SAVED_SEARCHES_POLL_SECONDS does. */
export async function matchSavedSearches(t: TestApp): Promise<number> {
  let told = 0;
  for (;;) {
    const round = await t.app.services.savedSearches.matchDue();
    told += round.told;
    if (round.claimed === 0) return told;
  }
}
