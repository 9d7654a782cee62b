import { zodResolver } from '@hookform/resolvers/zod';
import { lazy, Suspense, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { loginSchema } from '../../contract/auth.js';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { errorMessage } from '../lib/api.js';
import { useLogin } from '../lib/auth.js';
import { featurePaths, paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Button } from '../ui/button.js';
import { Checkbox } from '../ui/checkbox.js';
import { Field, Input } from '../ui/input.js';
import { PasswordInput } from '../ui/password-input.js';
import { toast } from '../ui/toast.js';
import { AuthCard } from './auth-card.js';

/** Spec: success clears cached data and redirects to /dashboard after 500 ms. */
const REDIRECT_DELAY_MS = 500;
// Issue 30: the code step, only for members with two-factor on (its own chunk: the form's first load stays).
const TwoFactorStep = lazy(() => import('./two-factor-step.js'));

export default function LoginPage() {
  useDocumentTitle(PAGE_TITLES.login);
  const [, navigate] = useLocation();
  const login = useLogin();
  const [remember, setRemember] = useState(false); // spec: the checkbox has no effect
  const [pending, setPending] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const signedIn = () => {
    toast({ title: t('Login realizado com sucesso!'), description: t('Redirecionando...'), variant: 'success' });
    setTimeout(() => navigate(paths.dashboard()), REDIRECT_DELAY_MS);
  };
  const onSubmit = handleSubmit(async (values) => {
    try {
      // mutateAsync, not mutate's callbacks: signing in swaps this route for the member home, and
      // callbacks of an unmounted observer never run.
      const answer = await login.mutateAsync(values);
      if ('twoFactorRequired' in answer) return setPending(answer.token);
    } catch (err) {
      toast({
        title: t('Erro no login'),
        description: errorMessage(err, t('Verifique suas credenciais')),
        variant: 'destructive',
      });
      return;
    }
    signedIn();
  });

  if (pending) {
    return (
      <Suspense fallback={null}>
        <TwoFactorStep token={pending} onDone={signedIn} onRestart={() => setPending(null)} />
      </Suspense>
    );
  }

  return (
    <AuthCard
      title={t('Entrar')}
      subtitle={t('Acesse sua conta da comunidade')}
      footer={
        <>
          {t('Não tem uma conta?')}{' '}
          <Link href={paths.register()} className="font-semibold text-brand-700 hover:underline">
            {t('Cadastre-se')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <Field id="email" label={t('Email')} error={errors.email?.message}>
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
        <Field id="password" label={t('Senha')} error={errors.password?.message}>
          <PasswordInput
            id="password"
            autoComplete="current-password"
            placeholder={t('Sua senha')}
            aria-invalid={!!errors.password}
            aria-describedby={errors.password ? 'password-error' : undefined}
            {...register('password')}
          />
        </Field>
        <div className="flex flex-wrap items-center justify-between gap-3">
          <div className="flex items-center gap-2">
            <Checkbox id="remember" checked={remember} onCheckedChange={(v) => setRemember(v === true)} />
            <label htmlFor="remember" className="text-sm text-slate-700">
              {t('Lembrar de mim')}
            </label>
          </div>
          <Link
            href={featurePaths.forgotPassword(watch('email') || undefined)}
            className="text-sm font-semibold text-brand-700 hover:underline"
          >
            {t('Esqueci minha senha')}
          </Link>
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={login.isPending || login.isSuccess}>
          {login.isPending ? t('Entrando...') : t('Entrar')}
        </Button>
      </form>
    </AuthCard>
  );
}
