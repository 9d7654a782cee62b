import Calendar from 'lucide-react/icons/calendar';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import CheckCircle2 from 'lucide-react/icons/circle-check';
import PlusCircle from 'lucide-react/icons/circle-plus';
import CreditCard from 'lucide-react/icons/credit-card';
import Lock from 'lucide-react/icons/lock';
import MessageCircle from 'lucide-react/icons/message-circle';
import RefreshCw from 'lucide-react/icons/refresh-cw';
import Shield from 'lucide-react/icons/shield';
import Sparkles from 'lucide-react/icons/sparkles';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { cn } from '../../../lib/cn.js';
import { paths } from '../../../lib/paths.js';
import { useUnreadCount } from '../../../messages/api/get-unread-count.js';
import { Card } from '../../../ui/card.js';
import type { MemberHomeAccess } from './access.js';

/** The id of the member home's payments block, the target of paths.payments(). */
export const PAYMENTS_ANCHOR = 'pagamentos';
/** wouter neither scrolls to a hash nor re-renders for one: scroll once the address has changed. */
export const scrollToPayments = () => {
  setTimeout(() => document.getElementById(PAYMENTS_ANCHOR)?.scrollIntoView({ behavior: 'smooth' }));
};

interface Action {
  href: string;
  label: string;
  icon: ReactNode;
  allowed: boolean;
  count?: number;
  onClick?: () => void;
}

const tile =
  'relative flex min-h-20 flex-col items-center justify-center gap-1.5 rounded-xl border border-slate-200 bg-white p-3 text-center text-sm font-semibold text-slate-800 transition-colors [&_svg]:h-5 [&_svg]:w-5';

/**
 * Spec: create ad, events, messages with a count, payments, activate subscription. Staff need no
 * membership (issue 28): nothing locked, no subscription tiles; they get 'Criar evento' and the panel.
 */
export function QuickActions({ access }: { access: MemberHomeAccess }) {
  const unread = useUnreadCount().data ?? 0;
  const { isSubscribed, hasMemberAccess } = access;
  const membership: Action[] = access.staff
    ? [
        { href: paths.eventCreate(), label: t('Criar evento'), icon: <CalendarPlus />, allowed: true },
        { href: paths.admin(), label: t('Painel Admin'), icon: <Shield />, allowed: true },
      ]
    : [
        {
          href: paths.payments(),
          label: t('Pagamentos'),
          icon: <CreditCard />,
          allowed: true,
          onClick: scrollToPayments,
        },
        !isSubscribed
          ? { href: paths.subscribe(), label: t('Ativar assinatura'), icon: <Sparkles />, allowed: true }
          : access.renewDue
            ? { href: paths.subscribe(), label: t('Renovar assinatura'), icon: <RefreshCw />, allowed: true }
            : {
                href: paths.payments(),
                label: t('Assinatura ativa'),
                icon: <CheckCircle2 />,
                allowed: true,
                onClick: scrollToPayments,
              },
      ];
  const actions: Action[] = [
    { href: paths.marketplaceCreate(), label: t('Criar anúncio'), icon: <PlusCircle />, allowed: hasMemberAccess },
    { href: paths.events(), label: t('Eventos'), icon: <Calendar />, allowed: true },
    { href: paths.messages(), label: t('Mensagens'), icon: <MessageCircle />, allowed: hasMemberAccess, count: unread },
    ...membership,
  ];
  return (
    <Card className="p-4 sm:p-5">
      <h2 className="mb-3 text-lg font-bold text-slate-900">{t('Ações rápidas')}</h2>
      <div className="grid grid-cols-2 gap-2 sm:grid-cols-5 sm:gap-3">
        {actions.map((a, i) => {
          const body = (
            <>
              <span className="text-brand-700" aria-hidden="true">
                {a.allowed ? a.icon : <Lock />}
              </span>
              {a.label}
              {a.count !== undefined && (
                <span
                  className="absolute top-2 right-2 rounded-full bg-slate-200 px-1.5 text-xs font-bold text-slate-700"
                  data-testid="messages-count"
                >
                  {a.count}
                  <span className="sr-only"> {t('não lidas')}</span>
                </span>
              )}
            </>
          );
          return a.allowed ? (
            <Link
              key={a.label}
              href={a.href}
              onClick={a.onClick}
              className={cn(
                tile,
                'hover:border-brand-500 hover:bg-brand-50',
                i === actions.length - 1 && 'col-span-2 sm:col-span-1',
              )}
            >
              {body}
            </Link>
          ) : (
            <button
              key={a.label}
              type="button"
              disabled
              title={t('Requer assinatura ativa')}
              className={cn(
                tile,
                'cursor-not-allowed opacity-50',
                i === actions.length - 1 && 'col-span-2 sm:col-span-1',
              )}
            >
              {body}
            </button>
          );
        })}
      </div>
    </Card>
  );
}
