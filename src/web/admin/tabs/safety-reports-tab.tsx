import { AdminSection, ComingSoonPanel } from '../admin-section.js';

// The safety-reports admin tools arrive with that domain's feature; the tab is in place so the URL (?tab=safety-reports) works.
export default function SafetyReportsTab() {
  return (
    <AdminSection title="Relatórios de Segurança" description="Relatos de incidentes do mapa de áreas perigosas.">
      <ComingSoonPanel />
    </AdminSection>
  );
}
