import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../../contract/i18n.js';
import { PAGE_TITLES } from '../../../contract/page-titles.js';
import { useUser } from '../../lib/auth.js';
import { paths } from '../../lib/paths.js';
import { useDocumentTitle } from '../../lib/use-document-title.js';
import { VerifyEmailBanner } from '../../mail/verify-banner.js';
import { MarketTemperatureCard } from '../../market-temperature/market-temperature-card.js';
import { PaymentsSection } from '../../subscriptions/payments-section.js';
import { Spinner } from '../../ui/spinner.js';
import { toast } from '../../ui/toast.js';
import { memberHomeAccess } from './member-home/access.js';
import { FeatureCards } from './member-home/feature-cards.js';
import { MemberGreeting } from './member-home/member-greeting.js';
import { MyListingsCard } from './member-home/my-listings-card.js';
import { ProfileCard } from './member-home/profile-card.js';
import { PromoBanner } from './member-home/promo-banner.js';
import { PAYMENTS_ANCHOR, QuickActions, scrollToPayments } from './member-home/quick-actions.js';
import { RecentActivity } from './member-home/recent-activity.js';
import { StatCards } from './member-home/stat-cards.js';
import { SubscriptionPrompt } from './member-home/subscription-prompt.js';

/** Spec: a visitor is sent to /login after 0.5 s (the dashboard variant after 3 s). */
const REDIRECT_DELAY_MS = { home: 500, dashboard: 3000 } as const;

/** The member home: / when logged in (also /login and /register), and /dashboard in every login state. */
export default function MemberHomePage({ variant }: { variant: 'home' | 'dashboard' }) {
  useDocumentTitle(PAGE_TITLES.dashboard);
  const { user, isAuthenticated, isSubscribed, hasMemberAccess } = useUser();
  const access = memberHomeAccess(user, { isSubscribed, hasMemberAccess });
  const [, navigate] = useLocation();

  useEffect(() => {
    // Opened at /dashboard#pagamentos: the section exists only once this page has rendered.
    if (window.location.hash === `#${PAYMENTS_ANCHOR}`) scrollToPayments();
  }, []);

  useEffect(() => {
    if (isAuthenticated) return;
    toast({
      title: t('Não autorizado'),
      description: t('Você precisa estar logado. Redirecionando...'),
      variant: 'destructive',
    });
    const timer = setTimeout(() => navigate(paths.login()), REDIRECT_DELAY_MS[variant]);
    return () => clearTimeout(timer);
  }, [isAuthenticated, navigate, variant]);

  if (!isAuthenticated || !user) {
    return (
      <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-3 px-4 text-center">
        <Spinner />
        <p className="text-sm text-slate-600">{t('Redirecionando para o login...')}</p>
      </div>
    );
  }

  return (
    <div className="mx-auto max-w-7xl space-y-6 px-4 pt-4 pb-10 sm:pt-6" data-testid={`member-home-${variant}`}>
      <MemberGreeting user={user} backLink={variant === 'dashboard'} />
      {/* Issue 30: until the address is confirmed. */}
      <VerifyEmailBanner />
      {/* Quick action 'Pagamentos' (paths.payments()): the membership's payments, or the prompt to start one. */}
      <div id={PAYMENTS_ANCHOR} style={{ scrollMarginTop: '5rem' }}>
        {isSubscribed ? <PaymentsSection /> : access.staff ? null : <SubscriptionPrompt />}
      </div>
      {!hasMemberAccess && <PromoBanner />}
      <StatCards />
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <QuickActions access={access} />
          <FeatureCards access={access} />
          <RecentActivity />
        </div>
        <aside className="space-y-6" aria-label={t('Seu perfil e anúncios')}>
          <ProfileCard user={user} isSubscribed={isSubscribed} />
          <MarketTemperatureCard />
          <MyListingsCard canCreateListing={access.hasMemberAccess} />
        </aside>
      </div>
    </div>
  );
}
