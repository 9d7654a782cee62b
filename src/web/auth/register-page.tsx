import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { Link, useLocation } from 'wouter';
import { type RegisterForm, registerFormSchema } from '../../contract/auth.js';
import { t } from '../../contract/i18n.js';
import { PAGE_TITLES } from '../../contract/page-titles.js';
import { errorMessage } from '../lib/api.js';
import { useLogin, useRegister } from '../lib/auth.js';
import { paths } from '../lib/paths.js';
import { useDocumentTitle } from '../lib/use-document-title.js';
import { Button } from '../ui/button.js';
import { Checkbox } from '../ui/checkbox.js';
import { Field, Input } from '../ui/input.js';
import { PasswordInput } from '../ui/password-input.js';
import { toast } from '../ui/toast.js';
import { AuthCard } from './auth-card.js';

/** Spec: after registering, sign in automatically and go to /dashboard after 1.5 s (or /login if that fails). */
const REDIRECT_DELAY_MS = 1500;

const EMPTY: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  password: '',
  confirmPassword: '',
  terms: false,
};

export default function RegisterPage() {
  useDocumentTitle(PAGE_TITLES.register);
  const [, navigate] = useLocation();
  const registerUser = useRegister();
  const login = useLogin();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(registerFormSchema), defaultValues: EMPTY });
  const busy = registerUser.isPending || login.isPending || login.isSuccess;

  const onSubmit = handleSubmit(async ({ firstName, lastName, email, phone, password }) => {
    // confirmPassword and terms stay in the form (spec: not sent).
    try {
      await registerUser.mutateAsync({ firstName, lastName, email, phone, password });
    } catch (err) {
      toast({
        title: t('Erro no cadastro'),
        description: errorMessage(err, t('Não foi possível concluir o cadastro. Tente novamente.')),
        variant: 'destructive',
      });
      return;
    }
    try {
      await login.mutateAsync({ email, password });
    } catch {
      toast({ title: t('Cadastro realizado!'), description: t('Faça login para continuar.') });
      navigate(paths.login());
      return;
    }
    toast({
      title: t('Cadastro realizado!'),
      description: t('Bem-vindo à comunidade! Redirecionando...'),
      variant: 'success',
    });
    setTimeout(() => navigate(paths.dashboard()), REDIRECT_DELAY_MS);
  });

  const a11y = (name: keyof RegisterForm) => ({
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  return (
    <AuthCard
      title={t('Criar conta')}
      subtitle={t('Junte-se à comunidade de entregadores brasileiros em Dublin')}
      footer={
        <>
          {t('Já tem uma conta?')}{' '}
          <Link href={paths.login()} className="font-semibold text-brand-700 hover:underline">
            {t('Entrar')}
          </Link>
        </>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="firstName" label={t('Nome')} error={errors.firstName?.message}>
            <Input
              id="firstName"
              autoComplete="given-name"
              placeholder={t('João')}
              {...a11y('firstName')}
              {...register('firstName')}
            />
          </Field>
          <Field id="lastName" label={t('Sobrenome')} error={errors.lastName?.message}>
            <Input
              id="lastName"
              autoComplete="family-name"
              placeholder={t('Silva')}
              {...a11y('lastName')}
              {...register('lastName')}
            />
          </Field>
        </div>
        <Field id="email" label={t('Email')} error={errors.email?.message}>
          <Input
            id="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={t('seu@email.com')}
            {...a11y('email')}
            {...register('email')}
          />
        </Field>
        <Field
          id="phone"
          label={t('Telefone')}
          error={errors.phone?.message}
          hint={t('Com o código do país, ex.: +353 83 123 4567')}
        >
          <Input
            id="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            placeholder={t('+353 83 123 4567')}
            {...a11y('phone')}
            {...register('phone')}
          />
        </Field>
        <Field id="password" label={t('Senha')} error={errors.password?.message}>
          <PasswordInput
            id="password"
            autoComplete="new-password"
            placeholder={t('Mínimo 6 caracteres')}
            {...a11y('password')}
            {...register('password')}
          />
        </Field>
        <Field id="confirmPassword" label={t('Confirmar senha')} error={errors.confirmPassword?.message}>
          <PasswordInput
            id="confirmPassword"
            autoComplete="new-password"
            placeholder={t('Repita a senha')}
            {...a11y('confirmPassword')}
            {...register('confirmPassword')}
          />
        </Field>
        <div className="space-y-1.5">
          <div className="flex items-start gap-3">
            <Controller
              control={control}
              name="terms"
              render={({ field }) => (
                <Checkbox
                  id="terms"
                  ref={field.ref}
                  checked={field.value}
                  onCheckedChange={(v) => field.onChange(v === true)}
                  onBlur={field.onBlur}
                  className="mt-0.5"
                  {...a11y('terms')}
                />
              )}
            />
            <label htmlFor="terms" className="text-sm text-slate-700">
              {t('Li e aceito os')}{' '}
              <Link href={paths.terms()} className="font-semibold text-brand-700 hover:underline">
                {t('termos de uso')}
              </Link>{' '}
              {t('e a')}{' '}
              <Link href={paths.privacy()} className="font-semibold text-brand-700 hover:underline">
                {t('política de privacidade')}
              </Link>
            </label>
          </div>
          {errors.terms && (
            <p id="terms-error" role="alert" className="text-sm text-red-600">
              {errors.terms.message}
            </p>
          )}
        </div>
        <Button type="submit" size="lg" className="w-full" disabled={busy}>
          {busy ? t('Criando conta...') : t('Criar conta')}
        </Button>
      </form>
    </AuthCard>
  );
}
