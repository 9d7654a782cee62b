import { AdminSection, ComingSoonPanel } from '../admin-section.js';

// The market-temperature admin tools arrive with that domain's feature; the tab is in place so the URL (?tab=market-temperature) works.
export default function MarketTemperatureTab() {
  return (
    <AdminSection title="Temperatura do Mercado" description="Ajuste o nível, o status, a descrição e o fator sazonal da temperatura do mercado.">
      <ComingSoonPanel />
    </AdminSection>
  );
}
