import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';

const STREAM = '/api/notifications/stream';
/** After EventSource gave up (a refused or failed stream), the next try waits this long, doubling to the max. */
const RETRY_FIRST_MS = 2_000;
const RETRY_MAX_MS = 60_000;

/**
 * Live updates without reload (issue 29): one Server-Sent Events stream per tab, for signed-in
 * members only (app.tsx loads this module lazily, never in a visitor's first load). Each
 * notification refreshes what it changes, by query key (a feature never imports another):
 * the notifications always, and a new message also the inbox, the conversation and the unread badge.
 * EventSource reconnects by itself with Last-Event-ID; when it gives up (401, 429, the server gone),
 * this tries again later from the last id seen, and asks who is signed in (a session that ended
 * takes the member to the signed-out app, which unmounts this).
 */
/** The tab's one stream, shared by every mounted LiveUpdates (one EventSource per tab, however it is mounted). */
let shared: { users: number; stop(): void } | null = null;

function startStream(qc: QueryClient) {
  let source: EventSource | null = null;
  let lastId = '';
  let stopped = false;
  let delay = RETRY_FIRST_MS;
  let timer: ReturnType<typeof setTimeout> | undefined;

  // A read in flight is never cancelled ('Carregar mais' tapped as the stream opens would lose its
  // page: a refetch cancels a fetchNextPage). It finishes, then the query is read again, since it
  // may have started before what the event announces.
  const refresh = (...roots: string[]) => {
    for (const root of roots) {
      const filters = { queryKey: [root] };
      const busy = qc.isFetching(filters) > 0;
      const done = qc.invalidateQueries(filters, { cancelRefetch: false });
      if (busy) void done.then(() => qc.invalidateQueries(filters, { cancelRefetch: false }));
    }
  };
  const seen = (e: MessageEvent) => {
    if (e.lastEventId) lastId = e.lastEventId;
  };

  const open = () => {
    const es = new EventSource(lastId ? `${STREAM}?lastEventId=${encodeURIComponent(lastId)}` : STREAM);
    source = es;
    es.addEventListener('ready', (e) => {
      // The tab's first stream: what was made between the page's first reads and now is in no
      // replay (there was no id to resume from), so the notifications are read again once.
      if (!lastId) refresh('notifications');
      seen(e);
      delay = RETRY_FIRST_MS;
    });
    es.addEventListener('notification', (e) => {
      seen(e);
      let type = '';
      try {
        type = (JSON.parse(e.data) as { type?: string }).type ?? '';
      } catch {
        /* a malformed event still refreshes the notifications */
      }
      // An event's notice (a place from the waitlist, a change, a cancellation: issue 34) also changes its card.
      const also = type === 'message-received' ? ['messages'] : type.startsWith('event-') ? ['events'] : [];
      refresh('notifications', ...also);
    });
    // More was missed than the server replays: everything it could have changed is read again.
    es.addEventListener('reset', (e) => {
      seen(e);
      refresh('notifications', 'messages');
    });
    // The session ended (logout here or elsewhere, deactivation, deletion): no reconnect.
    es.addEventListener('close', () => {
      stopped = true;
      es.close();
      refresh('users');
    });
    es.onerror = () => {
      if (stopped || es.readyState !== EventSource.CLOSED) return; // CONNECTING: it retries by itself
      refresh('users');
      timer = setTimeout(open, delay);
      delay = Math.min(delay * 2, RETRY_MAX_MS);
    };
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

export default function LiveUpdates() {
  const qc = useQueryClient();
  useEffect(() => {
    if (typeof EventSource === 'undefined') return;
    if (shared) shared.users++;
    else shared = { users: 1, stop: startStream(qc) };
    return () => {
      if (shared && --shared.users === 0) {
        shared.stop();
        shared = null;
      }
    };
  }, [qc]);
  return null;
}
