import { type FormEvent, useState } from 'react';
import { useLocation } from 'wouter';
import { t } from '../../contract/i18n.js';
import { DELETE_CONFIRMATION, privacyMessages } from '../../contract/privacy.js';
import { errorMessage } from '../lib/api.js';
import { paths } from '../lib/paths.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { Field, Input } from '../ui/input.js';
import { PasswordInput } from '../ui/password-input.js';
import { toast } from '../ui/toast.js';
import { useDeleteAccount } from './api/delete-account.js';

/**
 * 'Excluir minha conta' (issue 15): the password again and the word EXCLUIR typed, then the server
 * cancels the membership with Stripe and removes the account. Loaded only when opened.
 */
export default function DeleteAccountDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [, navigate] = useLocation();
  const remove = useDeleteAccount((res) => {
    navigate(paths.home(), { replace: true });
    toast({ title: res.message, description: privacyMessages.deletedDetail, variant: 'success' });
  });
  const typed = confirmation.trim().toUpperCase() === DELETE_CONFIRMATION;

  function submit(e: FormEvent) {
    e.preventDefault();
    if (remove.isPending || !typed || !password) return;
    setError(null);
    remove.mutate(
      { password, confirmation },
      { onError: (err) => setError(errorMessage(err, privacyMessages.deleteFailed)) },
    );
  }

  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (remove.isPending) return;
        if (!o) {
          setPassword('');
          setConfirmation('');
          setError(null);
        }
        onOpenChange(o);
      }}
      title={t('Excluir minha conta')}
      description={t('Esta ação é permanente e não pode ser desfeita.')}
    >
      <form onSubmit={submit} className="space-y-4" data-testid="delete-account-form">
        <ul className="list-disc space-y-1 rounded-lg border border-red-200 bg-red-50 py-3 pr-3 pl-8 text-sm text-red-900">
          <li>{t('Sua assinatura é cancelada no Stripe antes de tudo; nenhuma nova cobrança será feita.')}</li>
          <li>{t('Seus anúncios, aluguéis, fotos, participações em eventos e mensagens recebidas são apagados.')}</li>
          <li>{t('As mensagens que você enviou continuam com quem as recebeu, de "Membro removido".')}</li>
          <li>{t('Seus relatos de segurança continuam no mapa, sem ligação com você.')}</li>
        </ul>
        <p className="text-sm text-slate-600">{t('Se quiser, baixe seus dados antes de continuar.')}</p>
        <Field id="delete-password" label={t('Sua senha')}>
          <PasswordInput
            id="delete-password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            disabled={remove.isPending}
            required
          />
        </Field>
        <Field id="delete-confirmation" label={t('Digite {word} para confirmar', { word: DELETE_CONFIRMATION })}>
          <Input
            id="delete-confirmation"
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            value={confirmation}
            onChange={(e) => setConfirmation(e.target.value)}
            disabled={remove.isPending}
            required
          />
        </Field>
        {error && (
          <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
            {error}
          </p>
        )}
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)} disabled={remove.isPending}>
            {t('Cancelar')}
          </Button>
          <Button type="submit" variant="destructive" disabled={!typed || !password || remove.isPending}>
            {remove.isPending ? t('Excluindo...') : t('Excluir minha conta')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
