import Settings from 'lucide-react/icons/settings';
import { siteConfigMessages } from '../../../contract/site-config.js';
import { errorMessage } from '../../lib/api.js';
import { useUser } from '../../lib/auth.js';
import { useAdminSiteConfig } from '../../site-config/api/get-admin-site-config.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { Skeleton } from '../../ui/skeleton.js';
import { AdminSection } from '../admin-section.js';
import { useUnauthorizedRedirect } from '../shared/admin-errors.js';
import { ConfigRow } from '../site-config/config-row.js';
import { SiteConfigInfoBoxes } from '../site-config/info-boxes.js';

/** Admin tab Configurações do site: every key with its description, inline edit of editable keys, info boxes. */
export default function SiteConfigTab() {
  const q = useAdminSiteConfig();
  useUnauthorizedRedirect(q.error);
  return (
    <AdminSection
      title="Configurações do site"
      description="Título, descrição, preço da assinatura e outras configurações do site."
    >
      {q.isPending ? (
        <div className="space-y-2">
          {[0, 1, 2].map((i) => (
            <Skeleton key={i} className="h-24" />
          ))}
        </div>
      ) : q.isError ? (
        <LoadFailure error={q.error} onRetry={() => void q.refetch()} retrying={q.isFetching} />
      ) : q.data.length === 0 ? (
        <EmptyState icon={<Settings />} title={siteConfigMessages.empty} className="bg-white" />
      ) : (
        <div className="grid gap-3 lg:grid-cols-2">
          {q.data.map((entry) => (
            <ConfigRow key={entry.key} entry={entry} />
          ))}
        </div>
      )}
      <SiteConfigInfoBoxes />
    </AdminSection>
  );
}

/** Spec: the message, a retry button and a diagnostic list (authenticated, admin, email). */
function LoadFailure({ error, onRetry, retrying }: { error: unknown; onRetry: () => void; retrying: boolean }) {
  const { user, isAuthenticated, isAdmin } = useUser();
  const yesNo = (v: boolean) => (v ? 'Sim' : 'Não');
  return (
    <LoadError variant="alert" title="Erro ao carregar configurações" onRetry={onRetry} retrying={retrying}>
      <p className="font-mono text-xs break-all">
        {errorMessage(error, error instanceof Error ? error.message : 'Erro desconhecido')}
      </p>
      <ul className="space-y-0.5 rounded-lg bg-white/70 p-3 text-slate-700">
        <li>Autenticado: {yesNo(isAuthenticated)}</li>
        <li>Administrador: {yesNo(isAdmin)}</li>
        <li>Email: {user?.email ?? '—'}</li>
      </ul>
    </LoadError>
  );
}
