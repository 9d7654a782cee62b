import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { t } from '../../contract/i18n.js';
import { type CurrentUser, profileUpdateSchema, userMessages } from '../../contract/users.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { Field, Input } from '../ui/input.js';
import { toast } from '../ui/toast.js';
import { useUpdateProfile } from './api/update-profile.js';

type ProfileForm = Required<z.input<typeof profileUpdateSchema>>;

const formValues = (u: CurrentUser): ProfileForm => ({
  displayName: u.displayName ?? '',
  firstName: u.firstName,
  lastName: u.lastName,
  whatsapp: u.whatsapp ?? '',
  phone: u.phone ?? '',
});

const FIELDS: {
  name: keyof ProfileForm;
  label: string;
  placeholder?: string;
  type?: string;
  autoComplete: string;
  hint?: string;
}[] = [
  {
    name: 'displayName',
    label: t('Nome de exibição'),
    autoComplete: 'nickname',
    hint: t('Como os outros membros veem você (2 a 50 caracteres).'),
  },
  { name: 'firstName', label: t('Nome'), autoComplete: 'given-name' },
  { name: 'lastName', label: t('Sobrenome'), autoComplete: 'family-name' },
  { name: 'whatsapp', label: t('WhatsApp'), type: 'tel', placeholder: t('+353 83 123 4567'), autoComplete: 'tel' },
  { name: 'phone', label: t('Telefone'), type: 'tel', placeholder: t('+353 83 123 4567'), autoComplete: 'tel' },
];

/** Spec: displayName, firstName, lastName, whatsapp, phone; Save is enabled only when the form changed. */
export function ProfileForm({ user }: { user: CurrentUser }) {
  const update = useUpdateProfile();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isDirty },
  } = useForm({ resolver: zodResolver(profileUpdateSchema), defaultValues: formValues(user) });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const updated = await update.mutateAsync(values);
      reset(formValues(updated));
      toast({ title: userMessages.profileUpdated, variant: 'success' });
    } catch (err) {
      toast({
        title: t('Erro ao atualizar perfil'),
        description: errorMessage(err, t('Tente novamente mais tarde.')),
        variant: 'destructive',
      });
    }
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-base font-bold text-slate-900">{t('Dados do perfil')}</h2>
      <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          {FIELDS.map((f) => (
            <div key={f.name} className={f.name === 'displayName' ? 'sm:col-span-2' : undefined}>
              <Field id={f.name} label={f.label} error={errors[f.name]?.message} hint={f.hint}>
                <Input
                  id={f.name}
                  type={f.type ?? 'text'}
                  inputMode={f.type === 'tel' ? 'tel' : undefined}
                  placeholder={f.placeholder}
                  autoComplete={f.autoComplete}
                  aria-invalid={!!errors[f.name]}
                  aria-describedby={errors[f.name] ? `${f.name}-error` : undefined}
                  {...register(f.name)}
                />
              </Field>
            </div>
          ))}
        </div>
        <div className="flex flex-col-reverse gap-2 pt-2 sm:flex-row sm:justify-end">
          {isDirty && (
            <Button variant="outline" onClick={() => reset()} disabled={update.isPending}>
              {t('Descartar alterações')}
            </Button>
          )}
          <Button type="submit" disabled={!isDirty || update.isPending}>
            {update.isPending ? t('Salvando...') : t('Salvar alterações')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
