import { AdminSection, ComingSoonPanel } from '../admin-section.js';

// The account-rentals admin tools arrive with that domain's feature; the tab is in place so the URL (?tab=account-rentals) works.
export default function AccountRentalsTab() {
  return (
    <AdminSection title="Aluguel de Contas" description="Aprove contas pendentes, veja todas as contas e gerencie contas de demonstração.">
      <ComingSoonPanel />
    </AdminSection>
  );
}
