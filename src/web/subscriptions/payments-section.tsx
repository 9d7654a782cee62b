import CalendarClock from 'lucide-react/icons/calendar-clock';
import CreditCard from 'lucide-react/icons/credit-card';
import ExternalLink from 'lucide-react/icons/external-link';
import TriangleAlert from 'lucide-react/icons/triangle-exclamation-point';
import { useState } from 'react';
import { Link } from 'wouter';
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
        <CreditCard className="h-5 w-5 text-brand-700" aria-hidden="true" /> Pagamentos
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
      Renovar
    </Link>
  );
}

function GrantedBody({ sub }: { sub: MySubscription }) {
  const due = renewDue(sub);
  return (
    <>
      <p className="mt-3 text-sm text-slate-700">
        Sua assinatura foi concedida pela administração
        {sub.end ? (
          <>
            {' '}
            e vale até <strong data-testid="subscription-end">{formatDate(sub.end)}</strong>
          </>
        ) : null}
        .{due ? ' Renove para continuar membro depois dessa data.' : ''}
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
          description: cancel && until ? `Você continua membro até ${until}.` : undefined,
          variant: 'success',
        });
      },
      onError: (err) =>
        toast({
          title: 'Erro',
          description: errorMessage(err, 'Não foi possível alterar a assinatura.'),
          variant: 'destructive',
        }),
    });

  return (
    <>
      <dl className="mt-4 grid gap-3 text-sm sm:grid-cols-3">
        <div>
          <dt className="text-slate-500">Status</dt>
          <dd className="font-semibold text-slate-900" data-testid="subscription-status">
            {sub.inGracePeriod ? 'Pagamento pendente' : sub.cancelAtPeriodEnd ? 'Cancelada' : 'Ativa'}
            {sub.source === 'demo' && <span className="ml-1 text-xs font-normal text-amber-700">(demonstração)</span>}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">Preço</dt>
          <dd className="font-semibold text-slate-900">
            {sub.priceCents != null ? `${euros(sub.priceCents)}/mês` : '—'}
            {sub.plan === 'promo' && (
              <span className="ml-1 text-xs font-normal text-brand-700">preço de lançamento</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-slate-500">
            {sub.cancelAtPeriodEnd || sub.source === 'demo' || sub.inGracePeriod ? 'Membro até' : 'Próxima renovação'}
          </dt>
          <dd className="font-semibold text-slate-900" data-testid="subscription-end">
            {end ?? '—'}
          </dd>
        </div>
      </dl>
      {sub.inGracePeriod && (
        <p className="mt-4 flex gap-2 rounded-xl bg-amber-50 p-3 text-sm text-amber-900" role="status">
          <TriangleAlert className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />A renovação não foi paga. Atualize seu
          método de pagamento até {end} para continuar membro.
        </p>
      )}
      {sub.cancelAtPeriodEnd && (
        <p
          className="mt-4 flex gap-2 rounded-xl bg-slate-50 p-3 text-sm text-slate-700"
          role="status"
          data-testid="cancelled-notice"
        >
          <CalendarClock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          Sua assinatura foi cancelada e não será renovada. Você continua membro até {end}.
        </p>
      )}
      {/* A demo month does not renew by itself. */}
      {sub.source === 'demo' && renewDue(sub) && <RenewLink />}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row">
        {sub.cancelAtPeriodEnd ? (
          <Button onClick={() => act(false)} disabled={change.isPending}>
            Reativar
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setConfirming(true)} disabled={change.isPending}>
            Cancelar assinatura
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
                    title: 'Erro',
                    description: errorMessage(err, 'Portal indisponível.'),
                    variant: 'destructive',
                  }),
              })
            }
          >
            Gerenciar pagamento <ExternalLink className="h-4 w-4" aria-hidden="true" />
          </Button>
        )}
      </div>
      <Dialog open={confirming} onOpenChange={setConfirming} title="Cancelar assinatura?">
        <p className="text-sm text-slate-700">
          Sua assinatura não será renovada. Você continua membro, com acesso a tudo, até <strong>{end}</strong>. Você
          pode reativar antes dessa data.
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={change.isPending}>
            Manter assinatura
          </Button>
          <Button variant="destructive" onClick={() => act(true)} disabled={change.isPending}>
            Confirmar cancelamento
          </Button>
        </div>
      </Dialog>
    </>
  );
}
