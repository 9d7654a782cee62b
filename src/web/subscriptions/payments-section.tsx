import CalendarClock from 'lucide-react/icons/calendar-clock';
import CreditCard from 'lucide-react/icons/credit-card';
import ExternalLink from 'lucide-react/icons/external-link';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useState } from 'react';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { membershipDaysLeft, RENEW_WINDOW_DAYS } from '../../contract/membership-renewal.js';
import type { MySubscription } from '../../contract/subscriptions.js';
import { errorMessage } from '../lib/api.js';
import { formatDate } from '../lib/dates.js';
import { paths } from '../lib/paths.js';
import { hardRedirect } from '../lib/redirect.js';
import { Button, buttonClass } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { Skeleton } from '../ui/skeleton.js';
import { toast } from '../ui/toast.js';
import { useMySubscription } from './api/get-my-subscription.js';
import { euros } from './api/get-offer.js';
import { useOpenPortal, useSetCancelAtPeriodEnd } from './api/manage-subscription.js';

/** Member home: the membership's status, price, renewal, cancel/reactivate and the customer portal. */
export function PaymentsSection() {
  const query = useMySubscription();
  const sub = query.data;
  if (query.isPending) return <Skeleton className="h-40 rounded-2xl" />;
  if (!sub?.active) return null;
  return (
    <section
      aria-labelledby="payments-title"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="payments-section"
    >
      <h2 id="payments-title" className="flex items-center gap-2 text-lg font-bold text-slate-900">
        <CreditCard className="h-5 w-5 text-brand-700" aria-hidden="true" /> {t('Pagamentos')}
      </h2>
      {sub.source === 'admin' || sub.source === 'grant' ? <GrantedBody sub={sub} /> : <PaidBody sub={sub} />}
    </section>
  );
}

/**
 * Issue 28: a membership with months left asks for nothing; within RENEW_WINDOW_DAYS of its end
 * 'Renovar' leads to /subscribe, where the month paid starts at that end.
 */
const renewDue = (sub: MySubscription) => {
  const days = membershipDaysLeft({ subscriptionStatus: sub.active ? 'active' : 'inactive', subscriptionEnd: sub.end });
  return days !== null && days <= RENEW_WINDOW_DAYS;
};

function RenewLink() {
  return (
    <Link href={paths.subscribe()} className={buttonClass('accent', 'md', 'mt-4 w-full sm:w-auto')}>
      {t('Renovar')}
    </Link>
  );
}

function GrantedBody({ sub }: { sub: MySubscription }) {
  const due = renewDue(sub);
  return (
    <>
      <p className="mt-3 text-sm text-slate-700">
        {t('Sua assinatura foi concedida pela administração')}
        {sub.end ? (
          <>
            {' '}
            {t('e vale até')} <strong data-testid="subscription-end">{formatDate(sub.end)}</strong>
          </>
        ) : null}
        .{due ? ` ${t('Renove para continuar membro depois dessa data.')}` : ''}
      </p>
      {due && <RenewLink />}
    </>
  );
}

function PaidBody({ sub }: { sub: MySubscription }) {
  const change = useSetCancelAtPeriodEnd();
  const portal = useOpenPortal();
  const [confirming, setConfirming] = useState(false);
  const end = sub.end ? formatDate(sub.end) : null;

  const act = (cancel: boolean) =>
    change.mutate(cancel, {
      onSuccess: (answer) => {
        setConfirming(false);
        const until = answer.subscription.end ? formatDate(answer.subscription.end) : '';
        toast({
          title: answer.message,
          description: cancel && until ? t('Você continua membro até {date}.', { date: until }) : undefined,
          variant: 'success',
        });
      },
      onError: (err) =>
        toast({
          title: t('Erro'),
          description: errorMessage(err, t('Não foi possível alterar a assinatura.')),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">{t('Status')}</dt>
          <dd className="font-semibold text-slate-900" data-testid="subscription-status">
            {sub.inGracePeriod ? t('Pagamento pendente') : sub.cancelAtPeriodEnd ? t('Cancelada') : t('Ativa')}
            {sub.source === 'demo' && (
              <span className="ml-1 text-xs font-normal text-amber-700">{t('(demonstração)')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">{t('Preço')}</dt>
          <dd className="font-semibold text-slate-900">
            {sub.priceCents != null ? t('{price}/mês', { price: euros(sub.priceCents) }) : '—'}
            {sub.plan === 'promo' && (
              <span className="ml-1 text-xs font-normal text-brand-700">{t('preço de lançamento')}</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">
            {sub.cancelAtPeriodEnd || sub.source === 'demo' || sub.inGracePeriod
              ? t('Membro até')
              : t('Próxima renovação')}
          </dt>
          <dd className="font-semibold text-slate-900" data-testid="subscription-end">
            {end ?? '—'}
          </dd>
        </div>
      </dl>
      {sub.inGracePeriod && (
        <p className="mt-4 flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="status">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('A renovação não foi paga. Atualize seu método de pagamento até {date} para continuar membro.', {
            date: end ?? '',
          })}
        </p>
      )}
      {sub.cancelAtPeriodEnd && (
        <p
          className="mt-4 flex gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700"
          role="status"
          data-testid="cancelled-notice"
        >
          <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('Sua assinatura foi cancelada e não será renovada. Você continua membro até {date}.', { date: end ?? '' })}
        </p>
      )}
      {/* A demo month does not renew by itself. */}
      {sub.source === 'demo' && renewDue(sub) && <RenewLink />}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        {sub.cancelAtPeriodEnd ? (
          <Button onClick={() => act(false)} disabled={change.isPending}>
            {t('Reativar')}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={change.isPending}>
            {t('Cancelar assinatura')}
          </Button>
        )}
        {sub.portalAvailable && (
          <Button
            variant="outline"
            disabled={portal.isPending}
            onClick={() =>
              portal.mutate(undefined, {
                onSuccess: ({ url }) => hardRedirect(url),
                onError: (err) =>
                  toast({
                    title: t('Erro'),
                    description: errorMessage(err, t('Portal indisponível.')),
                    variant: 'destructive',
                  }),
              })
            }
          >
            {t('Gerenciar pagamento')} <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming} title={t('Cancelar assinatura?')}>
        <p className="text-sm text-slate-700">
          {t('Sua assinatura não será renovada. Você continua membro, com acesso a tudo, até')} <strong>{end}</strong>
          {t('. Você pode reativar antes dessa data.')}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={change.isPending}>
            {t('Manter assinatura')}
          </Button>
          <Button variant="destructive" onClick={() => act(true)} disabled={change.isPending}>
            {t('Confirmar cancelamento')}
          </Button>
        </div>
      </Dialog>
    </>
  );
}
