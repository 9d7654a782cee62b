/**
 * Outside production the log is for a person at a terminal (issue 28, decision 029): one short line
 * per entry instead of pino's JSON, e.g.
 *   14:03:07 WARN  slow query (GET /api/marketplace 200 812 ms)
 *   14:03:09 ERROR Falha X: connection refused (POST /api/events 500) at src/server/events/…:42
 * Production keeps the JSON lines a log collector reads.
 */
const LEVELS: Record<number, string> = { 10: 'TRACE', 20: 'DEBUG', 30: 'INFO', 40: 'WARN', 50: 'ERROR', 60: 'FATAL' };

interface Entry {
  level?: number;
  time?: number;
  msg?: string;
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
  err?: { type?: string; message?: string; stack?: string };
}

const firstLine = (text: string) => text.split('\n', 1)[0]!.trim();

/** One pino JSON line as one readable line (the text itself when it is not JSON). */
export function formatLogLine(json: string): string {
  let e: Entry;
  try {
    e = JSON.parse(json) as Entry;
  } catch {
    return json.endsWith('\n') ? json : `${json}\n`;
  }
  const time = new Date(e.time ?? Date.now()).toTimeString().slice(0, 8);
  const level = (LEVELS[e.level ?? 30] ?? String(e.level)).padEnd(5);
  const parts = [time, level, firstLine(e.msg ?? '')];
  if (e.err?.message && !parts[2]!.includes(firstLine(e.err.message)))
    parts.push(`${e.err.type ?? 'Error'}: ${firstLine(e.err.message)}`);
  const request = [
    e.req?.method,
    e.req?.url,
    e.res?.statusCode,
    e.responseTime === undefined ? undefined : `${Math.round(e.responseTime)} ms`,
  ].filter((x) => x !== undefined);
  if (request.length) parts.push(`(${request.join(' ')})`);
  const frame = e.err?.stack?.split('\n').find((l) => l.trim().startsWith('at '));
  if (frame) parts.push(frame.trim());
  return `${parts.filter(Boolean).join(' ')}\n`;
}

/** A pino destination writing each entry as one readable line to `out`. */
export function readableLogStream(out: NodeJS.WritableStream) {
  return { write: (line: string) => out.write(formatLogLine(line)) };
}
