import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { toast } from '../ui/toast.js';
import { useResendVerification } from './api/mail.js';

/** 'Reenviar': a new verification link (the server limits it per hour and says so). */
export function ResendButton({ className, variant }: { className?: string; variant?: 'primary' | 'outline' }) {
  const resend = useResendVerification();
  const onClick = async () => {
    try {
      const { message } = await resend.mutateAsync();
      toast({ title: message, variant: 'success' });
    } catch (err) {
      toast({ title: errorMessage(err, t('Não foi possível reenviar agora.')), variant: 'destructive' });
    }
  };
  return (
    <Button variant={variant} className={className} onClick={onClick} disabled={resend.isPending}>
      {resend.isPending ? t('Enviando...') : t('Reenviar')}
    </Button>
  );
}
