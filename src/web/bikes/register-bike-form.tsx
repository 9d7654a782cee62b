import { type FormEvent, useState } from 'react';
import { BIKE_TYPE_LABELS, BIKE_TYPES, type BikeType } from '../../contract/bikes-labels.js';
import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Card } from '../ui/card.js';
import { ImageUploadField } from '../ui/image-upload-field.js';
import { Field, Input } from '../ui/input.js';
import { toast } from '../ui/toast.js';
import { useRegisterBike } from './api/bikes.js';

/** 'Registrar bicicleta': private to the member and the administrators. */
export function RegisterBikeForm({ canUpload, onDone }: { canUpload: boolean; onDone: () => void }) {
  const register = useRegisterBike();
  const [type, setType] = useState<BikeType>('bicicleta');
  const [brand, setBrand] = useState('');
  const [model, setModel] = useState('');
  const [colour, setColour] = useState('');
  const [serial, setSerial] = useState('');
  const [photo, setPhoto] = useState<string | null>(null);
  const [proof, setProof] = useState<string | null>(null);
  const [uploading, setUploading] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const res = await register.mutateAsync({
        type,
        brand,
        model,
        colour,
        serial,
        photoUrls: photo ? [photo] : [],
        purchaseProofUrl: proof,
      });
      toast({ title: res.message, variant: res.bike.status === 'active' ? 'success' : undefined });
      onDone();
    } catch (err) {
      toast({
        title: t('Não foi possível registrar'),
        description: errorMessage(err, t('Tente novamente.')),
        variant: 'destructive',
      });
    }
  }

  return (
    <Card className="p-4 sm:p-6">
      <form onSubmit={submit} className="space-y-4" aria-label={t('Registrar bicicleta')}>
        <fieldset className="space-y-2">
          <legend className="text-sm font-medium text-slate-700">{t('Tipo')}</legend>
          {BIKE_TYPES.map((t) => (
            <label key={t} className="flex items-center gap-2 text-sm">
              <input type="radio" name="type" value={t} checked={type === t} onChange={() => setType(t)} />
              {BIKE_TYPE_LABELS[t]}
            </label>
          ))}
        </fieldset>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="bike-brand" label={t('Marca')}>
            <Input id="bike-brand" value={brand} onChange={(e) => setBrand(e.target.value)} required maxLength={60} />
          </Field>
          <Field id="bike-model" label={t('Modelo')}>
            <Input id="bike-model" value={model} onChange={(e) => setModel(e.target.value)} required maxLength={80} />
          </Field>
          <Field id="bike-colour" label={t('Cor')}>
            <Input
              id="bike-colour"
              value={colour}
              onChange={(e) => setColour(e.target.value)}
              required
              maxLength={40}
            />
          </Field>
          <Field
            id="bike-serial"
            label={t('Número de série do quadro')}
            hint={t('Fica embaixo do pedivela ou no tubo do selim.')}
          >
            <Input
              id="bike-serial"
              value={serial}
              onChange={(e) => setSerial(e.target.value)}
              required
              maxLength={40}
              autoCapitalize="characters"
            />
          </Field>
        </div>
        {canUpload ? (
          <div className="grid gap-4 sm:grid-cols-2">
            <ImageUploadField
              label={t('Foto da bicicleta')}
              value={photo}
              frame="video"
              onChange={setPhoto}
              onUploading={setUploading}
              inputTestId="bike-photo-input"
            />
            <ImageUploadField
              label={t('Comprovante de compra (privado)')}
              value={proof}
              frame="square"
              onChange={setProof}
              onUploading={setUploading}
              hint={t('Só você e os administradores veem.')}
            />
          </div>
        ) : (
          <p className="text-sm text-slate-600">{t('Fotos e comprovante ficam disponíveis com a assinatura ativa.')}</p>
        )}
        <div className="flex flex-col gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onDone}>
            {t('Cancelar')}
          </Button>
          <Button type="submit" disabled={register.isPending || uploading}>
            {register.isPending ? t('Registrando...') : t('Registrar bicicleta')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
