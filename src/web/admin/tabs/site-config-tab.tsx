import Settings from 'lucide-react/icons/settings';
import { t } from '../../../contract/i18n.js';
import type { AdminSiteConfigEntry } from '../../../contract/site-config.js';
import { SETTING_GROUPS, SITE_SETTINGS, siteConfigMessages, siteSetting } from '../../../contract/site-settings.js';
import { errorMessage } from '../../lib/api.js';
import { useUser } from '../../lib/auth.js';
import { useAdminSiteConfig } from '../../site-config/api/get-admin-site-config.js';
import { Card } from '../../ui/card.js';
import { EmptyState } from '../../ui/empty-state.js';
import { LoadError } from '../../ui/load-error.js';
import { Skeleton } from '../../ui/skeleton.js';
import { AdminSection } from '../admin-section.js';
import { useUnauthorizedRedirect } from '../shared/admin-errors.js';
import { SiteConfigInfoBoxes } from '../site-config/info-boxes.js';
import { SettingRow } from '../site-config/setting-row.js';

/** The table's order inside each group; keys outside the table (admin-only notes) go last, under 'Outras'. */
const ORDER = new Map(SITE_SETTINGS.map((s, i) => [s.key, i]));

function groupEntries(entries: AdminSiteConfigEntry[]) {
  const sorted = [...entries].sort((a, b) => (ORDER.get(a.key) ?? 1e6) - (ORDER.get(b.key) ?? 1e6));
  const groups = [...SETTING_GROUPS, { key: 'outras', label: t('Outras') } as const].map((g) => ({
    ...g,
    entries: sorted.filter((e) => (siteSetting(e.key)?.group ?? 'outras') === g.key),
  }));
  return groups.filter((g) => g.entries.length > 0);
}

/** Admin tab Configurações do site: the settings by group, each with its pt-BR name, help and control; info boxes. */
export default function SiteConfigTab() {
  const q = useAdminSiteConfig();
  useUnauthorizedRedirect(q.error);
  return (
    <AdminSection
      title={t('Configurações do site')}
      description={t('Título, descrição, preço da assinatura e outras configurações do site.')}
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
        <div className="space-y-4">
          {groupEntries(q.data).map((group) => (
            <Card key={group.key} className="px-4 pt-3 pb-1 sm:px-5" data-testid={`site-config-group-${group.key}`}>
              <h3 className="text-lg font-bold text-slate-900">{group.label}</h3>
              <div className="divide-y divide-slate-100">
                {group.entries.map((entry) => (
                  <SettingRow key={entry.key} entry={entry} />
                ))}
              </div>
            </Card>
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
  const yesNo = (v: boolean) => (v ? t('Sim') : t('Não'));
  return (
    <LoadError variant="alert" title={t('Erro ao carregar configurações')} onRetry={onRetry} retrying={retrying}>
      <p className="font-mono text-xs break-all">
        {errorMessage(error, error instanceof Error ? error.message : t('Erro desconhecido'))}
      </p>
      <ul className="space-y-0.5 rounded-lg bg-white/70 p-3 text-slate-700">
        <li>{t('Autenticado: {value}', { value: yesNo(isAuthenticated) })}</li>
        <li>{t('Administrador: {value}', { value: yesNo(isAdmin) })}</li>
        <li>{t('Email: {email}', { email: user?.email ?? '—' })}</li>
      </ul>
    </LoadError>
  );
}
