// No zod here: the landing page (first-load budget) imports this.

/** Where a sponsor's link goes (redirectUrl first, then website); null: no link. */
export const sponsorLink = (s: { redirectUrl: string | null; website: string | null }): string | null =>
  s.redirectUrl || s.website || null;
