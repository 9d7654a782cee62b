import { type FormEvent, useState } from 'react';
import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Field, Input } from '../ui/input.js';
import { toast } from '../ui/toast.js';
import { useLoginTwoFactor } from './api/login-two-factor.js';
import { AuthCard } from './auth-card.js';

/**
 * Issue 30: the sign-in's second step, after a right password with two-factor on. The code from the
 * authenticator app, or a recovery code (spent once). The token expires in minutes: then back to the password.
 */
export default function TwoFactorStep({
  token,
  onDone,
  onRestart,
}: {
  token: string;
  onDone: () => void;
  onRestart: () => void;
}) {
  const [code, setCode] = useState('');
  const [error, setError] = useState<string>();
  const step = useLoginTwoFactor();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (code.trim().length < 6) return setError(t('Digite o código de 6 dígitos ou um código de recuperação.'));
    setError(undefined);
    try {
      await step.mutateAsync({ token, code: code.trim() });
    } catch (err) {
      const message = errorMessage(err, t('Não foi possível verificar o código.'));
      setError(message);
      toast({ title: t('Código não aceito'), description: message, variant: 'destructive' });
      return;
    }
    onDone();
  };

  return (
    <AuthCard
      title={t('Verificação em duas etapas')}
      subtitle={t('Abra o app autenticador e digite o código de 6 dígitos desta conta.')}
      footer={
        <button type="button" onClick={onRestart} className="font-semibold text-brand-700 hover:underline">
          {t('Voltar e entrar com outra conta')}
        </button>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4">
        <Field
          id="two-factor-code"
          label={t('Código')}
          error={error}
          hint={t('Sem acesso ao app? Digite um dos seus códigos de recuperação (cada um vale uma vez).')}
        >
          <Input
            id="two-factor-code"
            autoComplete="one-time-code"
            inputMode="text"
            autoFocus
            maxLength={32}
            placeholder="123456"
            value={code}
            onChange={(e) => setCode(e.target.value)}
            aria-invalid={!!error}
            aria-describedby={error ? 'two-factor-code-error' : undefined}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full" disabled={step.isPending || step.isSuccess}>
          {step.isPending ? t('Verificando...') : t('Verificar e entrar')}
        </Button>
      </form>
    </AuthCard>
  );
}
