import type { LucideIcon } from 'lucide-react';
import CalendarPlus from 'lucide-react/icons/calendar-plus';
import CalendarX from 'lucide-react/icons/calendar-x';
import Crown from 'lucide-react/icons/crown';
import KeyRound from 'lucide-react/icons/key-round';
import ShieldPlus from 'lucide-react/icons/shield-plus';
import Trash2 from 'lucide-react/icons/trash';
import UserCheck from 'lucide-react/icons/user-check';
import UserX from 'lucide-react/icons/user-x';
import { type ReactNode, useState } from 'react';
import { type AdminUser, adminMessages } from '../../../contract/admin-users.js';
import { t } from '../../../contract/i18n.js';
import { subscriptionMessages } from '../../../contract/subscriptions.js';
import { type UserAction, useCancelSubscription, useUserAction } from '../../admin-users/api/user-actions.js';
import { useUser } from '../../lib/auth.js';
import { formatDate } from '../../lib/dates.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';
import { ConfirmDialog } from '../shared/confirm-dialog.js';
import { ChangePasswordDialog } from './change-password-dialog.js';
import { DeleteUserDialog } from './delete-user-dialog.js';
import { fullName, userPermissions } from './user-badges.js';

export interface ActionItem {
  key: string;
  label: string;
  icon: LucideIcon;
  onSelect: () => void;
  tone?: 'danger';
}

/** Spec section 8: the toast title of each failed action. */
const FAILURE: Record<UserAction['kind'], string> = {
  status: adminMessages.statusFailed,
  'make-admin': t('Falha ao promover usuário'),
  'activate-subscription': subscriptionMessages.grantFailed,
  'grant-month': subscriptionMessages.grantFailed,
  'change-password': adminMessages.passwordFailed,
};

/**
 * The admin actions on one user, as menu items or buttons, and the dialogs they open (password,
 * make-admin confirmation, permanent delete). Render `dialogs` next to wherever `items` are used.
 */
export function useUserActions(
  user: AdminUser,
  onDeleted?: () => void,
): { items: ActionItem[]; dialogs: ReactNode; busy: boolean } {
  const { user: me } = useUser();
  const action = useUserAction();
  const cancelSub = useCancelSubscription();
  const [dialog, setDialog] = useState<'password' | 'make-admin' | 'delete' | 'cancel-subscription' | null>(null);
  const close = () => setDialog(null);

  const perform = (a: UserAction, after?: () => void) =>
    action.mutate(a, {
      onSuccess: (res) => {
        const end = res.user.subscriptionEnd;
        const isSubscription = a.kind === 'grant-month' || a.kind === 'activate-subscription';
        toast({
          title: res.message,
          description:
            isSubscription && end ? t('Assinatura válida até {date}.', { date: formatDate(end) }) : undefined,
          variant: 'success',
        });
        after?.();
      },
      onError: (err) => adminErrorToast(err, FAILURE[a.kind]),
    });

  const can = userPermissions(me ?? { id: 0, isSuperAdmin: false }, user);
  const items: ActionItem[] = [];
  if (can.toggleStatus)
    items.push(
      user.isActive
        ? {
            key: 'deactivate',
            label: t('Desativar conta'),
            icon: UserX,
            onSelect: () => perform({ kind: 'status', id: user.id, isActive: false }),
          }
        : {
            key: 'activate',
            label: t('Ativar conta'),
            icon: UserCheck,
            onSelect: () => perform({ kind: 'status', id: user.id, isActive: true }),
          },
    );
  if (can.makeAdmin)
    items.push({
      key: 'make-admin',
      label: t('Tornar administrador'),
      icon: ShieldPlus,
      onSelect: () => setDialog('make-admin'),
    });
  if (can.subscription) {
    items.push({
      key: 'activate-subscription',
      label: t('Ativar assinatura (12 meses)'),
      icon: Crown,
      onSelect: () => perform({ kind: 'activate-subscription', id: user.id }),
    });
    items.push({
      key: 'grant-month',
      label: t('Conceder 1 mês grátis'),
      icon: CalendarPlus,
      onSelect: () => perform({ kind: 'grant-month', id: user.id }),
    });
    if (user.subscriptionStatus === 'active')
      items.push({
        key: 'cancel-subscription',
        label: t('Cancelar assinatura'),
        icon: CalendarX,
        onSelect: () => setDialog('cancel-subscription'),
        tone: 'danger',
      });
  }
  if (can.password)
    items.push({ key: 'password', label: t('Alterar senha'), icon: KeyRound, onSelect: () => setDialog('password') });
  if (can.delete)
    items.push({
      key: 'delete',
      label: t('Excluir permanentemente'),
      icon: Trash2,
      onSelect: () => setDialog('delete'),
      tone: 'danger',
    });

  const dialogs = (
    <>
      {/* Mounted only while open, so the typed password never outlives the dialog. */}
      {dialog === 'password' && (
        <ChangePasswordDialog
          user={user}
          busy={action.isPending}
          onClose={close}
          onSubmit={(password) => perform({ kind: 'change-password', id: user.id, password }, close)}
        />
      )}
      <ConfirmDialog
        open={dialog === 'make-admin'}
        onOpenChange={(o) => !o && close()}
        title={t('Tornar administrador?')}
        confirmLabel={t('Tornar administrador')}
        destructive={false}
        busy={action.isPending}
        onConfirm={() => perform({ kind: 'make-admin', id: user.id }, close)}
      >
        <p>
          <strong>{fullName(user)}</strong> ({user.memberNumber}){' '}
          {t('poderá aprovar anúncios, gerenciar membros, patrocinadores e as configurações do site.')}
        </p>
      </ConfirmDialog>
      <ConfirmDialog
        open={dialog === 'cancel-subscription'}
        onOpenChange={(o) => !o && close()}
        title={t('Cancelar assinatura?')}
        confirmLabel={t('Cancelar assinatura')}
        busy={cancelSub.isPending}
        onConfirm={() =>
          cancelSub.mutate(user.id, {
            onSuccess: (res) => {
              const end = res.subscription.active && res.subscription.end ? formatDate(res.subscription.end) : null;
              toast({
                title: res.message,
                description: end ? t('Membro até {date}.', { date: end }) : undefined,
                variant: 'success',
              });
              close();
            },
            onError: (err) => adminErrorToast(err, t('Falha ao cancelar assinatura')),
          })
        }
      >
        <p>
          {t('A assinatura paga de')} <strong>{fullName(user)}</strong> ({user.memberNumber}){' '}
          {t(
            'não será renovada e termina no fim do período pago. Uma assinatura concedida pela administração (ou de demonstração) termina agora.',
          )}
        </p>
      </ConfirmDialog>
      <DeleteUserDialog
        user={dialog === 'delete' ? user : null}
        onClose={close}
        onDeleted={() => {
          close();
          onDeleted?.();
        }}
      />
    </>
  );
  return { items, dialogs, busy: action.isPending };
}
