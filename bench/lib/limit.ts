import { type ChildProcess, fork } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

/** One statement as the app sent it to pg: the text, its values and the prepared statement's name. */
export interface CapturedStatement {
  text: string;
  values?: unknown[];
  name?: string;
}

type QueryFn = (this: pg.Client, ...args: unknown[]) => unknown;

/**
 * The statements the app runs for one request: every pg Client query issued while `request` runs
 * (the app's pool is built on this process's `pg`, so its clients go through `pg.Client.prototype.query`).
 * Run it alone: a query of anything else running meanwhile would be counted as the request's.
 */
export async function captureStatements(request: () => Promise<unknown>): Promise<CapturedStatement[]> {
  const proto = pg.Client.prototype as unknown as { query: QueryFn };
  const original = proto.query;
  const seen: CapturedStatement[] = [];
  proto.query = function (this: pg.Client, ...args: unknown[]) {
    const [first, second] = args;
    if (typeof first === 'string') seen.push({ text: first, values: Array.isArray(second) ? second : undefined });
    else if (first && typeof first === 'object' && 'text' in first) {
      const c = first as { text: string; values?: unknown[]; name?: string };
      // drizzle passes its values beside the config object: client.query(config, values).
      seen.push({ text: c.text, values: c.values ?? (Array.isArray(second) ? second : undefined), name: c.name });
    }
    return original.apply(this, args);
  };
  try {
    await request();
  } finally {
    proto.query = original;
  }
  return seen;
}

export interface LimitServer {
  baseUrl: string;
  pid: number;
  /** Serves these paths with these statements (replaces what was served). */
  serve(routes: Record<string, CapturedStatement[]>): Promise<void>;
  close(): Promise<void>;
}

/** Forks bench/lib/limit-server.mjs on `databaseUrl` with a pool as large as the app's. */
export async function startLimitServer(databaseUrl: string, poolSize: number): Promise<LimitServer> {
  const child: ChildProcess = fork(fileURLToPath(new URL('./limit-server.mjs', import.meta.url)), [], {
    env: { ...process.env, LIMIT_DATABASE_URL: databaseUrl, LIMIT_POOL: String(poolSize), LIMIT_PORT: '0' },
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const next = <K extends string>(key: K) =>
    new Promise<Record<K, unknown>>((resolve, reject) => {
      const onMessage = (m: Record<string, unknown>) => {
        if (key in m) {
          child.off('message', onMessage);
          resolve(m as Record<K, unknown>);
        }
      };
      child.on('message', onMessage);
      child.once('exit', (code) => reject(new Error(`limit server exited (${code})`)));
    });
  const { port } = await next('port');
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async serve(routes) {
      const done = next('routesSet');
      child.send({ routes });
      await done;
    },
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ stop: true });
      await Promise.race([exited, new Promise((r) => setTimeout(r, 3_000))]);
      if (child.exitCode === null) child.kill();
    },
  };
}

const TICK_MS = 10; // USER_HZ = 100 on Linux

/** CPU time (ms) of one thread: /proc/<pid>/task/<tid>/stat, utime + stime. */
function threadCpuMs(pid: number, tid = pid): number {
  try {
    const stat = readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8');
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(f[11]) + Number(f[12])) * TICK_MS;
  } catch {
    return Number.NaN;
  }
}

/** CPU time (ms) of every PostgreSQL backend connected to `database`, by pid (/proc: same machine only). */
function backendsCpuMs(database: string): Map<number, number> {
  const out = new Map<number, number>();
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((p) => /^\d+$/.test(p));
  } catch {
    return out;
  }
  for (const p of pids) {
    try {
      const cmd = readFileSync(`/proc/${p}/cmdline`, 'utf8');
      if (!cmd.startsWith('postgres: ') || !cmd.includes(` ${database} `)) continue;
      out.set(Number(p), threadCpuMs(Number(p)));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/**
 * CPU spent while `fn` runs, in ms: the server's main thread (the app runs on this process's main
 * thread, autocannon in a worker; a limit server is its own process) and the PostgreSQL backends of
 * `database` (NaN when PostgreSQL is not on this machine).
 */
export async function withCpu<T>(
  serverPid: number,
  database: string | null,
  fn: () => Promise<T>,
): Promise<{ result: T; serverMs: number; dbMs: number }> {
  const s0 = threadCpuMs(serverPid);
  const d0 = database ? backendsCpuMs(database) : new Map<number, number>();
  const result = await fn();
  const s1 = threadCpuMs(serverPid);
  const d1 = database ? backendsCpuMs(database) : new Map<number, number>();
  let dbMs = 0;
  for (const [pid, ms] of d1) dbMs += ms - (d0.get(pid) ?? 0);
  return { result, serverMs: s1 - s0, dbMs: database && d1.size ? dbMs : Number.NaN };
}
