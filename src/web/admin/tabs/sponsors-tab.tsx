import { AdminSection, ComingSoonPanel } from '../admin-section.js';

// The sponsors admin tools arrive with that domain's feature; the tab is in place so the URL (?tab=sponsors) works.
export default function SponsorsTab() {
  return (
    <AdminSection title="Patrocinadores" description="Patrocinador em destaque e logos exibidos no site.">
      <ComingSoonPanel />
    </AdminSection>
  );
}
