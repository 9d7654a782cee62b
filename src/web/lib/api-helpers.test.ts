// lib/api.ts below the browser: how a call is sent, how a failure becomes the pt-BR text a member
// reads, and the XHR upload with progress (the first answers in the HTML: api.test.ts).
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, apiRequest, errorMessage, getOrNullOn401, uploadWithProgress } from './api.js';

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  fetchMock.mockResolvedValue(new Response('{"ok":true}', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const sent = () => fetchMock.mock.calls[0]![1]!;

describe('ApiError', () => {
  it('reads "status: body", or the status text when the body is empty', () => {
    expect(new ApiError(404, '{"message":"Item não encontrado"}', 'Not Found').message).toBe(
      '404: {"message":"Item não encontrado"}',
    );
    expect(new ApiError(502, '', 'Bad Gateway').message).toBe('502: Bad Gateway');
  });

  it("gives the server's pt-BR message only from the JSON error shape", () => {
    expect(new ApiError(400, '{"message":"Título é obrigatório"}', '').serverMessage).toBe('Título é obrigatório');
    expect(new ApiError(500, '<html>Internal Server Error</html>', '').serverMessage).toBeUndefined();
    expect(new ApiError(400, '{"error":"Bad Request"}', '').serverMessage).toBeUndefined();
    expect(new ApiError(400, '{"message":{"pt":"x"}}', '').serverMessage).toBeUndefined();
    expect(new ApiError(400, '', '').serverMessage).toBeUndefined();
  });
});

describe('errorMessage: what a member reads when a call fails', () => {
  it("is the server's own words when it sent some", () => {
    const err = new ApiError(429, '{"message":"Muitas tentativas. Aguarde um minuto."}', 'Too Many Requests');
    expect(errorMessage(err, 'Tente novamente.')).toBe('Muitas tentativas. Aguarde um minuto.');
  });

  it('is the screen’s pt-BR fallback otherwise, never a status line or an English text', () => {
    expect(errorMessage(new ApiError(500, 'Internal Server Error', ''), 'Erro ao salvar')).toBe('Erro ao salvar');
    expect(errorMessage(new ApiError(400, '{"message":""}', ''), 'Erro ao salvar')).toBe('Erro ao salvar');
    expect(errorMessage(new TypeError('Failed to fetch'), 'Sem conexão')).toBe('Sem conexão');
    expect(errorMessage(undefined, 'Sem conexão')).toBe('Sem conexão');
  });
});

describe('apiRequest', () => {
  it('sends the cookie always, and a JSON body with its content type', async () => {
    await apiRequest('PUT', '/api/user', { firstName: 'Ana' });
    expect(fetchMock).toHaveBeenCalledWith('/api/user', expect.anything());
    expect(sent()).toEqual({
      method: 'PUT',
      credentials: 'include',
      body: '{"firstName":"Ana"}',
      headers: { 'content-type': 'application/json' },
    });
  });

  it('sends FormData as it is, leaving the multipart content type to the browser', async () => {
    const form = new FormData();
    form.append('file', new Blob(['x'], { type: 'image/png' }), 'a.png');
    await apiRequest('POST', '/api/upload', form);
    expect(sent().body).toBe(form);
    expect(sent().headers).toBeUndefined();
  });

  it('sends no body and no content type without one', async () => {
    await apiRequest('POST', '/api/logout');
    expect(sent()).toEqual({ method: 'POST', credentials: 'include' });
  });

  it('answers the parsed JSON, or null for an empty answer (204)', async () => {
    expect(await apiRequest('GET', '/api/stats')).toEqual({ ok: true });
    fetchMock.mockResolvedValueOnce(new Response(null, { status: 204 }));
    expect(await apiRequest('DELETE', '/api/messages/3')).toBeNull();
  });

  it('throws an ApiError with the status and the body of a failed answer', async () => {
    fetchMock.mockResolvedValueOnce(
      new Response('{"message":"Apenas o dono do anúncio pode alterar o status"}', { status: 403 }),
    );
    const err = await apiRequest('PUT', '/api/account-rentals/1/status', { status: 'sold' }).catch((e: ApiError) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(err).toMatchObject({ status: 403, serverMessage: 'Apenas o dono do anúncio pode alterar o status' });
  });
});

describe('getOrNullOn401', () => {
  it('is null for a 401 (no session), the answer otherwise', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Não autenticado"}', { status: 401 }));
    expect(await getOrNullOn401('/api/user')).toBeNull();
    expect(await getOrNullOn401('/api/user')).toEqual({ ok: true });
  });

  it('still throws any other failure', async () => {
    fetchMock.mockResolvedValueOnce(new Response('{"message":"Conta desativada"}', { status: 403 }));
    await expect(getOrNullOn401('/api/user')).rejects.toMatchObject({ status: 403, serverMessage: 'Conta desativada' });
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    await expect(getOrNullOn401('/api/user')).rejects.toThrow('Failed to fetch');
  });
});

/** A stand-in for the browser's XMLHttpRequest: records the request, answers when told. */
class FakeXhr {
  static last: FakeXhr;
  method = '';
  url = '';
  withCredentials = false;
  sentBody: unknown;
  status = 0;
  statusText = '';
  responseText = '';
  upload: { onprogress?: (e: { lengthComputable: boolean; loaded: number; total: number }) => void } = {};
  onload?: () => void;
  onerror?: () => void;
  constructor() {
    FakeXhr.last = this;
  }
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  send(body: unknown) {
    this.sentBody = body;
  }
  answer(status: number, text: string, statusText = '') {
    Object.assign(this, { status, responseText: text, statusText });
    this.onload?.();
  }
}

describe('uploadWithProgress', () => {
  beforeEach(() => vi.stubGlobal('XMLHttpRequest', FakeXhr));
  const form = new FormData();

  it('posts the form with the cookie and reports progress as a fraction', async () => {
    const progress: number[] = [];
    const done = uploadWithProgress<{ objectPath: string }>('/api/upload', form, (f) => progress.push(f));
    const xhr = FakeXhr.last;
    expect([xhr.method, xhr.url, xhr.withCredentials, xhr.sentBody]).toEqual(['POST', '/api/upload', true, form]);
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 25, total: 100 });
    xhr.upload.onprogress?.({ lengthComputable: false, loaded: 50, total: 0 });
    xhr.upload.onprogress?.({ lengthComputable: true, loaded: 100, total: 100 });
    xhr.answer(201, '{"objectPath":"/objects/uploads/a-full.webp"}');
    expect(await done).toEqual({ objectPath: '/objects/uploads/a-full.webp' });
    expect(progress).toEqual([0.25, 1]);
  });

  it('uses the method asked for (the signed PUT of the two-step upload) and answers null for an empty body', async () => {
    const done = uploadWithProgress('/api/uploads/7?expires=1&signature=x', form, () => {}, 'PUT');
    expect(FakeXhr.last.method).toBe('PUT');
    FakeXhr.last.answer(204, '');
    expect(await done).toBeNull();
  });

  it("rejects with an ApiError carrying the server's message", async () => {
    const done = uploadWithProgress('/api/upload', form, () => {});
    FakeXhr.last.answer(413, '{"message":"A imagem deve ter no máximo 5MB"}', 'Payload Too Large');
    const err = await done.catch((e) => e);
    expect(err).toBeInstanceOf(ApiError);
    expect(errorMessage(err, 'Erro no upload')).toBe('A imagem deve ter no máximo 5MB');
  });

  it('turns a network failure into an ApiError with status 0 and the fallback text', async () => {
    const done = uploadWithProgress('/api/upload', form, () => {});
    FakeXhr.last.onerror?.();
    const err = await done.catch((e) => e);
    expect(err).toMatchObject({ status: 0, message: '0: Falha de rede' });
    expect(errorMessage(err, 'Erro no upload')).toBe('Erro no upload');
  });
});
