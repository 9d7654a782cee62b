import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';

/** The app serving a bench database from a process of its own (see app-process-main.ts). */
export interface AppProcess {
  baseUrl: string;
  pid: number;
  close(): Promise<void>;
}

/**
 * Issue 38 (decision 060): the app as a limit server is run, alone in its process, on the same
 * PostgreSQL database, with the same configuration as `startApp` and the case's `env`. The bench's
 * own process holds the load generator's worker thread; an app sharing that process paid for it.
 */
export async function startAppProcess(databaseUrl: string, poolSize: number, env: Record<string, string> = {}) {
  const child: ChildProcess = fork(fileURLToPath(new URL('./app-process-main.ts', import.meta.url)), [], {
    env: {
      ...process.env,
      BENCH_PORT: '',
      BENCH_APP_DATABASE_URL: databaseUrl,
      BENCH_APP_POOL: String(poolSize),
      BENCH_APP_ENV: JSON.stringify(env),
    },
    execArgv: ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const port = await new Promise<number>((resolve, reject) => {
    child.once('message', (m: { port?: number }) => (m.port ? resolve(m.port) : reject(new Error('no port'))));
    child.once('exit', (code) => reject(new Error(`the app's process exited (${code})`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid!,
    async close() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.send({ stop: true });
      await Promise.race([exited, new Promise((r) => setTimeout(r, 5_000))]);
      if (child.exitCode === null) child.kill();
    },
  } satisfies AppProcess;
}
