import { useEffect, useState } from 'react';

/**
 * 'Sem conexão' while the phone is offline (docs/decisions/020-installable-app.md): the browser's
 * online/offline events, and the service worker's word when it answers from its cache because the
 * network failed although the phone believes it is online (a flaky connection).
 */
export function OfflineBanner() {
  const [offline, setOffline] = useState(() => !navigator.onLine);
  useEffect(() => {
    const update = (e: Event) => setOffline(e.type === 'offline' || (e as MessageEvent).data === 'offline');
    const sw = navigator.serviceWorker; // absent without https
    addEventListener('online', update);
    addEventListener('offline', update);
    sw?.addEventListener('message', update);
    return () => {
      removeEventListener('online', update);
      removeEventListener('offline', update);
      sw?.removeEventListener('message', update);
    };
  }, []);
  if (!offline) return null;
  return (
    <div role="status" className="bg-slate-900 px-4 py-2 text-center text-sm font-medium text-white">
      Sem conexão. Você está vendo as últimas páginas abertas.
    </div>
  );
}
