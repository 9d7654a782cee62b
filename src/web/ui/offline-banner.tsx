import { useEffect, useState } from 'react';
import { t } from '../../contract/i18n.js';

export const OFFLINE_TEXT = t('Sem conexão. Você está vendo as últimas páginas abertas.');

/**
 * 'Sem conexão' above the header while the phone is offline (the browser's online/offline events),
 * or while the service worker answers from its copies because the connection is up but not
 * working (its 'offline'/'online' messages; docs/decisions/020-installable-app.md).
 */
export function OfflineBanner() {
  const [offline, setOffline] = useState(() => !navigator.onLine);
  useEffect(() => {
    const on = () => setOffline(false);
    const off = () => setOffline(true);
    const fromWorker = (e: MessageEvent<{ type?: string }>) => {
      if (e.data?.type === 'offline') off();
      else if (e.data?.type === 'online') on();
    };
    window.addEventListener('online', on);
    window.addEventListener('offline', off);
    navigator.serviceWorker?.addEventListener('message', fromWorker);
    return () => {
      window.removeEventListener('online', on);
      window.removeEventListener('offline', off);
      navigator.serviceWorker?.removeEventListener('message', fromWorker);
    };
  }, []);
  if (!offline) return null;
  return (
    <div role="status" className="bg-slate-800 px-4 py-2 text-center text-sm text-white">
      {OFFLINE_TEXT}
    </div>
  );
}
