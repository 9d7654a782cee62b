import BadgeCheck from 'lucide-react/icons/badge-check';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import type { SubscriptionSource } from '../../contract/subscriptions.js';
import { formatDate } from '../lib/dates.js';
import { paths } from '../lib/paths.js';
import { Button, buttonClass } from '../ui/button.js';

/**
 * /subscribe for a member whose membership is in force (issue 28): said before any payment form.
 * Renewing early pays a month that starts where the membership ends (demo), or, with Stripe, a
 * subscription billed from today whose end never comes before the current one.
 */
export function MemberAlready({
  end,
  source,
  mode,
  onRenew,
}: {
  end: string | null;
  /** Undefined while the member's subscription is loading. */
  source: SubscriptionSource | null | undefined;
  mode: 'stripe' | 'demo' | 'unavailable' | undefined;
  onRenew: () => void;
}) {
  const until = end ? formatDate(end) : null;
  const renews = source === 'stripe';
  return (
    <section
      aria-label={t('Sua assinatura')}
      className="flex flex-col gap-3 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6"
      data-testid="member-already"
    >
      <h2 className="flex items-start gap-2 text-lg font-bold text-slate-900">
        <BadgeCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
        {until ? t('Você já é membro até {date}', { date: until }) : t('Você já é membro')}
      </h2>
      {renews ? (
        <p className="text-sm text-slate-700">
          {t('Sua assinatura é renovada automaticamente. Não é preciso pagar agora.')}
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          {t('Não é preciso pagar agora. Se quiser, renove antecipadamente:')}{' '}
          {mode === 'stripe'
            ? until
              ? t('a cobrança mensal começa hoje e você continua membro pelo menos até {date}.', { date: until })
              : t('a cobrança mensal começa hoje e você continua membro pelo menos até a data atual.')
            : until
              ? t('o mês pago começa em {date}, sem perder nenhum dia.', { date: until })
              : t('o mês pago começa hoje, sem perder nenhum dia.')}
        </p>
      )}
      <div className="flex flex-col gap-2">
        {!renews && source !== undefined && mode !== 'unavailable' && (
          <Button variant="outline" onClick={onRenew} data-testid="renew-early">
            {t('Renovar antecipadamente')}
          </Button>
        )}
        <Link href={paths.dashboard()} className={buttonClass('primary', 'md')}>
          {t('Voltar ao meu painel')}
        </Link>
      </div>
    </section>
  );
}
