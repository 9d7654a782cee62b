import Check from 'lucide-react/icons/check';
import PartyPopper from 'lucide-react/icons/party-popper';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { MEMBER_BENEFITS } from '../../contract/member-benefits.js';
import type { CurrentUser } from '../../contract/users.js';
import { initials } from '../lib/format.js';
import { paths } from '../lib/paths.js';
import { Avatar } from '../ui/avatar.js';
import { buttonClass } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';

/** Spec section 2: the congratulation dialog once the membership is active. */
export function SuccessDialog({ user, onClose }: { user: CurrentUser; onClose: () => void }) {
  const name = user.displayName || `${user.firstName} ${user.lastName}`;
  return (
    <Dialog
      open
      onOpenChange={(open) => !open && onClose()}
      title={t('Bem-vindo à comunidade!')}
      description={t('Seu pagamento foi aprovado e sua assinatura está ativa.')}
    >
      <div className="flex flex-col items-center text-center" data-testid="payment-success-dialog">
        <div className="relative">
          <Avatar src={user.profileImageUrl} fallback={initials(user)} className="h-20 w-20 text-2xl" />
          <PartyPopper
            className="absolute -right-2 -bottom-1 h-7 w-7 rounded-full bg-accent-400 p-1 text-navy-900"
            aria-hidden="true"
          />
        </div>
        <p className="mt-3 text-lg font-bold text-slate-900">{name}</p>
        <p
          className="mt-1 rounded-full bg-brand-100 px-3 py-0.5 text-sm font-bold text-brand-800"
          data-testid="success-member-number"
        >
          {t('Membro #{number}', { number: user.memberNumber })}
        </p>
      </div>
      <ul className="mt-5 grid gap-2 sm:grid-cols-2">
        {MEMBER_BENEFITS.map((b) => (
          <li key={b} className="flex items-start gap-2 text-sm text-slate-700">
            <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden="true" /> {b}
          </li>
        ))}
      </ul>
      <Link href={paths.dashboard()} className={buttonClass('primary', 'lg', 'mt-6 w-full')}>
        {t('Ir para meu Dashboard')}
      </Link>
    </Dialog>
  );
}
