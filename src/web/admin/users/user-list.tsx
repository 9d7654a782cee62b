import type { AdminUser } from '../../../contract/admin-users.js';
import { t } from '../../../contract/i18n.js';
import { formatDate } from '../../lib/dates.js';
import { initials } from '../../lib/format.js';
import { Avatar } from '../../ui/avatar.js';
import { Badge } from '../../ui/badge.js';
import { Card } from '../../ui/card.js';
import { fullName, SubscriptionInfo, UserStatusBadges } from './user-badges.js';
import { UserRowActions } from './user-row-actions.js';

function Who({ user }: { user: AdminUser }) {
  return (
    <div className="flex min-w-0 items-center gap-3">
      <Avatar src={user.profileImageUrl} fallback={initials(user)} />
      <div className="min-w-0">
        <p className="truncate font-semibold text-slate-900">{fullName(user)}</p>
        <p className="truncate text-sm text-slate-600">{user.email}</p>
      </div>
    </div>
  );
}

/** Spec columns: user, member, status, subscription, registration date, actions. Cards below lg. */
export function UserList({ users, onDetails }: { users: AdminUser[]; onDetails: (u: AdminUser) => void }) {
  return (
    <>
      <Card className="hidden overflow-x-auto lg:block">
        <table className="w-full text-left text-sm">
          <thead className="border-b border-slate-200 bg-slate-50 text-xs font-semibold tracking-wide text-slate-500 uppercase">
            <tr>
              <th scope="col" className="px-4 py-3">
                {t('Usuário')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('Membro')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('Status')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('Assinatura')}
              </th>
              <th scope="col" className="px-4 py-3">
                {t('Cadastro')}
              </th>
              <th scope="col" className="px-4 py-3">
                <span className="sr-only">{t('Ações')}</span>
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {users.map((u) => (
              <tr key={u.id} data-testid="admin-user-row" className="align-middle">
                <td className="max-w-72 px-4 py-3">
                  <Who user={u} />
                </td>
                <td className="px-4 py-3">
                  <Badge tone="slate">{u.memberNumber}</Badge>
                </td>
                <td className="px-4 py-3">
                  <UserStatusBadges user={u} />
                </td>
                <td className="px-4 py-3">
                  <SubscriptionInfo user={u} />
                </td>
                <td className="px-4 py-3 whitespace-nowrap text-slate-600">{formatDate(u.createdAt)}</td>
                <td className="px-4 py-3">
                  <div className="flex justify-end">
                    <UserRowActions user={u} onDetails={() => onDetails(u)} />
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </Card>
      <ul className="space-y-2 lg:hidden">
        {users.map((u) => (
          <li key={u.id} data-testid="admin-user-card">
            <Card className="space-y-3 p-4">
              <Who user={u} />
              <dl className="grid grid-cols-2 gap-x-3 gap-y-2 text-sm">
                <div>
                  <dt className="text-xs text-slate-500">{t('Membro')}</dt>
                  <dd>
                    <Badge tone="slate">{u.memberNumber}</Badge>
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('Cadastro')}</dt>
                  <dd className="text-slate-700">{formatDate(u.createdAt)}</dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('Status')}</dt>
                  <dd>
                    <UserStatusBadges user={u} />
                  </dd>
                </div>
                <div>
                  <dt className="text-xs text-slate-500">{t('Assinatura')}</dt>
                  <dd>
                    <SubscriptionInfo user={u} />
                  </dd>
                </div>
              </dl>
              <UserRowActions user={u} onDetails={() => onDetails(u)} />
            </Card>
          </li>
        ))}
      </ul>
    </>
  );
}
