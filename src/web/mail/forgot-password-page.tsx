import { zodResolver } from '@hookform/resolvers/zod';
import MailCheck from 'lucide-react/icons/mail-check';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { t } from '../../contract/i18n.js';
import { forgotPasswordSchema } from '../../contract/mail.js';
import { AuthCard } from '../auth/auth-card.js';
import { ForgotPasswordButton } from '../auth/forgot-password-button.js';
import { errorMessage } from '../lib/api.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Button } from '../ui/button.js';
import { Field, Input } from '../ui/input.js';
import { useForgotPassword } from './api/mail.js';

/** /conta/esqueci-senha: the email for a reset link; WhatsApp to the administrator stays as the second way. */
export default function ForgotPasswordPage() {
  useDocumentTitle(t('Esqueci minha senha'));
  const forgot = useForgotPassword();
  const email = new URLSearchParams(window.location.search).get('email') ?? '';
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email } });
  const onSubmit = handleSubmit((values) => forgot.mutate(values.email));

  return (
    <AuthCard
      title={t('Esqueci minha senha')}
      subtitle={t('Enviamos um link para você criar uma nova senha')}
      footer={
        <Link href={paths.login()} className="font-semibold text-brand-700 hover:underline">
          {t('Voltar para o login')}
        </Link>
      }
    >
      {forgot.isSuccess ? (
        <div role="status" className="rounded-lg bg-emerald-100 p-4 text-sm text-emerald-800">
          <MailCheck className="mb-2 h-6 w-6" aria-hidden="true" />
          <p>{forgot.data.message}</p>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="space-y-4">
          <Field id="email" label={t('Email da sua conta')} error={errors.email?.message}>
            <Input
              id="email"
              type="email"
              autoComplete="email"
              inputMode="email"
              placeholder={t('seu@email.com')}
              aria-invalid={!!errors.email}
              aria-describedby={errors.email ? 'email-error' : undefined}
              {...register('email')}
            />
          </Field>
          {forgot.isError && (
            <p role="alert" className="text-sm text-red-700">
              {errorMessage(forgot.error, t('Não foi possível enviar agora. Tente de novo em alguns minutos.'))}
            </p>
          )}
          <Button type="submit" size="lg" className="w-full" disabled={forgot.isPending}>
            {forgot.isPending ? t('Enviando...') : t('Enviar link')}
          </Button>
        </form>
      )}
      <div className="mt-6 border-t border-slate-200 pt-4 text-center text-sm text-slate-600">
        <p className="mb-1">{t('Não tem mais acesso a esse email?')}</p>
        <ForgotPasswordButton email={watch('email')} label={t('Falar com o administrador no WhatsApp')} />
      </div>
    </AuthCard>
  );
}
