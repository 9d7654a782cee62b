import { AdminSection, ComingSoonPanel } from '../admin-section.js';

// The partners admin tools arrive with that domain's feature; the tab is in place so the URL (?tab=partners) works.
export default function PartnersTab() {
  return (
    <AdminSection title="Parceiros" description="Solicitações de parceria enviadas pelo site.">
      <ComingSoonPanel />
    </AdminSection>
  );
}
