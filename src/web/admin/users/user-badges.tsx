import type { AdminUser } from '../../../contract/admin-users.js';
import { t } from '../../../contract/i18n.js';
import { formatDate } from '../../lib/dates.js';
import { Badge } from '../../ui/badge.js';

export const fullName = (u: Pick<AdminUser, 'firstName' | 'lastName'>) => `${u.firstName} ${u.lastName}`.trim();

/** Account state and role. */
export function UserStatusBadges({ user }: { user: AdminUser }) {
  return (
    <span className="flex flex-wrap gap-1">
      {user.isActive ? <Badge tone="brand">{t('Ativo')}</Badge> : <Badge tone="red">{t('Inativo')}</Badge>}
      {user.isSuperAdmin ? (
        <Badge tone="navy">{t('Super Admin')}</Badge>
      ) : (
        user.isAdmin && <Badge tone="navy">{t('Admin')}</Badge>
      )}
    </span>
  );
}

const SOURCE_LABELS: Record<string, string> = {
  stripe: t('paga'),
  admin: t('ativada pelo admin'),
  grant: t('cortesia'),
};

/** Subscription in force (with its end and where it came from), ended, or none. */
export function SubscriptionInfo({ user }: { user: AdminUser }) {
  const source = user.subscriptionSource ? SOURCE_LABELS[user.subscriptionSource] : undefined;
  if (user.subscriptionStatus === 'active') {
    return (
      <span className="flex flex-col items-start gap-0.5">
        <Badge tone="accent">{t('Ativa')}</Badge>
        <span className="text-xs text-slate-500">
          {user.subscriptionEnd
            ? t('até {date}', { date: formatDate(user.subscriptionEnd) })
            : t('sem data de término')}
          {source && ` · ${source}`}
        </span>
      </span>
    );
  }
  return (
    <span className="flex flex-col items-start gap-0.5">
      <Badge tone="slate">{t('Inativa')}</Badge>
      {user.subscriptionEnd && (
        <span className="text-xs text-slate-500">
          {t('terminou em {date}', { date: formatDate(user.subscriptionEnd) })}
        </span>
      )}
    </span>
  );
}

/** Which actions this admin may take on this user: the server's rules, mirrored to hide what it would refuse. */
export function userPermissions(me: { id: number; isSuperAdmin: boolean }, u: AdminUser) {
  const self = u.id === me.id;
  // Another super admin: never; another admin: only a super admin (server: assertMayManage).
  const manage = self || (!u.isSuperAdmin && (!u.isAdmin || me.isSuperAdmin));
  // Paid or open-ended subscriptions belong to the payment provider (decision 006: 409).
  const paidOrOpen = u.subscriptionStatus === 'active' && (u.subscriptionSource === 'stripe' || !u.subscriptionEnd);
  return {
    toggleStatus: manage && !(self && u.isActive),
    makeAdmin: !u.isAdmin,
    subscription: !paidOrOpen,
    password: manage,
    // Spec: super admins only; never themselves nor another super admin.
    delete: me.isSuperAdmin && !self && !u.isSuperAdmin,
  };
}
