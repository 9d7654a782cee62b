import { AdminSection, ComingSoonPanel } from '../admin-section.js';

// The site-config admin tools arrive with that domain's feature; the tab is in place so the URL (?tab=site-config) works.
export default function SiteConfigTab() {
  return (
    <AdminSection title="Configurações do site" description="Título, descrição, preço da assinatura e outras configurações públicas do site.">
      <ComingSoonPanel />
    </AdminSection>
  );
}
