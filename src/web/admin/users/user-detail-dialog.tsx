import { type ReactNode, useEffect } from 'react';
import { Link } from 'wouter';
import { type AdminUser, type AdminUserDetails, adminMessages } from '../../../contract/admin-users.js';
import { t } from '../../../contract/i18n.js';
import { useAdminUserDetails } from '../../admin-users/api/get-admin-user-details.js';
import { formatDate } from '../../lib/dates.js';
import { initials } from '../../lib/format.js';
import { featurePaths } from '../../lib/paths.js';
import { Avatar } from '../../ui/avatar.js';
import { Badge } from '../../ui/badge.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { LoadError } from '../../ui/load-error.js';
import { Skeleton } from '../../ui/skeleton.js';
import { toast } from '../../ui/toast.js';
import { isUnauthorized, useUnauthorizedRedirect } from '../shared/admin-errors.js';
import { AuditLog } from './audit-log.js';
import { useUserActions } from './use-user-actions.js';
import { UserActivityTabs } from './user-activity-tabs.js';
import { fullName, SubscriptionInfo, UserStatusBadges } from './user-badges.js';

/** Spec: full name, email, member number, registration date, admin actions, activity sub-tabs; the audit log last. */
export function UserDetailDialog({ user, onClose }: { user: AdminUser | null; onClose: () => void }) {
  const q = useAdminUserDetails(user?.id ?? null);
  useUnauthorizedRedirect(q.error);
  useEffect(() => {
    if (q.isError && !isUnauthorized(q.error)) toast({ title: adminMessages.detailsFailed, variant: 'destructive' });
  }, [q.isError, q.error]);

  // The row's data while the detail loads; the fresh row from the detail once it is there.
  const shown = q.data?.user ?? user;
  return (
    <Dialog
      open={!!user}
      onOpenChange={(o) => !o && onClose()}
      title={t('Detalhes do usuário')}
      description={shown ? `${fullName(shown)} · ${shown.memberNumber}` : undefined}
      className="sm:max-w-3xl"
    >
      {shown && <Summary user={shown} onDeleted={onClose} />}
      <div className="mt-5">
        {q.isPending ? (
          <Skeleton className="h-48" />
        ) : q.isError ? (
          <LoadError variant="alert" title={adminMessages.detailsFailed} onRetry={() => void q.refetch()} />
        ) : (
          <Activity details={q.data} />
        )}
      </div>
    </Dialog>
  );
}

function Summary({ user, onDeleted }: { user: AdminUser; onDeleted: () => void }) {
  const { items, dialogs, busy } = useUserActions(user, onDeleted);
  return (
    <div className="space-y-4">
      <div className="flex items-start gap-3">
        <Avatar src={user.profileImageUrl} fallback={initials(user)} className="h-14 w-14" />
        <dl className="grid min-w-0 flex-1 grid-cols-2 gap-x-4 gap-y-2 text-sm">
          <Item label={t('Nome completo')} wide>
            {fullName(user)}
          </Item>
          <Item label={t('Email')} wide>
            <span className="break-all">{user.email}</span>
          </Item>
          <Item label={t('Número de membro')}>
            <Badge tone="slate">{user.memberNumber}</Badge>{' '}
            {/* Issue 33: the profile members see (rating, reviews, listings and rentals). */}
            <Link href={featurePaths.memberProfile(user.memberNumber)} className="text-brand-700 hover:underline">
              {t('Ver perfil')}
            </Link>
          </Item>
          <Item label={t('Data de cadastro')}>{formatDate(user.createdAt)}</Item>
          <Item label={t('Status')}>
            <UserStatusBadges user={user} />
          </Item>
          <Item label={t('Assinatura')}>
            <SubscriptionInfo user={user} />
          </Item>
        </dl>
      </div>
      {items.length > 0 && (
        <section aria-label={t('Ações do administrador')} className="rounded-xl bg-slate-50 p-3">
          <h3 className="mb-2 text-xs font-bold tracking-wide text-slate-500 uppercase">
            {t('Ações do administrador')}
          </h3>
          <div className="flex flex-wrap gap-2">
            {items.map(({ key, label, icon: Icon, onSelect, tone }) => (
              <Button
                key={key}
                size="sm"
                variant={tone === 'danger' ? 'destructive' : 'outline'}
                onClick={onSelect}
                disabled={busy}
              >
                <Icon className="h-4 w-4" aria-hidden="true" /> {label}
              </Button>
            ))}
          </div>
        </section>
      )}
      {dialogs}
    </div>
  );
}

function Item({ label, wide, children }: { label: string; wide?: boolean; children: ReactNode }) {
  return (
    <div className={wide ? 'col-span-2 min-w-0 sm:col-span-1' : 'min-w-0'}>
      <dt className="text-xs text-slate-500">{label}</dt>
      <dd className="font-medium text-slate-900">{children}</dd>
    </div>
  );
}

function Activity({ details }: { details: AdminUserDetails }) {
  return (
    <div className="space-y-5">
      <UserActivityTabs details={details} />
      <AuditLog entries={details.auditLog} />
    </div>
  );
}
