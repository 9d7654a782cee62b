import Shield from 'lucide-react/icons/shield';
import { Tabs } from 'radix-ui';
import { Suspense, useEffect } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { useUser } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { useTwoFactorStatus } from '../two-factor/api/two-factor.js';
import { BackLink } from '../ui/back-link.js';
import { Spinner } from '../ui/spinner.js';
import { toast } from '../ui/toast.js';
import { AdminSideMenu, AdminTabBar } from './admin-nav.js';
import { ADMIN_TABS } from './admin-tabs.js';
import { useAdminTab } from './use-admin-tab.js';

/** Spec: non-admins get 'Acesso Negado' and go to / after 1.5 s. */
const DENIED_REDIRECT_MS = 1500;

/** A tab's own name in the browser tab, before the site's title: 'Denúncias · Admin · <site_title>'. */
const adminTabTitle = (tabLabel: string) => t('{section} · Admin', { section: tabLabel });

export default function AdminPage() {
  const { isAdmin } = useUser();
  const [, navigate] = useLocation();
  const [tab, setTab] = useAdminTab();
  // Each tab names itself ('Denúncias · Admin · <site>'): a tab among many in the browser says which.
  useDocumentTitle(isAdmin ? adminTabTitle(tab.label) : PAGE_TITLES.admin);
  // Issue 30: with STAFF_2FA_REQUIRED, an administrator without two-factor sets it up first (the API refuses too).
  const twoFactor = useTwoFactorStatus(isAdmin);
  const mustSetUp = !!twoFactor.data?.requiredForStaff;

  useEffect(() => {
    if (!mustSetUp) return;
    toast({
      title: t('Ative a verificação em duas etapas'),
      description: t('Administradores precisam dela antes de abrir o painel.'),
      variant: 'destructive',
    });
    navigate(`${paths.settings()}#dois-fatores`);
  }, [mustSetUp, navigate]);

  useEffect(() => {
    if (isAdmin) return;
    toast({
      title: t('Acesso Negado'),
      description: t('Apenas administradores podem acessar o painel.'),
      variant: 'destructive',
    });
    const timer = setTimeout(() => navigate(paths.home()), DENIED_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [isAdmin, navigate]);

  if (!isAdmin || mustSetUp) {
    return (
      <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 px-4 text-center">
        <Spinner />
        <p className="text-sm text-slate-600">{t('Redirecionando...')}</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-10 sm:pt-6">
      <BackLink href={paths.home()} label={t('Voltar ao site')} />
      <div className="mt-2 mb-5 flex items-center gap-3">
        <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-xl bg-navy-800 text-white">
          <Shield className="h-6 w-6" aria-hidden="true" />
        </span>
        <div>
          <h1 className="text-2xl font-extrabold text-slate-900 sm:text-3xl">{t('Painel Administrativo')}</h1>
          <p className="text-sm text-slate-600">
            {t('Gerencie membros, anúncios, eventos e configurações da comunidade.')}
          </p>
        </div>
      </div>

      <Tabs.Root value={tab.key} onValueChange={setTab} className="space-y-4">
        <AdminTabBar />
        <AdminSideMenu current={tab} onSelect={setTab} />
        {ADMIN_TABS.map(({ key, Component }) => (
          <Tabs.Content key={key} value={key} className="focus-visible:outline-none">
            <Suspense
              fallback={
                <div className="flex min-h-60 items-center justify-center">
                  <Spinner />
                </div>
              }
            >
              <Component />
            </Suspense>
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </div>
  );
}
