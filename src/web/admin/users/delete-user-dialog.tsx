import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { type AdminUser, adminMessages } from '../../../contract/admin-users.js';
import { t } from '../../../contract/i18n.js';
import { useDeleteUser } from '../../admin-users/api/user-actions.js';
import { toast } from '../../ui/toast.js';
import { adminErrorToast } from '../shared/admin-errors.js';
import { ConfirmDialog } from '../shared/confirm-dialog.js';
import { fullName } from './user-badges.js';

/** Permanent delete (super admins only), with the spec's warning of everything that goes with the user. */
export function DeleteUserDialog({
  user,
  onClose,
  onDeleted,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onDeleted: () => void;
}) {
  const remove = useDeleteUser();
  const confirm = () => {
    if (!user) return;
    remove.mutate(user.id, {
      onSuccess: (res) => {
        const r = res.removed;
        toast({
          title: res.message,
          description: t(
            'Removidos: {items} itens, {rentals} contas de aluguel, {events} participações, {messages} mensagens e {uploads} fotos. Ficam sem ligação com a conta: {keptMessages} mensagens recebidas por outros e {keptReports} relatos.',
            {
              items: r.marketplaceItems,
              rentals: r.accountRentals,
              events: r.eventParticipations,
              messages: r.messages,
              uploads: r.uploads,
              keptMessages: res.kept.messages,
              keptReports: res.kept.safetyReports,
            },
          ),
          variant: 'success',
        });
        onDeleted();
      },
      onError: (err) =>
        adminErrorToast(err, adminMessages.deleteFailed, t('Verifique se você tem permissão de super administrador.')),
    });
  };
  return (
    <ConfirmDialog
      open={!!user}
      onOpenChange={(o) => !o && onClose()}
      title={t('Excluir usuário permanentemente?')}
      confirmLabel={t('Excluir permanentemente')}
      busy={remove.isPending}
      onConfirm={confirm}
    >
      {user && (
        <p>
          {t('Você vai excluir')} <strong>{fullName(user)}</strong> ({user.memberNumber}, {user.email}).
        </p>
      )}
      <p className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800" role="alert">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {adminMessages.deleteWarning}
      </p>
    </ConfirmDialog>
  );
}
