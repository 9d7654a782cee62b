import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { t } from '../../contract/i18n.js';
import { changeEmailSchema } from '../../contract/mail.js';
import { errorMessage } from '../lib/api.js';
import { Badge } from '../ui/badge.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { Field, Input } from '../ui/input.js';
import { LoadError } from '../ui/load-error.js';
import { PasswordInput } from '../ui/password-input.js';
import { toast } from '../ui/toast.js';
import { useChangeEmail, useMailState } from './api/mail.js';
import { ResendButton } from './resend-button.js';

/** /settings 'Email': confirmed or not, and a change confirmed from the new address (issue 30). */
export default function EmailCard() {
  const { data, isError, refetch } = useMailState();
  const [open, setOpen] = useState(false);
  const change = useChangeEmail();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({ resolver: zodResolver(changeEmailSchema), defaultValues: { email: '', password: '' } });
  const onSubmit = handleSubmit(async (values) => {
    try {
      const { message } = await change.mutateAsync(values);
      toast({ title: message, variant: 'success' });
      reset();
      setOpen(false);
    } catch (err) {
      toast({ title: errorMessage(err, t('Não foi possível pedir a troca.')), variant: 'destructive' });
    }
  });
  if (isError)
    return (
      <Card className="p-5" id="email">
        <h2 className="text-base font-bold text-slate-900">{t('Email')}</h2>
        <LoadError title={t('Não foi possível carregar o seu email.')} onRetry={() => void refetch()} />
      </Card>
    );
  if (!data) return <Card className="min-h-40 p-5" aria-busy="true" />;

  return (
    <Card className="p-5" id="email">
      <h2 className="text-base font-bold text-slate-900">{t('Email')}</h2>
      <p className="mt-2 font-medium break-all text-slate-900">{data.email}</p>
      <div className="mt-2">
        {data.verified ? (
          <Badge tone="brand">{t('Confirmado')}</Badge>
        ) : (
          <Badge tone="amber">{t('Não confirmado')}</Badge>
        )}
      </div>
      {!data.verified && data.mailOn && (
        <div className="mt-3">
          <ResendButton variant="outline" />
        </div>
      )}
      {data.pendingEmail && (
        <p className="mt-3 text-sm text-slate-600" data-testid="pending-email">
          {t('Aguardando confirmação de')} <strong className="break-all">{data.pendingEmail}</strong>
          {t(': abra o link que enviamos para lá.')}
        </p>
      )}
      {data.mailOn &&
        (open ? (
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-3">
            <Field id="new-email" label={t('Novo email')} error={errors.email?.message}>
              <Input
                id="new-email"
                type="email"
                autoComplete="email"
                inputMode="email"
                aria-invalid={!!errors.email}
                aria-describedby={errors.email ? 'new-email-error' : undefined}
                {...register('email')}
              />
            </Field>
            <Field id="email-password" label={t('Sua senha atual')} error={errors.password?.message}>
              <PasswordInput
                id="email-password"
                autoComplete="current-password"
                aria-invalid={!!errors.password}
                aria-describedby={errors.password ? 'email-password-error' : undefined}
                {...register('password')}
              />
            </Field>
            <div className="flex flex-wrap gap-2">
              <Button type="submit" disabled={change.isPending}>
                {change.isPending ? t('Enviando...') : t('Enviar link de confirmação')}
              </Button>
              <Button variant="ghost" onClick={() => setOpen(false)}>
                {t('Cancelar')}
              </Button>
            </div>
          </form>
        ) : (
          <Button variant="outline" className="mt-4" onClick={() => setOpen(true)}>
            {t('Trocar email')}
          </Button>
        ))}
    </Card>
  );
}
