// The header's unread count, rendered from the cached answer under its query key: nothing at zero,
// the count for the eye (99+ past 99) and the whole sentence, singular for one, for a screen reader.
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { getUnreadCountQueryOptions } from './api/get-unread-count.js';
import UnreadBadge from './unread-badge.js';

function badge(count: number) {
  const qc = new QueryClient({ defaultOptions: { queries: { staleTime: Number.POSITIVE_INFINITY } } });
  qc.setQueryData(getUnreadCountQueryOptions().queryKey, { count });
  return renderToStaticMarkup(
    <QueryClientProvider client={qc}>
      <UnreadBadge />
    </QueryClientProvider>,
  );
}
const parts = (html: string) => [...html.matchAll(/<span[^>]*>([^<]*)<\/span>/g)].map((m) => m[1]);

describe('the unread badge', () => {
  it('is not there without unread messages', () => {
    expect(badge(0)).toBe('');
  });

  it('reads 1 mensagem não lida, 2 mensagens não lidas', () => {
    expect(parts(badge(1))).toEqual(['1', '1 mensagem não lida']);
    expect(parts(badge(2))).toEqual(['2', '2 mensagens não lidas']);
  });

  it('shows 99+ past 99, and still says the exact count', () => {
    expect(parts(badge(99))).toEqual(['99', '99 mensagens não lidas']);
    expect(parts(badge(150))).toEqual(['99+', '150 mensagens não lidas']);
  });
});
