import { useEffect } from 'react';
import { MembershipCard } from './membership-card.js';
import { EventsPreview, MarketplacePreview, RentalsPreview } from './previews.js';
import { SponsorSlots } from './sponsor-slots.js';
import { SponsorsSection } from './sponsors-section.js';
import { StatsSection } from './stats-section.js';

/**
 * Sections 4–10 of the landing page (spec section 2), below the first screen on phones and
 * desktops: their own chunk, loaded when the visitor scrolls near (see `WhenNear`).
 */
export default function BelowTheFold() {
  useEffect(() => {
    // The footer's /#patrocinadores arrives before the sponsors section exists: scroll once it does.
    if (window.location.hash === '#patrocinadores') document.getElementById('patrocinadores')?.scrollIntoView();
  }, []);

  return (
    <>
      <StatsSection />
      <SponsorSlots />
      <EventsPreview />
      <MarketplacePreview />
      <RentalsPreview />
      <SponsorsSection />
      <MembershipCard />
    </>
  );
}
