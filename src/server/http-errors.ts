/** An error whose message is safe to show the user (pt-BR). Anything else becomes a generic 500. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
export const forbidden = (message: string) => new HttpError(403, message);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new HttpError(429, message, { 'retry-after': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/**
 * @fastify/multipart's "file over the size limit" (FST_REQ_FILE_TOO_LARGE). Any other failure while
 * reading a part (a body cut short, a broken boundary) is not: it stays a 400 'Envio de arquivo
 * malformado' from plugins/errors.ts, never a misleading 'A imagem deve ter no máximo 5MB' (issue 37).
 */
export const isFileTooLarge = (err: unknown): boolean =>
  (err as { code?: unknown } | null)?.code === 'FST_REQ_FILE_TOO_LARGE';
