import { useEffect } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { CommunityCta } from './landing/community-cta.js';
import { Hero } from './landing/hero.js';
import { LaunchBanner } from './landing/launch-banner.js';
import { MembershipCard } from './landing/membership-card.js';
import { EventsPreview, MarketplacePreview, RentalsPreview } from './landing/previews.js';
import { SponsorSlots } from './landing/sponsor-slots.js';
import { SponsorsSection } from './landing/sponsors-section.js';
import { StatsSection } from './landing/stats-section.js';

/** The logged-out home: the ten sections of spec section 2, in the spec's order. */
export default function LandingPage() {
  useDocumentTitle();
  useEffect(() => {
    // The footer's /#patrocinadores arrives before this page has rendered: scroll once it has.
    if (window.location.hash === '#patrocinadores') document.getElementById('patrocinadores')?.scrollIntoView();
  }, []);

  return (
    <div className="pb-4">
      <LaunchBanner />
      <CommunityCta />
      <Hero />
      <StatsSection />
      <SponsorSlots />
      <EventsPreview />
      <MarketplacePreview />
      <RentalsPreview />
      <SponsorsSection />
      <MembershipCard />
    </div>
  );
}
