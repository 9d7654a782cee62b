import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { t } from '../../contract/i18n.js';
import { resetPasswordFormSchema } from '../../contract/mail.js';
import { AuthCard } from '../auth/auth-card.js';
import { errorMessage } from '../lib/api.js';
import { featurePaths, paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Button } from '../ui/button.js';
import { Field } from '../ui/input.js';
import { PasswordInput } from '../ui/password-input.js';
import { toast } from '../ui/toast.js';
import { useResetPassword } from './api/mail.js';

/** /conta/nova-senha?token=…: the reset link's page. */
export default function NewPasswordPage() {
  useDocumentTitle(t('Criar nova senha'));
  const [, navigate] = useLocation();
  const token = new URLSearchParams(window.location.search).get('token') ?? '';
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', confirmPassword: '' } });
  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      const { message } = await reset.mutateAsync({ token, password });
      toast({ title: message, variant: 'success' });
      navigate(paths.login());
    } catch {
      // Shown under the form, with the way to ask again.
    }
  });

  return (
    <AuthCard
      title={t('Criar nova senha')}
      subtitle={t('Escolha a senha que você vai usar daqui para frente')}
      footer={
        <Link href={paths.login()} className="font-semibold text-brand-700 hover:underline">
          {t('Voltar para o login')}
        </Link>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="password" label={t('Nova senha')} error={errors.password?.message}>
          <PasswordInput
            id="password"
            autoComplete="new-password"
            placeholder={t('Pelo menos 6 caracteres')}
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'password-error' : undefined}
            {...register('password')}
          />
        </Field>
        <Field id="confirmPassword" label={t('Confirme a nova senha')} error={errors.confirmPassword?.message}>
          <PasswordInput
            id="confirmPassword"
            autoComplete="new-password"
            placeholder={t('Repita a nova senha')}
            aria-invalid={!!errors.confirmPassword}
            aria-describedby={errors.confirmPassword ? 'confirmPassword-error' : undefined}
            {...register('confirmPassword')}
          />
        </Field>
        {reset.isError && (
          <div role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
            <p>{errorMessage(reset.error, t('Não foi possível trocar a senha. Tente de novo.'))}</p>
            <Link href={featurePaths.forgotPassword()} className="mt-1 inline-block font-semibold underline">
              {t('Pedir um novo link')}
            </Link>
          </div>
        )}
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending || !token}>
          {reset.isPending ? t('Salvando...') : t('Salvar nova senha')}
        </Button>
      </form>
    </AuthCard>
  );
}
