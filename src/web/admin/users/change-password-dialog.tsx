import { type FormEvent, useState } from 'react';
import type { AdminUser } from '../../../contract/admin-users.js';
import { adminMessages } from '../../../contract/admin-users.js';
import { t } from '../../../contract/i18n.js';
import { Button } from '../../ui/button.js';
import { Dialog } from '../../ui/dialog.js';
import { Field } from '../../ui/input.js';
import { PasswordInput } from '../../ui/password-input.js';
import { fullName } from './user-badges.js';

const MIN = 6;

/** Spec: the new password must not be empty; the server also asks for 6+ characters and ends the user's sessions. */
export function ChangePasswordDialog({
  user,
  busy,
  onClose,
  onSubmit,
}: {
  user: AdminUser | null;
  busy: boolean;
  onClose: () => void;
  onSubmit: (password: string) => void;
}) {
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!password) return setError(adminMessages.passwordRequired);
    if (password.length < MIN) return setError(adminMessages.passwordMin);
    setError(null);
    onSubmit(password);
  };

  return (
    <Dialog
      open={!!user}
      onOpenChange={(o) => !o && onClose()}
      title={t('Alterar senha')}
      description={
        user
          ? t('Nova senha para {name} ({memberNumber}). O usuário será desconectado de todos os dispositivos.', {
              name: fullName(user),
              memberNumber: user.memberNumber,
            })
          : undefined
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field id="admin-new-password" label={t('Nova senha')} error={error ?? undefined}>
          <PasswordInput
            id="admin-new-password"
            autoComplete="new-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? 'admin-new-password-error' : undefined}
          />
        </Field>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={busy}>
            {t('Cancelar')}
          </Button>
          <Button type="submit" disabled={busy}>
            {busy ? t('Salvando...') : t('Alterar senha')}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
