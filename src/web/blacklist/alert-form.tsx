import Send from 'lucide-react/icons/send';
import X from 'lucide-react/icons/x';
import { type FormEvent, useState } from 'react';
import { BLACKLIST_LIMITS as L, blacklistMessages as msg } from '../../contract/blacklist-labels.js';
import { t } from '../../contract/i18n.js';
import { imageVariant } from '../../contract/images.js';
import { ApiError, errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { ImageUploadField } from '../ui/image-upload-field.js';
import { Field, Input } from '../ui/input.js';
import { Textarea } from '../ui/textarea.js';
import { toast } from '../ui/toast.js';
import { useCreateAlert } from './api/create-alert.js';

const EMPTY = { name: '', description: '', phoneNumber: '', email: '', otherInfo: '' };
type Values = typeof EMPTY;

/** The server's field errors ({ field, message }[]) keyed by field. */
function fieldErrors(err: unknown): Partial<Record<keyof Values | 'imageUrls', string>> {
  if (!(err instanceof ApiError)) return {};
  try {
    const body = JSON.parse(err.body) as { errors?: { field: string; message: string }[] };
    return Object.fromEntries((body.errors ?? []).map((e) => [e.field.split('.')[0], e.message]));
  } catch {
    return {};
  }
}

/** 'Enviar alerta': someone who cheated the member; it waits for an admin's approval. */
export function AlertForm() {
  const [v, setV] = useState<Values>(EMPTY);
  const [images, setImages] = useState<string[]>([]);
  const [uploading, setUploading] = useState(false);
  const create = useCreateAlert();
  const errors = fieldErrors(create.error);
  const set = (k: keyof Values) => (e: { target: { value: string } }) => setV((o) => ({ ...o, [k]: e.target.value }));

  const submit = (e: FormEvent) => {
    e.preventDefault();
    create.mutate(
      {
        ...v,
        phoneNumber: v.phoneNumber || null,
        email: v.email || null,
        otherInfo: v.otherInfo || null,
        imageUrls: images,
      },
      {
        onSuccess: (r) => {
          toast({ title: t('Alerta enviado!'), description: r.message, variant: 'success' });
          setV(EMPTY);
          setImages([]);
          create.reset();
        },
        onError: (err) =>
          toast({
            title: t('Erro ao enviar alerta'),
            description: errorMessage(err, t('Tente novamente.')),
            variant: 'destructive',
          }),
      },
    );
  };

  return (
    <Card className="p-4 sm:p-6">
      <h2 className="text-lg font-bold text-slate-900">{t('Enviar alerta')}</h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('Foi vítima de golpe? Conte o que aconteceu. O alerta só vale depois de aprovado pela equipe.')}
      </p>
      <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
        <Field id="alert-name" label={t('Nome de quem aplicou o golpe')} error={errors.name}>
          <Input id="alert-name" value={v.name} onChange={set('name')} maxLength={L.name} required />
        </Field>
        <Field id="alert-description" label={t('O que aconteceu')} error={errors.description}>
          <Textarea
            id="alert-description"
            value={v.description}
            onChange={set('description')}
            maxLength={L.description}
            rows={4}
            required
          />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            id="alert-phone"
            label={t('Telefone ou WhatsApp')}
            error={errors.phoneNumber}
            hint={t('Informe o telefone ou o email')}
          >
            <Input
              id="alert-phone"
              type="tel"
              inputMode="tel"
              value={v.phoneNumber}
              onChange={set('phoneNumber')}
              maxLength={L.phone}
            />
          </Field>
          <Field id="alert-email" label={t('Email')} error={errors.email}>
            <Input id="alert-email" type="email" value={v.email} onChange={set('email')} maxLength={L.email} />
          </Field>
        </div>
        <Field
          id="alert-other"
          label={t('Outras informações (opcional)')}
          error={errors.otherInfo}
          hint={t('Instagram, conta bancária, app usado...')}
        >
          <Textarea id="alert-other" value={v.otherInfo} onChange={set('otherInfo')} maxLength={L.otherInfo} rows={2} />
        </Field>
        <div className="space-y-2">
          <p className="text-sm font-medium text-slate-700">
            {t('Imagens (até {max}): prints da conversa, comprovantes', { max: L.images })}
          </p>
          {images.length > 0 && (
            <ul className="flex flex-wrap gap-2">
              {images.map((path, i) => (
                <li key={path} className="relative h-20 w-20 overflow-hidden rounded-lg border border-slate-200">
                  <img
                    src={imageVariant(path, 'thumb')}
                    alt={t('Imagem {n}', { n: i + 1 })}
                    className="h-full w-full object-cover"
                  />
                  <Button
                    variant="outline"
                    size="sm"
                    className="absolute top-1 right-1 h-7 bg-white/90 px-1.5"
                    onClick={() => setImages((l) => l.filter((p) => p !== path))}
                    aria-label={t('Remover imagem {n}', { n: i + 1 })}
                  >
                    <X className="h-3.5 w-3.5" aria-hidden="true" />
                  </Button>
                </li>
              ))}
            </ul>
          )}
          {images.length < L.images && (
            <ImageUploadField
              label={t('Adicionar imagem')}
              frame="square"
              value={null}
              pickLabel={t('Adicionar imagem')}
              onUploading={setUploading}
              onChange={(p) => p && setImages((l) => [...l, p].slice(0, L.images))}
            />
          )}
          {errors.imageUrls && (
            <p role="alert" className="text-sm text-red-600">
              {errors.imageUrls}
            </p>
          )}
        </div>
        <Button type="submit" className="w-full" disabled={create.isPending || uploading}>
          <Send className="h-4 w-4" aria-hidden="true" /> {create.isPending ? t('Enviando...') : t('Enviar alerta')}
        </Button>
        <p className="text-xs text-slate-500">{msg.reviewHint}</p>
      </form>
    </Card>
  );
}
