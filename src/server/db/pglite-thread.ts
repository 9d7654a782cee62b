import { Worker } from 'node:worker_threads';

/**
 * PGlite on a worker thread of its own (issue 38, decision 057), seen from the main thread: the
 * part of PGlite's interface drizzle's pglite driver and the app use (query, transaction, listen),
 * each call one message to pglite-worker.mjs and one reply by id. HTTP, JSON and drizzle stay on
 * the main thread; parsing, planning and executing SQL run on the worker's.
 *
 * Messages to the worker: `{ id, op: 'query', sql, params, rowMode, oids, tx? }`,
 * `{ id, op: 'begin' }` (its id names the transaction), `{ id, op: 'end', tx, commit }`,
 * `{ id, op: 'listen' | 'unlisten', channel }`, `{ id, op: 'dump' }`, `{ id, op: 'close' }`.
 * From it: `{ ready }` once, `{ id, ok, result | error }`, and `{ notify: channel, payload }`.
 */
export interface QueryResult {
  rows: unknown[];
  affectedRows?: number;
}
interface QueryOptions {
  rowMode?: 'array' | 'object';
  /** Drizzle's parsers, all the identity (types kept as PostgreSQL's text): only their oids travel. */
  parsers?: Record<number, unknown>;
}
interface WireError {
  name: string;
  message: string;
  [field: string]: unknown;
}
type Reply = { id: number; ok: true; result: unknown } | { id: number; ok: false; error: WireError };
type FromWorker = Reply | { ready: boolean; error?: WireError } | { notify: string; payload: string };

/** The handle a transaction callback gets (drizzle's pglite session calls only `query`). */
export interface ThreadTransaction {
  query(sql: string, params?: unknown[], options?: QueryOptions): Promise<QueryResult>;
  readonly closed: boolean;
}

const WORKER = new URL('./pglite-worker.mjs', import.meta.url);

/** PostgreSQL's error, rebuilt on this side with the fields the app reads (`code` above all). */
function rebuild(w: WireError): Error {
  const { name, message, ...fields } = w;
  const err = Object.assign(new Error(message), fields);
  err.name = name;
  return err;
}

export class PgliteThread {
  #worker: Worker;
  #nextId = 1;
  #pending = new Map<number, { resolve(v: unknown): void; reject(e: Error): void }>();
  #handlers = new Map<string, Set<(payload: string) => void>>();
  #dead: Error | null = null;
  #closed = false;
  #closing = false;

  private constructor(worker: Worker) {
    this.#worker = worker;
    worker.unref(); // only a request in flight keeps the process alive (see #request)
  }

  /** Starts the worker and waits until its PGlite is open (a data directory, or a dump to load). */
  static async start(opts: { dataDir?: string; loadDataDir?: Blob } = {}): Promise<PgliteThread> {
    const loadDataDir = opts.loadDataDir ? await opts.loadDataDir.arrayBuffer() : undefined;
    const worker = new Worker(WORKER, { workerData: { dataDir: opts.dataDir, loadDataDir } });
    const thread = new PgliteThread(worker);
    await new Promise<void>((resolve, reject) => {
      const first = (m: FromWorker) => {
        if (!('ready' in m)) return;
        worker.off('message', first);
        if (m.ready) resolve();
        else reject(rebuild(m.error!));
      };
      worker.on('message', first);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`O banco embutido não abriu (código ${code}).`)));
    });
    worker.removeAllListeners('error').removeAllListeners('exit');
    worker.on('message', (m: FromWorker) => thread.#receive(m));
    worker.on('error', (err) => thread.#lost(err));
    worker.on('exit', (code) => thread.#lost(new Error(`O banco embutido parou (código ${code}).`)));
    return thread;
  }

  get closed(): boolean {
    return this.#closed || this.#dead !== null;
  }

  query(sql: string, params: unknown[] = [], options: QueryOptions = {}): Promise<QueryResult> {
    return this.#query(undefined, sql, params, options);
  }

  /**
   * One transaction: BEGIN on the worker (PGlite holds its lock until it ends: other queries wait,
   * so only `tx` may be used inside the callback, as on the main thread), the callback's queries,
   * then COMMIT, or ROLLBACK when the callback throws.
   */
  async transaction<T>(callback: (tx: ThreadTransaction) => Promise<T>): Promise<T> {
    const txId = this.#nextId; // the id #request gives the BEGIN below names the transaction
    await this.#request({ op: 'begin' });
    let ended = false;
    const tx: ThreadTransaction = {
      query: (sql, params = [], options = {}) =>
        ended ? Promise.reject(new Error('Transaction is closed')) : this.#query(txId, sql, params, options),
      get closed() {
        return ended;
      },
    };
    let result: T;
    try {
      result = await callback(tx);
    } catch (err) {
      ended = true;
      await this.#request({ op: 'end', tx: txId, commit: false }).catch(() => {});
      throw err;
    }
    ended = true;
    await this.#request({ op: 'end', tx: txId, commit: true });
    return result;
  }

  /** LISTEN on `channel`: the worker's one subscription per channel, fanned out here. */
  async listen(channel: string, handler: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.#handlers.get(channel);
    if (!set) {
      set = new Set();
      this.#handlers.set(channel, set);
      await this.#request({ op: 'listen', channel });
    }
    set.add(handler);
    return async () => {
      set.delete(handler);
      if (set.size || this.#handlers.get(channel) !== set) return;
      this.#handlers.delete(channel);
      if (!this.closed) await this.#request({ op: 'unlisten', channel });
    };
  }

  /** The whole database as a tarball (the tests' template). */
  async dumpDataDir(): Promise<Blob> {
    return new Blob([(await this.#request({ op: 'dump' })) as ArrayBuffer]);
  }

  async close(): Promise<void> {
    if (this.closed || this.#closing) return;
    this.#closing = true;
    await this.#request({ op: 'close' }).catch(() => {}); // the worker may exit before its reply
    this.#closed = true;
    await this.#worker.terminate();
  }

  #query(tx: number | undefined, sql: string, params: unknown[], options: QueryOptions) {
    const oids = options.parsers ? Object.keys(options.parsers).map(Number) : undefined;
    return this.#request({ op: 'query', tx, sql, params, rowMode: options.rowMode, oids }) as Promise<QueryResult>;
  }

  #request(message: Record<string, unknown>): Promise<unknown> {
    if (this.#dead) return Promise.reject(this.#dead);
    if (this.#closed) return Promise.reject(new Error('PGlite is closed'));
    const id = this.#nextId++;
    return new Promise((resolve, reject) => {
      if (this.#pending.size === 0) this.#worker.ref();
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...message, id });
    });
  }

  #receive(m: FromWorker) {
    if ('notify' in m) {
      for (const handler of this.#handlers.get(m.notify) ?? []) handler(m.payload);
      return;
    }
    if (!('id' in m)) return;
    const waiting = this.#pending.get(m.id);
    if (!waiting) return;
    this.#pending.delete(m.id);
    if (this.#pending.size === 0) this.#worker.unref();
    if (m.ok) waiting.resolve(m.result);
    else waiting.reject(rebuild(m.error));
  }

  /** The worker ended without close(): every request in flight, and every later one, fails. */
  #lost(err: Error) {
    if (this.#closed) return;
    if (!this.#closing) this.#dead = err;
    for (const w of this.#pending.values()) w.reject(err);
    this.#pending.clear();
  }
}
