import { lazy } from 'react';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { CommunityCta } from './landing/community-cta.js';
import { Hero } from './landing/hero.js';
import { LaunchBanner } from './landing/launch-banner.js';
import { WhenNear } from './landing/when-near.js';

// Sections 4–10 start below the first screen (stats at ~1,050 px on a 390×844 phone, ~880 px on a
// 1280×800 desktop): they, their data hooks and their icons load when the visitor scrolls near.
const BelowTheFold = lazy(() => import('./landing/below-fold.js'));

/** The logged-out home: the ten sections of spec section 2, in the spec's order. */
export default function LandingPage() {
  useDocumentTitle();
  return (
    <div className="pb-4">
      <LaunchBanner />
      <CommunityCta />
      <Hero />
      {/* The reserved heights are the sections' own, measured with demo data (phone, then md+). */}
      <WhenNear reserveClassName="min-h-[3800px] lg:min-h-[2600px]" eager={window.location.hash === '#patrocinadores'}>
        <BelowTheFold />
      </WhenNear>
    </div>
  );
}
