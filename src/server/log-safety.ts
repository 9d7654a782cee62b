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

/** The `err` serializer of the app's logger. */
export const errWithoutParams = (err: Error): LoggedError => safe(err, 0) as LoggedError;

function safe(err: unknown, depth: number): unknown {
  if (!(err instanceof Error) || depth > 5) return err;
  const out: Record<string, unknown> = {
    type: err.name,
    message: err.message.replace(PARAMS, OMITTED),
    stack: (err.stack ?? '').replace(PARAMS, OMITTED),
  };
  for (const [key, value] of Object.entries(err)) {
    if (key === 'params' || key === 'parameters' || key === 'values') continue;
    out[key] = key === 'cause' ? safe(value, depth + 1) : value;
  }
  if (err.cause !== undefined) out.cause = safe(err.cause, depth + 1);
  return out;
}
