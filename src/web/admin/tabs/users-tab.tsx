import { AdminSection, ComingSoonPanel } from '../admin-section.js';

// The users admin tools arrive with that domain's feature; the tab is in place so the URL (?tab=users) works.
export default function UsersTab() {
  return (
    <AdminSection title="Usuários" description="Busque membros, veja os detalhes, ative assinaturas e gerencie administradores.">
      <ComingSoonPanel />
    </AdminSection>
  );
}
