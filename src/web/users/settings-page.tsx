import { lazy, Suspense } from 'react';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import type { CurrentUser } from '../../contract/users.js';
import { BlockedMembersCard } from '../blocks/blocked-members-card.js';
import { useUser } from '../lib/auth.js';
import { formatDate } from '../lib/dates.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { MyReportsCard } from '../reports/my-reports-card.js';
import { BackLink } from '../ui/back-link.js';
import { Badge } from '../ui/badge.js';
import { Card } from '../ui/card.js';
import { FullScreenSpinner } from '../ui/spinner.js';
import { PrivacyCard } from './privacy-card.js';
import { ProfileForm } from './profile-form.js';
import { ProfilePhotoCard } from './profile-photo-card.js';

// Issue 29: the push and preferences card, its own chunk (the page's first load stays as it was).
const PushCard = lazy(() => import('../notifications/push-card.js'));
// Issue 30: two-factor sign-in and the member's sessions, each its own chunk.
const TwoFactorCard = lazy(() => import('../two-factor/two-factor-card.js'));
const SessionsCard = lazy(() => import('../auth/sessions-card.js'));
// Issue 30: the address, confirmed or not, and its change (its own chunk too).
const EmailCard = lazy(() => import('../mail/email-card.js'));
// Issue 31: the member's alert zones, edited or deleted here (made on the map).
const ZonesCard = lazy(() => import('../safety-zones/zones-card.js'));

/** /settings (members only; the route table sends visitors to /login). */
export default function SettingsPage() {
  useDocumentTitle(PAGE_TITLES.settings);
  const { user } = useUser();
  if (!user) return <FullScreenSpinner />;
  return (
    <div className="mx-auto max-w-5xl px-4 pt-4 pb-10 sm:pt-6">
      <BackLink href={paths.dashboard()} label={t('Voltar ao painel')} />
      <h1 className="mt-2 text-2xl font-extrabold text-slate-900 sm:text-3xl">{t('Configurações')}</h1>
      <p className="mt-1 text-sm text-slate-600">
        {t('Gerencie sua foto, os dados do seu perfil, as notificações, a segurança da conta e a sua privacidade.')}
      </p>

      {/* Phones: photo, form, account. Large screens: photo and account on the left, the form on the right. */}
      <div className="mt-6 grid items-start gap-6 lg:grid-cols-[320px_1fr]">
        <ProfilePhotoCard user={user} />
        <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">
          <ProfileForm user={user} />
        </div>
        <AccountCard user={user} />
        <Suspense fallback={<Card id="email" className="min-h-40 p-5" aria-busy="true" />}>
          <EmailCard />
        </Suspense>
        <Suspense fallback={<Card id="notificacoes" className="min-h-40 p-5" aria-busy="true" />}>
          <PushCard />
        </Suspense>
        <Suspense fallback={<Card id="dois-fatores" className="min-h-40 p-5" aria-busy="true" />}>
          <TwoFactorCard />
        </Suspense>
        <Suspense fallback={<Card id="sessoes" className="min-h-40 p-5" aria-busy="true" />}>
          <SessionsCard />
        </Suspense>
        <Suspense fallback={<Card id="zonas-de-alerta" className="min-h-40 p-5" aria-busy="true" />}>
          <ZonesCard />
        </Suspense>
        <PrivacyCard />
        <BlockedMembersCard />
        <MyReportsCard />
      </div>
    </div>
  );
}

/** The member number is shown, never edited; the email is changed in the 'Email' card (issue 30). */
function AccountCard({ user }: { user: CurrentUser }) {
  return (
    <Card className="p-5">
      <h2 className="text-base font-bold text-slate-900">{t('Sua conta')}</h2>
      <dl className="mt-3 space-y-3 text-sm">
        <div>
          <dt className="text-slate-500">{t('Email')}</dt>
          <dd className="font-medium break-all text-slate-900" data-testid="settings-email">
            {user.email}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('Número de membro')}</dt>
          <dd className="mt-0.5">
            <Badge tone="navy">{user.memberNumber}</Badge>
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('Membro desde')}</dt>
          <dd className="font-medium text-slate-900">{formatDate(user.memberSince)}</dd>
        </div>
      </dl>
      <p className="mt-4 text-xs text-slate-500">{t('O número de membro não pode ser alterado.')}</p>
    </Card>
  );
}
