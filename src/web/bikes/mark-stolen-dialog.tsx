import { type FormEvent, useState } from 'react';
import type { MyBike } from '../../contract/bikes.js';
import { t } from '../../contract/i18n.js';
import { errorMessage } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Dialog } from '../ui/dialog.js';
import { Field, Input } from '../ui/input.js';
import { Textarea } from '../ui/textarea.js';
import { toast } from '../ui/toast.js';
import { useMarkStolen } from './api/bikes.js';
import { localNow, PlacePicker, type Point } from './place-picker.js';

/** 'Marcar como roubada': when, where (an area, the phone's position or an address), Garda number, description. */
export function MarkStolenDialog({
  bike,
  open,
  onOpenChange,
}: {
  bike: MyBike;
  open: boolean;
  onOpenChange: (o: boolean) => void;
}) {
  const mark = useMarkStolen();
  const [when, setWhen] = useState(localNow);
  const [place, setPlace] = useState<Point | null>(null);
  const [address, setAddress] = useState('');
  const [garda, setGarda] = useState('');
  const [description, setDescription] = useState('');

  async function submit(e: FormEvent) {
    e.preventDefault();
    try {
      const res = await mark.mutateAsync({
        id: bike.id,
        input: {
          stolenAt: new Date(when).toISOString(),
          ...(place ? { latitude: place.lat, longitude: place.lng } : {}),
          ...(address.trim() ? { address } : {}),
          ...(garda.trim() ? { gardaIncident: garda } : {}),
          description,
        },
      });
      toast({ title: res.message, variant: 'success' });
      onOpenChange(false);
    } catch (err) {
      toast({
        title: t('Não foi possível marcar'),
        description: errorMessage(err, t('Tente novamente.')),
        variant: 'destructive',
      });
    }
  }

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('Marcar como roubada')}
      description={t('A bicicleta aparece na lista pública e no mapa, sem seu contato e sem o número de série.')}
    >
      <form onSubmit={submit} className="space-y-4">
        <Field id="stolen-when" label={t('Quando')}>
          <Input
            id="stolen-when"
            type="datetime-local"
            value={when}
            onChange={(e) => setWhen(e.target.value)}
            required
          />
        </Field>
        <PlacePicker value={place} onChange={setPlace} />
        <Field id="stolen-address" label={t('Endereço ou bairro (opcional se escolheu a área)')}>
          <Input id="stolen-address" value={address} onChange={(e) => setAddress(e.target.value)} maxLength={200} />
        </Field>
        <Field id="stolen-garda" label={t('Número da ocorrência na Garda (opcional)')}>
          <Input id="stolen-garda" value={garda} onChange={(e) => setGarda(e.target.value)} maxLength={40} />
        </Field>
        <Field
          id="stolen-description"
          label={t('Descrição da bicicleta')}
          hint={t('Adesivos, marcas, acessórios, baú.')}
        >
          <Textarea
            id="stolen-description"
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            required
            maxLength={1000}
          />
        </Field>
        <Button type="submit" variant="destructive" className="w-full" disabled={mark.isPending}>
          {mark.isPending ? t('Enviando...') : t('Confirmar roubo')}
        </Button>
      </form>
    </Dialog>
  );
}
