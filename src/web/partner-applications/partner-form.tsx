import { zodResolver } from '@hookform/resolvers/zod';
import Building2 from 'lucide-react/icons/building-complex';
import Send from 'lucide-react/icons/send';
import { useForm } from 'react-hook-form';
import { t } from '../../contract/i18n.js';
import {
  PARTNER_LIMITS,
  type PartnerApplicationInput,
  partnerApplicationInputSchema,
  partnerMessages,
} from '../../contract/partner-applications-form.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Field, Input } from '../ui/input.js';
import { Textarea } from '../ui/textarea.js';
import { toast } from '../ui/toast.js';
import { useCreatePartnerApplication } from './api/create-partner-application.js';

const EMPTY: PartnerApplicationInput = { companyName: '', contactName: '', email: '', phone: '', message: '' };

/** The partner application (spec: company ≥ 2, contact ≥ 2, valid email, phone ≥ 10, message ≥ 10). */
export function PartnerForm({ onSent }: { onSent: () => void }) {
  const create = useCreatePartnerApplication();
  const {
    register,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<PartnerApplicationInput>({ resolver: zodResolver(partnerApplicationInputSchema), defaultValues: EMPTY });
  const messageLength = watch('message').length;

  const onSubmit = handleSubmit(async (input) => {
    try {
      const res = await create.mutateAsync(input);
      toast({ title: res.message, variant: 'success' });
      onSent();
    } catch (err) {
      // The server's text covers the 429 ('Você enviou muitas solicitações...') and validation.
      toast({
        title: partnerMessages.sendFailed,
        description: errorMessage(err, t('Tente novamente mais tarde.')),
        variant: 'destructive',
      });
    }
  });

  const a11y = (name: keyof PartnerApplicationInput) => ({
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `${name}-error` : undefined,
  });

  return (
    <section
      aria-labelledby="apply-title"
      className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <h2 id="apply-title" className="flex items-center gap-2 text-xl font-extrabold text-slate-900">
        <Building2 className="h-6 w-6 text-brand-700" aria-hidden="true" /> {t('Solicitação de parceria')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('Conte sobre a sua empresa e o que quer oferecer aos entregadores. Respondemos por email ou telefone.')}
      </p>
      <form onSubmit={onSubmit} noValidate className="mt-5 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="companyName" label={t('Nome da empresa')} error={errors.companyName?.message}>
            <Input
              id="companyName"
              autoComplete="organization"
              placeholder={t('Ex.: Dublin Bike Repair')}
              {...a11y('companyName')}
              {...register('companyName')}
            />
          </Field>
          <Field id="contactName" label={t('Nome do contato')} error={errors.contactName?.message}>
            <Input
              id="contactName"
              autoComplete="name"
              placeholder={t('Seu nome')}
              {...a11y('contactName')}
              {...register('contactName')}
            />
          </Field>
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="email" label={t('Email')} error={errors.email?.message}>
            <Input
              id="email"
              type="email"
              inputMode="email"
              autoComplete="email"
              placeholder={t('contato@empresa.com')}
              {...a11y('email')}
              {...register('email')}
            />
          </Field>
          <Field id="phone" label={t('Telefone')} error={errors.phone?.message}>
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
        </div>
        <Field
          id="message"
          label={t('Mensagem')}
          error={errors.message?.message}
          hint={t('{count}/{max} caracteres', { count: messageLength, max: PARTNER_LIMITS.messageMax })}
        >
          <Textarea
            id="message"
            rows={5}
            maxLength={PARTNER_LIMITS.messageMax}
            placeholder={t('O que sua empresa oferece e que vantagem quer dar aos membros?')}
            {...a11y('message')}
            {...register('message')}
          />
        </Field>
        <Button type="submit" size="lg" className="w-full sm:w-auto" disabled={create.isPending}>
          <Send className="h-4 w-4" aria-hidden="true" />{' '}
          {create.isPending ? t('Enviando...') : t('Enviar solicitação')}
        </Button>
      </form>
    </section>
  );
}
