import { AdminSection, ComingSoonPanel } from '../admin-section.js';

// The marketplace admin tools arrive with that domain's feature; the tab is in place so the URL (?tab=marketplace) works.
export default function MarketplaceTab() {
  return (
    <AdminSection title="Marketplace" description="Modere anúncios pendentes, veja todos os anúncios e reatribua anúncios sem dono.">
      <ComingSoonPanel />
    </AdminSection>
  );
}
