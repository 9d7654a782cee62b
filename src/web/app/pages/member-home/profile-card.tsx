import CheckCircle2 from 'lucide-react/icons/circle-check';
import Pencil from 'lucide-react/icons/pencil';
import { Link } from 'wouter';
import { t } from '../../../../contract/i18n.js';
import { memberName } from '../../../../contract/member-name.js';
import type { CurrentUser } from '../../../../contract/users.js';
import { formatDate } from '../../../lib/dates.js';
import { initials } from '../../../lib/format.js';
import { paths } from '../../../lib/paths.js';
import { Avatar } from '../../../ui/avatar.js';
import { Badge } from '../../../ui/badge.js';
import { buttonClass } from '../../../ui/button.js';
import { Card } from '../../../ui/card.js';

export function ProfileCard({ user, isSubscribed }: { user: CurrentUser; isSubscribed: boolean }) {
  const name = memberName(user);
  return (
    <Card className="p-5">
      <h2 className="text-lg font-bold text-slate-900">{t('Meu perfil')}</h2>
      <div className="mt-4 flex items-center gap-4">
        <Avatar src={user.profileImageUrl} fallback={initials(user)} className="h-16 w-16" />
        <div className="min-w-0">
          <p className="truncate font-bold text-slate-900" data-testid="profile-card-name">
            {name}
          </p>
          <p className="truncate text-sm text-slate-600">{user.email}</p>
          <div className="mt-1 flex flex-wrap gap-1.5">
            <Badge tone="navy">{user.memberNumber}</Badge>
            {isSubscribed ? (
              <Badge tone="brand">
                <CheckCircle2 className="mr-1 h-3 w-3" aria-hidden="true" /> {t('Assinatura ativa')}
              </Badge>
            ) : (
              <Badge tone="amber">{t('Sem assinatura')}</Badge>
            )}
            {user.isAdmin && <Badge tone="red">{t('Admin')}</Badge>}
          </div>
        </div>
      </div>
      <p className="mt-3 text-xs text-slate-500">
        {t('Membro desde')} {formatDate(user.memberSince)}
      </p>
      <Link href={paths.settings()} className={buttonClass('outline', 'md', 'mt-4 w-full')}>
        <Pencil className="h-4 w-4" aria-hidden="true" /> {t('Editar perfil')}
      </Link>
    </Card>
  );
}
