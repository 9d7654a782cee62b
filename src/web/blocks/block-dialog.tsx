import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { toast } from '../ui/toast.js';
import { useBlockMember } from './api/block-member.js';

/** Asks before blocking (or unblocking) and says what a block does. */
export default function BlockDialog({
  open,
  onOpenChange,
  memberId,
  memberName,
  blocked,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  memberId: number;
  memberName: string;
  blocked: boolean;
}) {
  const m = useBlockMember();
  const confirm = () =>
    m.mutate(
      { memberId, block: !blocked },
      {
        onSuccess: (r) => {
          toast({
            title: blocked ? t('Membro desbloqueado') : t('Membro bloqueado'),
            description: r.message,
            variant: 'success',
          });
          onOpenChange(false);
        },
        onError: (err) =>
          toast({
            title: t('Erro'),
            description: errorMessage(err, t('Não foi possível concluir. Tente novamente.')),
            variant: 'destructive',
          }),
      },
    );
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={blocked ? t('Desbloquear {name}?', { name: memberName }) : t('Bloquear {name}?', { name: memberName })}
    >
      <p className="text-sm text-slate-700">
        {blocked
          ? t('Vocês voltarão a poder trocar mensagens e os anúncios dele aparecerão de novo para você.')
          : t(
              'Vocês não poderão trocar mensagens e os anúncios e aluguéis dele deixarão de aparecer para você. Ele não é avisado. Você pode desbloquear em Configurações.',
            )}
      </p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => onOpenChange(false)} disabled={m.isPending}>
          {t('Cancelar')}
        </Button>
        <Button variant={blocked ? 'primary' : 'destructive'} onClick={confirm} disabled={m.isPending}>
          {m.isPending ? t('Aguarde...') : blocked ? t('Desbloquear') : t('Bloquear')}
        </Button>
      </div>
    </Dialog>
  );
}
