// lib/api.ts and the first answers of a visitor's first page (server/pages/first-answers.ts).
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

// api.ts reads the page's first answers once, when it is first imported: a fresh copy for this file,
// whose page holds the answers below (test files share their worker's modules, decision 063).
type Api = typeof import('./api.js');
let ApiError: Api['ApiError'];
let apiRequest: Api['apiRequest'];
let getOrNullOn401: Api['getOrNullOn401'];

const fetchMock = vi.fn(async (url: string) => new Response(JSON.stringify({ from: 'network', url }), { status: 200 }));

beforeAll(async () => {
  const answers = {
    '/api/user': [401, { message: 'Não autenticado' }],
    '/api/marketplace?limit=12': [200, { items: [{ id: 1, title: 'Capacete </script>' }], nextCursor: null }],
    '/api/market-temperature': [200, { level: 'quente' }],
  };
  // The page's HTML as the server writes it (`<` escaped), read by id.
  const text = JSON.stringify(answers).replace(/</g, '\\u003c');
  vi.stubGlobal('document', {
    getElementById: (id: string) => (id === 'first-answers' ? { textContent: text } : null),
  });
  vi.stubGlobal('fetch', fetchMock);
  vi.resetModules();
  ({ ApiError, apiRequest, getOrNullOn401 } = await import('./api.js'));
});
afterAll(() => vi.unstubAllGlobals());

describe('the first answers in the HTML', () => {
  it('answer the first GET of their URL without the network, then the network answers', async () => {
    expect(await apiRequest('GET', '/api/marketplace?limit=12')).toEqual({
      items: [{ id: 1, title: 'Capacete </script>' }],
      nextCursor: null,
    });
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await apiRequest('GET', '/api/marketplace?limit=12')).toEqual({
      from: 'network',
      url: '/api/marketplace?limit=12',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("keep their status: a visitor's 401 is null for getOrNullOn401, an ApiError otherwise", async () => {
    expect(await getOrNullOn401('/api/user')).toBeNull();
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it("answer nothing they do not hold, and nothing after a write (a sign-in ends the visitor's page)", async () => {
    expect(await apiRequest('GET', '/api/events?when=upcoming&limit=12')).toEqual({
      from: 'network',
      url: '/api/events?when=upcoming&limit=12',
    });
    await apiRequest('POST', '/api/login', { email: 'ana@demo.local', password: 'x' });
    fetchMock.mockClear();
    expect(await apiRequest('GET', '/api/market-temperature')).toEqual({
      from: 'network',
      url: '/api/market-temperature',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a non-OK answer from the network is still an ApiError', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Item não encontrado"}', { status: 404 }));
    const err = await apiRequest('GET', '/api/marketplace/9').catch((e: unknown) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect((err as InstanceType<Api['ApiError']>).serverMessage).toBe('Item não encontrado');
  });
});
