import { useCallback, useState } from 'react';
import { t } from '../../contract/i18n.js';
import { SAFETY } from '../../contract/safety-reports-labels.js';
import { toast } from '../ui/toast.js';

const GPS_ERRORS: Record<number, string> = {
  1: t('Permissão de localização negada. Ative no seu navegador.'),
  2: t('Sinal GPS indisponível. Tente em um local aberto.'),
  3: t('Tempo esgotado. GPS demorou para responder.'),
};

/** 'Minha Localização' (spec sections 8 and 9): high accuracy, 10 s timeout, a position up to 60 s old accepted. */
export function useGeolocation(onFound: (p: { lat: number; lng: number }) => void) {
  const [locating, setLocating] = useState(false);
  const locate = useCallback(() => {
    if (!('geolocation' in navigator)) {
      toast({ title: t('Erro GPS'), description: t('GPS não suportado'), variant: 'destructive' });
      return;
    }
    setLocating(true);
    toast({ title: t('Localizando...') });
    navigator.geolocation.getCurrentPosition(
      (pos) => {
        setLocating(false);
        toast({ title: t('Localização encontrada!'), variant: 'success' });
        onFound({ lat: pos.coords.latitude, lng: pos.coords.longitude });
      },
      (err) => {
        setLocating(false);
        toast({
          title: t('Erro GPS'),
          description: GPS_ERRORS[err.code] ?? t('Erro desconhecido ao obter localização'),
          variant: 'destructive',
        });
      },
      { enableHighAccuracy: true, timeout: 10_000, maximumAge: 60_000 },
    );
  }, [onFound]);
  return { locate, locating, zoom: SAFETY.locatedZoom };
}
