import { zodResolver } from '@hookform/resolvers/zod';
import MapPin from 'lucide-react/icons/map-pin';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { z } from 'zod';
import { GUIDE_SLUGS } from '../../contract/guides-labels.js';
import { t } from '../../contract/i18n.js';
import { INCIDENT_LABELS, INCIDENT_TYPES, safetyMessages as msg, SAFETY } from '../../contract/safety-reports.js';
import { errorMessage } from '../lib/api.js';
import { cn } from '../lib/cn.js';
import { paths } from '../lib/paths.js';
import { Button } from '../ui/button.js';
import { Field, Input } from '../ui/input.js';
import { Textarea, textareaClass } from '../ui/textarea.js';
import { toast } from '../ui/toast.js';
import { useCreateSafetyReport } from './api/create-safety-report.js';
import type { LatLng } from './map-view.js';

const formSchema = z.object({
  incidentType: z.string().refine((v) => (INCIDENT_TYPES as readonly string[]).includes(v), msg.typeRequired),
  description: z.string().trim().min(1, msg.descriptionRequired).max(SAFETY.descriptionMax, msg.descriptionMax),
  severity: z.coerce.number().int().min(1).max(5),
  incidentTime: z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, msg.timeInvalid),
});
type FormValues = z.input<typeof formSchema>;

const nowHHMM = () => {
  const d = new Date();
  return `${String(d.getHours()).padStart(2, '0')}:${String(d.getMinutes()).padStart(2, '0')}`;
};

/** 'Reportar Incidente' (spec sections 2, 4, 5): location from the map, search or GPS; cleared after success. */
export function ReportForm({ selected, onDone }: { selected: LatLng | null; onDone: () => void }) {
  const create = useCreateSafetyReport();
  const form = useForm<FormValues>({
    resolver: zodResolver(formSchema),
    defaultValues: { incidentType: '', description: '', severity: SAFETY.defaultSeverity, incidentTime: nowHHMM() },
  });
  const { errors } = form.formState;
  const a11y = (name: keyof FormValues) => ({
    id: `report-${name}`,
    'aria-invalid': !!errors[name],
    'aria-describedby': errors[name] ? `report-${name}-error` : undefined,
  });
  const severity = Number(form.watch('severity'));
  const length = form.watch('description').length;

  const submit = form.handleSubmit(async (v) => {
    if (!selected) {
      toast({ title: t('Erro'), description: msg.locationRequired, variant: 'destructive' });
      return;
    }
    try {
      await create.mutateAsync({
        latitude: selected.lat,
        longitude: selected.lng,
        description: v.description,
        incidentType: v.incidentType as (typeof INCIDENT_TYPES)[number],
        severity: Number(v.severity),
        incidentTime: v.incidentTime,
        // i18n: stored values.
        area: 'Dublin',
      });
      toast({
        title: t('Relato enviado!'),
        description: t('Seu relato foi registrado com sucesso.'),
        variant: 'success',
      });
      form.reset({ incidentType: '', description: '', severity: SAFETY.defaultSeverity, incidentTime: nowHHMM() });
      onDone();
    } catch (err) {
      toast({ title: t('Erro'), description: errorMessage(err, t('Erro ao enviar relato.')), variant: 'destructive' });
    }
  });

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label={t('Reportar Incidente')}
      className="space-y-4 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div
        className={cn(
          'flex items-start gap-2 rounded-lg p-3 text-sm',
          selected ? 'bg-brand-50 text-brand-900' : 'bg-slate-50 text-slate-600',
        )}
      >
        <MapPin className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
        {selected ? (
          <p data-testid="selected-location">
            {t('Local selecionado: {lat}, {lng}', { lat: selected.lat.toFixed(5), lng: selected.lng.toFixed(5) })}
          </p>
        ) : (
          <p>{t('Toque no mapa, busque um endereço ou use Minha Localização para escolher o local.')}</p>
        )}
      </div>

      <Field id="report-incidentType" label={t('Tipo de incidente')} error={errors.incidentType?.message}>
        <select {...a11y('incidentType')} className={cn(textareaClass, 'h-11 py-0')} {...form.register('incidentType')}>
          <option value="">{t('Selecione o tipo')}</option>
          {INCIDENT_TYPES.map((t) => (
            <option key={t} value={t}>
              {INCIDENT_LABELS[t]}
            </option>
          ))}
        </select>
      </Field>

      <fieldset>
        <legend className="text-sm font-medium text-slate-700">{t('Gravidade: {n}/5', { n: severity })}</legend>
        <div className="mt-1.5 grid grid-cols-5 gap-1.5">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className={cn(
                'flex h-10 cursor-pointer items-center justify-center rounded-lg border text-sm font-bold',
                severity === n ? 'border-red-600 bg-red-600 text-white' : 'border-slate-300 bg-white text-slate-700',
              )}
            >
              <input
                type="radio"
                value={n}
                className="sr-only"
                {...form.register('severity')}
                checked={severity === n}
                onChange={() => form.setValue('severity', n)}
              />
              {n}
            </label>
          ))}
        </div>
      </fieldset>

      <Field id="report-incidentTime" label={t('Horário do incidente')} error={errors.incidentTime?.message}>
        <Input type="time" {...a11y('incidentTime')} {...form.register('incidentTime')} />
      </Field>

      <Field
        id="report-description"
        label={t('O que aconteceu?')}
        error={errors.description?.message}
        hint={`${length}/${SAFETY.descriptionMax}`}
      >
        <Textarea
          rows={3}
          maxLength={SAFETY.descriptionMax}
          placeholder={t('Descreva o incidente (sem dados pessoais)')}
          {...a11y('description')}
          {...form.register('description')}
        />
      </Field>
      <p className="text-xs text-slate-500" data-testid="no-people">
        {t(
          'O mapa é para lugares e horários, não para pessoas: não descreva suspeitos (aparência, roupa, cor). Descrições de pessoas são removidas pela moderação e nunca vão nos alertas.',
        )}
      </p>

      <Button type="submit" className="w-full" disabled={!selected || create.isPending}>
        {create.isPending ? t('Enviando...') : t('Enviar Relato')}
      </Button>
      <p className="text-xs text-slate-500">
        {t('Vai registrar na polícia? Veja')}{' '}
        <Link href={paths.guide(GUIDE_SLUGS.garda)} className="font-semibold text-brand-700 underline">
          {t('o que anotar e como levar à Garda')}
        </Link>
        ; {t('depois, em “Meus relatos”, imprima o seu relato.')}
      </p>
    </form>
  );
}
