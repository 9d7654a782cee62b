import { FIRST_ANSWERS_ID } from '../../contract/first-pages.js';
import { t } from '../../contract/i18n.js';

/**
 * The API helper of spec section 7: credentials always, JSON unless the body is FormData,
 * and any non-OK answer throws an error whose message is "status: body text".
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
    statusText: string,
  ) {
    super(`${status}: ${body || statusText}`);
  }

  /** The server's pt-BR `message`, when the body is the JSON error shape. */
  get serverMessage(): string | undefined {
    try {
      const parsed = JSON.parse(this.body) as { message?: unknown };
      return typeof parsed.message === 'string' ? parsed.message : undefined;
    } catch {
      return undefined;
    }
  }
}

/**
 * The API answers the server put in a first page's HTML for a visitor (server/pages/first-answers.ts,
 * `{ url: [status, body] }`): each answers the first GET of its URL instead of the network, once.
 */
let firstAnswers: Record<string, [number, unknown]> | undefined;
function firstAnswer(url: string): [number, unknown] | undefined {
  firstAnswers ??= JSON.parse(globalThis.document?.getElementById(FIRST_ANSWERS_ID)?.textContent || '{}');
  const answer = firstAnswers![url];
  if (answer) delete firstAnswers![url];
  return answer;
}

export async function apiRequest<T = unknown>(method: string, url: string, body?: unknown): Promise<T> {
  // A write (signing in, above all) ends the visitor's page those answers were for.
  if (method !== 'GET') firstAnswers = {};
  const init: RequestInit = { method, credentials: 'include' };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    init.body = JSON.stringify(body);
    init.headers = { 'content-type': 'application/json' };
  }
  // Answered without a Response or a task in between: the queries the app starts at module
  // evaluation (app/routes.tsx) have their data before its first render, which then shows the page
  // itself at once instead of a spinner and then the page in a second, blocking render.
  const answer = method === 'GET' ? firstAnswer(url) : undefined;
  if (answer) {
    if (answer[0] >= 400) throw new ApiError(answer[0], JSON.stringify(answer[1]), '');
    return answer[1] as T;
  }
  const res = await fetch(url, init);
  if (!res.ok) throw new ApiError(res.status, await res.text(), res.statusText);
  const text = await res.text();
  return (text ? JSON.parse(text) : null) as T;
}

/** A GET that answers null on 401 (spec: "a GET may be asked to return null on 401"). */
export async function getOrNullOn401<T>(url: string): Promise<T | null> {
  try {
    return await apiRequest<T>('GET', url);
  } catch (err) {
    if (err instanceof ApiError && err.status === 401) return null;
    throw err;
  }
}

/** The message to show the user for a failed call: the server's text, else the fallback. */
export function errorMessage(err: unknown, fallback: string): string {
  return (err instanceof ApiError && err.serverMessage) || fallback;
}

/** Multipart upload with progress (fetch has no upload progress; XHR does). */
export function uploadWithProgress<T>(
  url: string,
  form: FormData,
  onProgress: (fraction: number) => void,
  method = 'POST',
): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(e.loaded / e.total);
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve((xhr.responseText ? JSON.parse(xhr.responseText) : null) as T);
      else reject(new ApiError(xhr.status, xhr.responseText, xhr.statusText));
    };
    xhr.onerror = () => reject(new ApiError(0, '', t('Falha de rede')));
    xhr.send(form);
  });
}
