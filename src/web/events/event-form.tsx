import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { z } from 'zod';
import { EVENT_DEFAULT_MAX, type EventView, eventMessages } from '../../contract/events.js';
import { t } from '../../contract/i18n.js';
import { ApiError, errorMessage } from '../lib/api.js';
import { paths } from '../lib/paths.js';
import { hardRedirect } from '../lib/redirect.js';
import { Button } from '../ui/button.js';
import { ImageUploadField } from '../ui/image-upload-field.js';
import { Field, Input } from '../ui/input.js';
import { Textarea } from '../ui/textarea.js';
import { toast } from '../ui/toast.js';
import { useSaveEvent } from './api/save-event.js';
import { toLocalInput } from './event-date.js';

// The form edits local date-time text; the server schema takes an ISO instant.
const formSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, { message: eventMessages.titleRequired })
    .max(255, { message: eventMessages.titleMax }),
  description: z.string().max(5000),
  location: z.string().trim().max(255, { message: eventMessages.locationMax }),
  date: z.string().refine((v) => !Number.isNaN(Date.parse(v)), { message: eventMessages.dateInvalid }),
  maxParticipants: z.coerce
    .number({ message: eventMessages.maxMin })
    .int({ message: eventMessages.maxMin })
    .min(1, { message: eventMessages.maxMin }),
  imageUrl: z.string().nullable(),
  isActive: z.boolean(),
});
type FormValues = z.input<typeof formSchema>;

export function EventForm({ event }: { event?: EventView }) {
  const [, navigate] = useLocation();
  const save = useSaveEvent();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      title: event?.title ?? '',
      description: event?.description ?? '',
      location: event?.location ?? '',
      date: event ? toLocalInput(event.date) : '',
      maxParticipants: event?.maxParticipants ?? EVENT_DEFAULT_MAX,
      imageUrl: event?.imageUrl ?? null,
      isActive: event?.isActive ?? true,
    },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (raw) => {
    const v = formSchema.parse(raw);
    const input = { ...v, date: new Date(v.date).toISOString() };
    try {
      await save.mutateAsync({ id: event?.id, input: event ? input : { ...input, isActive: undefined } });
      toast({ title: event ? t('Evento atualizado!') : eventMessages.created, variant: 'success' });
      navigate(paths.events());
    } catch (err) {
      if (err instanceof ApiError && err.status === 401) {
        toast({ title: t('Não autorizado'), description: t('Fazendo login novamente...'), variant: 'destructive' });
        setTimeout(() => hardRedirect('/api/login'), 500);
        return;
      }
      toast({ title: t('Erro'), description: errorMessage(err, eventMessages.createFailed), variant: 'destructive' });
    }
  });

  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-5 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <Field id="title" label={t('Título')} error={errors.title?.message}>
        <Input
          id="title"
          aria-invalid={!!errors.title}
          {...form.register('title')}
          placeholder={t('Ex.: Pedal no Phoenix Park')}
        />
      </Field>
      <Field id="description" label={t('Descrição')} error={errors.description?.message}>
        <Textarea
          id="description"
          rows={4}
          {...form.register('description')}
          placeholder={t('O que vai acontecer, o que levar, ponto de encontro...')}
        />
      </Field>
      <Field id="location" label={t('Local')} error={errors.location?.message}>
        <Input id="location" {...form.register('location')} placeholder={t('Ex.: Phoenix Park, portão principal')} />
      </Field>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id="date" label={t('Data e hora')} error={errors.date?.message}>
          <Input id="date" type="datetime-local" aria-invalid={!!errors.date} {...form.register('date')} />
        </Field>
        <Field id="maxParticipants" label={t('Máximo de participantes')} error={errors.maxParticipants?.message}>
          <Input
            id="maxParticipants"
            type="number"
            min={1}
            inputMode="numeric"
            aria-invalid={!!errors.maxParticipants}
            {...form.register('maxParticipants')}
          />
        </Field>
      </div>
      <Controller
        control={form.control}
        name="imageUrl"
        render={({ field }) => (
          <ImageUploadField
            frame="video"
            label={t('Imagem do evento')}
            pickLabel={t('Escolher imagem (máx. 5MB)')}
            progressLabel={t('Enviando imagem')}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {event && (
        <label className="flex items-center gap-3 text-sm font-medium text-slate-700">
          <input type="checkbox" className="h-5 w-5 accent-brand-700" {...form.register('isActive')} />{' '}
          {t('Evento ativo (visível para os membros)')}
        </label>
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={() => navigate(paths.events())}>
          {t('Cancelar')}
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('Salvando...') : event ? t('Salvar alterações') : t('Criar Evento')}
        </Button>
      </div>
    </form>
  );
}
