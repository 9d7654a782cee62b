import { useCallback, useState } from 'react';
import { SAFETY } from '../../contract/safety-reports-labels.js';
import { toast } from '../ui/toast.js';

const GPS_ERRORS: Record<number, string> = {
  1: 'Permissão de localização negada. Ative no seu navegador.',
  2: 'Sinal GPS indisponível. Tente em um local aberto.',
  3: 'Tempo esgotado. GPS demorou para responder.',
};

/** 'Minha Localização' (spec sections 8 and 9): high accuracy, 10 s timeout, a position up to 60 s old accepted. */
export function useGeolocation(onFound: (p: { lat: number; lng: number }) => void) {
  const [locating, setLocating] = useState(false);
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      toast({ title: 'Erro GPS', description: 'GPS não suportado', variant: 'destructive' });
      return;
    }
    setLocating(true);
    toast({ title: 'Localizando...' });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        toast({ title: 'Localização encontrada!', variant: 'success' });
        onFound({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      (err) => {
        setLocating(false);
        toast({
          title: 'Erro GPS',
          description: GPS_ERRORS[err.code] ?? 'Erro desconhecido ao obter localização',
          variant: 'destructive',
        });
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  }, [onFound]);
  return { locate, locating, zoom: SAFETY.locatedZoom };
}
