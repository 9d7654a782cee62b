import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import { type AdminUser, adminMessages } from '../../../contract/admin-users.js';
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
          description: `Removidos: ${r.marketplaceItems} itens, ${r.accountRentals} contas de aluguel, ${r.eventParticipations} participações, ${r.messages} mensagens e ${r.uploads} fotos. Ficam sem ligação com a conta: ${res.kept.messages} mensagens recebidas por outros e ${res.kept.safetyReports} relatos.`,
          variant: 'success',
        });
        onDeleted();
      },
      onError: (err) =>
        adminErrorToast(err, adminMessages.deleteFailed, 'Verifique se você tem permissão de super administrador.'),
    });
  };
  return (
    <ConfirmDialog
      open={!!user}
      onOpenChange={(o) => !o && onClose()}
      title="Excluir usuário permanentemente?"
      confirmLabel="Excluir permanentemente"
      busy={remove.isPending}
      onConfirm={confirm}
    >
      {user && (
        <p>
          Você vai excluir <strong>{fullName(user)}</strong> ({user.memberNumber}, {user.email}).
        </p>
      )}
      <p className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-red-800" role="alert">
        <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {adminMessages.deleteWarning}
      </p>
    </ConfirmDialog>
  );
}
