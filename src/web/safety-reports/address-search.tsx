import LocateFixed from 'lucide-react/icons/locate-fixed';
import Search from 'lucide-react/icons/search';
import { type FormEvent, useState } from 'react';
import { t } from '../../contract/i18n.js';
import { ApiError } from '../lib/api.js';
import { Button } from '../ui/button.js';
import { Input } from '../ui/input.js';
import { toast } from '../ui/toast.js';
import { useGeocodeAddress } from './api/geocode-address.js';
import type { LatLng } from './map-view.js';

/** 'Buscar Endereço' (Enter or the button; an empty input is ignored) and 'Minha Localização'. */
export function AddressSearch({
  onFound,
  onLocate,
  locating,
}: {
  onFound: (p: LatLng) => void;
  onLocate: () => void;
  locating: boolean;
}) {
  const [q, setQ] = useState('');
  const geocode = useGeocodeAddress();
  const search = async (e: FormEvent) => {
    e.preventDefault();
    const text = q.trim();
    if (!text) return;
    try {
      const found = await geocode.mutateAsync(text);
      onFound({ lat: found.lat, lng: found.lon });
    } catch (err) {
      if (err instanceof ApiError && err.status === 404) {
        toast({
          title: t('Endereço não encontrado'),
          description: t('Tente um endereço mais específico em Dublin'),
          variant: 'destructive',
        });
      } else {
        toast({ title: t('Erro na busca'), description: t('Erro ao buscar o endereço'), variant: 'destructive' });
      }
    }
  };
  return (
    <div className="flex flex-col gap-2 sm:flex-row">
      <form role="search" onSubmit={search} className="flex flex-1 gap-2">
        <label htmlFor="address-search" className="sr-only">
          {t('Buscar Endereço')}
        </label>
        <Input
          id="address-search"
          value={q}
          onChange={(e) => setQ(e.target.value)}
          placeholder={t('Buscar Endereço (rua, bairro...)')}
          enterKeyHint="search"
        />
        <Button
          type="submit"
          variant="outline"
          aria-label={t('Buscar Endereço')}
          disabled={geocode.isPending}
          className="shrink-0"
        >
          <Search className="h-4 w-4" aria-hidden="true" />
          <span className="hidden sm:inline">{t('Buscar')}</span>
        </Button>
      </form>
      <Button type="button" variant="primary" onClick={onLocate} disabled={locating} className="shrink-0">
        <LocateFixed className="h-4 w-4" aria-hidden="true" /> {t('Minha Localização')}
      </Button>
    </div>
  );
}
