// Where a notification takes its member (issue 29): the bell, /notificacoes and the push's tap all
// open this address. Zod-free and shared: the server writes it into the push, the web into links.
import type { NotificationTargetKind } from './notifications-types.js';

export interface NotificationTarget {
  kind: NotificationTargetKind;
  id: number | null;
  memberId: number | null;
}

/** The in-app address of what a notification is about. */
export function notificationPath(t: NotificationTarget): string {
  switch (t.kind) {
    case 'conversation': {
      // The messages page opens the conversation with that member (about that item, if any).
      const q = new URLSearchParams();
      if (t.memberId !== null) q.set('conversa', String(t.memberId));
      if (t.id !== null) q.set('item', String(t.id));
      const s = q.toString();
      return s ? `/messages?${s}` : '/messages';
    }
    case 'item':
      return t.id === null ? '/my-items' : `/marketplace/${t.id}`;
    case 'rental':
      return t.id === null ? '/account-rental' : `/account-rental?aluguel=${t.id}`;
    case 'event':
      return t.id === null ? '/events' : `/events/${t.id}`;
    case 'scam-alert':
      return '/verificar-contato#meus-alertas';
    case 'membership':
      return '/dashboard#pagamentos';
    case 'report':
      return '/notificacoes';
    case 'safety-map':
      return t.id === null ? '/dangerous-areas' : `/dangerous-areas?report=${t.id}`;
    case 'bike':
      return t.id === null ? '/minhas-bicicletas' : `/minhas-bicicletas?bicicleta=${t.id}`;
    case 'deal':
      return t.id === null ? '/negociacoes' : `/negociacoes#negociacao-${t.id}`;
    case 'saved-search':
      // The saved searches page opens that search's results.
      return t.id === null ? '/buscas-salvas' : `/buscas-salvas?abrir=${t.id}`;
  }
}
