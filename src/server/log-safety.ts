/**
 * Issue 14, hole 5: a failed query must not put its parameter values in the logs (an argon2 hash
 * during registration, raw session ids during a database restart). Drizzle's error carries them in
 * its message ('Failed query: …\nparams: …') and in `params`; this `err` serializer logs the
 * statement, the driver's code and the stack without them, through the whole `cause` chain.
 */
const PARAMS = /\nparams: [\s\S]*?(?=\n\s+at |$)/;
const OMITTED = '\nparams: [omitidos do log]';

export interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/**
 * Issue 37: a file-system error names its absolute path ("ENAMETOOLONG: name too long, open
 * '/srv/app/data/uploads/…'") in its message, its stack's first line and its `path`/`dest`
 * properties. The log keeps the error and the code, never where the data lives.
 */
const QUOTED_PATH = /(['"`])(?:\/|[A-Za-z]:\\)[^'"`\n]*\1/g;
const PATH_OMITTED = "'[caminho omitido]'";
const PATH_KEYS = new Set(['path', 'dest']);
const withoutPaths = (text: string) => text.replace(QUOTED_PATH, PATH_OMITTED);

/** The `err` serializer of the app's logger. */
export const errWithoutParams = (err: Error): LoggedError => safe(err, 0) as LoggedError;

function safe(err: unknown, depth: number): unknown {
  if (!(err instanceof Error) || depth > 5) return err;
  const out: Record<string, unknown> = {
    type: err.name,
    message: withoutPaths(err.message.replace(PARAMS, OMITTED)),
    stack: withoutPaths((err.stack ?? '').replace(PARAMS, OMITTED)),
  };
  for (const [key, value] of Object.entries(err)) {
    if (key === 'params' || key === 'parameters' || key === 'values') continue;
    if (PATH_KEYS.has(key)) {
      out[key] = '[caminho omitido]';
      continue;
    }
    out[key] = key === 'cause' ? safe(value, depth + 1) : value;
  }
  if (err.cause !== undefined) out.cause = safe(err.cause, depth + 1);
  return out;
}

/**
 * Issue 37: the request line of every log entry. Query values can be secrets or personal text (a
 * signed upload URL's `signature`, the address typed into `/api/geocode?q=`, a search): each value
 * is replaced, except short numbers (paging, zoom, an expiry) that help to debug and tell nothing.
 */
const KEPT_VALUE = /^\d{1,13}$/;
const SECRET_KEYS = /sig|token|key|secret|code|password/i;
export const VALUE_OMITTED = '[omitido]';

export function urlWithoutSecrets(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      const key = pair.slice(0, eq);
      const value = pair.slice(eq + 1);
      return KEPT_VALUE.test(value) && !SECRET_KEYS.test(key) ? pair : `${key}=${VALUE_OMITTED}`;
    })
    .join('&');
  return `${url.slice(0, at)}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** The `req` serializer of the app's logger: Fastify's fields, the URL without query secrets. */
export const reqWithoutSecrets = (req: LoggedRequest) => ({
  method: req.method,
  url: urlWithoutSecrets(req.url),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
