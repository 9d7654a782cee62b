import { type FormEvent, useState } from 'react';
import type { PublicStolenBike } from '../../contract/bikes.js';
import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { ImageUploadField } from '../ui/image-upload-field.js';
import { Field, Input } from '../ui/input.js';
import { Textarea } from '../ui/textarea.js';
import { toast } from '../ui/toast.js';
import { useAddSighting } from './api/bikes.js';
import { localNow, PlacePicker, type Point } from './place-picker.js';

/** 'Vi esta bicicleta': where, when, an optional photo and note; only the owner sees it. */
export function SightingDialog({
  bike,
  canUpload,
  onClose,
}: {
  bike: PublicStolenBike;
  canUpload: boolean;
  onClose: () => void;
}) {
  const add = useAddSighting();
  const [place, setPlace] = useState<Point | null>(null);
  const [when, setWhen] = useState(localNow);
  const [photo, setPhoto] = useState<string | null>(null);
  const [note, setNote] = useState('');
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!place) return setProblem(t('Escolha a área ou use sua localização.'));
    try {
      const res = await add.mutateAsync({
        id: bike.id,
        input: {
          latitude: place.lat,
          longitude: place.lng,
          seenAt: new Date(when).toISOString(),
          photoUrl: photo,
          note,
        },
      });
      toast({ title: res.message, variant: 'success' });
      onClose();
    } catch (err) {
      toast({
        title: t('Não foi possível enviar'),
        description: errorMessage(err, t('Tente novamente.')),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open
      onOpenChange={(o) => !o && onClose()}
      title={t('Vi esta bicicleta')}
      description={t('{bike}. Só o dono vê o seu aviso; não se arrisque.', {
        bike: `${bike.brand} ${bike.model} · ${bike.colour}`,
      })}
    >
      <form onSubmit={submit} className="space-y-4">
        <PlacePicker
          value={place}
          onChange={(p) => {
            setPlace(p);
            setProblem(null);
          }}
        />
        {problem && (
          <p role="alert" className="text-sm text-red-600">
            {problem}
          </p>
        )}
        <Field id="seen-when" label={t('Quando')}>
          <Input id="seen-when" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} required />
        </Field>
        {canUpload && (
          <ImageUploadField
            label={t('Foto (opcional)')}
            value={photo}
            frame="wide"
            onChange={setPhoto}
            onUploading={setUploading}
          />
        )}
        <Field id="seen-note" label={t('Observação (opcional)')}>
          <Textarea id="seen-note" value={note} onChange={(e) => setNote(e.target.value)} maxLength={500} />
        </Field>
        <Button type="submit" className="w-full" disabled={add.isPending || uploading}>
          {add.isPending ? t('Enviando...') : t('Avisar o dono')}
        </Button>
      </form>
    </Dialog>
  );
}
