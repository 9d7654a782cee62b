// The embedded database's own thread (issue 38, decision 057): PGlite runs here, so that HTTP on the
// main thread never waits while it plans and executes. Plain JavaScript, the same file in the source
// tree and in dist/server/ (a worker cannot load TypeScript without a loader). The main side is
// pglite-thread.ts; its messages (one request, one reply by id) are described there.
//
// Every statement is a named prepared statement, as on PostgreSQL (decision 005): parsed and
// described once per SQL text, then bound and executed in one call into PGlite, so PostgreSQL keeps
// its plan. PGlite's own query() parses, plans and describes every time, in six calls.
import { parentPort, workerData } from 'node:worker_threads';
import { Mutex, PGlite, parse, protocol } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';

const port = parentPort;
if (!port) throw new Error('pglite-worker.mjs runs as a worker thread');

/** The fields of PostgreSQL's errors the app reads (code) or logs; the message goes with them. */
const ERROR_FIELDS = [
  'code',
  'severity',
  'detail',
  'hint',
  'position',
  'where',
  'schema',
  'table',
  'column',
  'dataType',
  'constraint',
  'routine',
];

function wireError(err) {
  const out = { name: err?.name ?? 'Error', message: String(err?.message ?? err) };
  for (const k of ERROR_FIELDS) if (err?.[k] !== undefined) out[k] = err[k];
  return out;
}

const ok = (id, result, transfer) => port.postMessage({ id, ok: true, result }, transfer);
const fail = (id, err) => port.postMessage({ id, ok: false, error: wireError(err) });

/** Drizzle's parsers leave these types as PostgreSQL's text (timestamps, dates, intervals, numeric[]…): the same here, by oid. */
const identity = (v) => v;
const parsersCache = new Map();
function parsersFor(oids) {
  if (!oids?.length) return undefined;
  const key = oids.join(',');
  let parsers = parsersCache.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(oids.map((oid) => [oid, identity]));
    parsersCache.set(key, parsers);
  }
  return parsers;
}

/** Transactions take this lock for their whole length; a statement outside one waits for it. */
const transactionLock = new Mutex();
/** Open transactions by id: how the main side ends each. */
const transactions = new Map();
/** LISTEN subscriptions by channel (the main side fans each out to its handlers). */
const listening = new Map();

let db;
try {
  const { dataDir, loadDataDir } = workerData ?? {};
  db = await PGlite.create({
    dataDir,
    loadDataDir: loadDataDir ? new Blob([loadDataDir]) : undefined,
    // Marketplace search needs unaccent and pg_trgm (migration 0002); PGlite bundles them as contrib.
    extensions: { unaccent, pg_trgm },
  });
  port.postMessage({ ready: true });
} catch (err) {
  port.postMessage({ ready: false, error: wireError(err) });
  port.close();
}

const wire = protocol.serialize;
function concat(...parts) {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** One call into PGlite (the caller holds its lock); after an error, a Sync so that the next statement is read. */
async function call(bytes) {
  try {
    return (await db.execProtocol(bytes, { syncToFs: false })).messages;
  } catch (err) {
    await db.execProtocol(wire.sync(), { syncToFs: false }).catch(() => {});
    throw err;
  }
}

/** The prepared statements by SQL text, the least recently used first; beyond the cap the oldest is closed. */
const statements = new Map();
const MAX_STATEMENTS = 1_000;
let statementCount = 0;

async function prepared(text) {
  const known = statements.get(text);
  if (known) {
    statements.delete(text);
    statements.set(text, known);
    return known;
  }
  if (statements.size >= MAX_STATEMENTS) await forget(statements.keys().next().value);
  const name = `s${++statementCount}`;
  const messages = await call(concat(wire.parse({ name, text }), wire.describe({ type: 'S', name }), wire.sync()));
  const statement = {
    name,
    paramTypes: messages.find((m) => m.name === 'parameterDescription')?.dataTypeIDs ?? [],
    rowDescription: messages.find((m) => m.name === 'rowDescription'),
  };
  statements.set(text, statement);
  return statement;
}

async function forget(text) {
  const statement = statements.get(text);
  if (!statement) return;
  statements.delete(text);
  // Refused inside a failed transaction: the statement then stays prepared, unused.
  await call(concat(wire.close({ type: 'S', name: statement.name }), wire.sync())).catch(() => {});
}

/** A parameter as PGlite's query() sends it: its type's serializer, else its text. */
function serialize(value, oid) {
  if (value === null || value === undefined) return null;
  const serializer = db.serializers[oid];
  return serializer ? serializer(value) : value.toString();
}

let inTransaction = false;

/** One statement: prepared once, then bound and executed; rows parsed as PGlite's query() parses them. */
async function run(text, params = [], options = {}) {
  return db.runExclusive(async () => {
    let statement = await prepared(text);
    let messages;
    try {
      messages = await execute(statement, params);
    } catch (err) {
      // A table changed under a kept plan ('cached plan must not change result type'): the statement
      // is prepared anew, and run once more unless the error ended a transaction.
      if (err?.code !== '0A000') throw err;
      await forget(text);
      if (inTransaction) throw err;
      statement = await prepared(text);
      messages = await execute(statement, params);
    }
    if (!inTransaction) await db.syncToFs();
    const head = statement.rowDescription ? [statement.rowDescription] : [];
    return parse.parseResults([...head, ...messages], db.parsers, options)[0];
  });
}

function execute(statement, params) {
  const values = params.map((v, i) => serialize(v, statement.paramTypes[i]));
  return call(concat(wire.bind({ statement: statement.name, values }), wire.execute({}), wire.sync()));
}

/** BEGIN, COMMIT, ROLLBACK: the simple protocol. */
async function simple(text) {
  const messages = await db.runExclusive(() => call(wire.query(text)));
  return messages.find((m) => m.name === 'commandComplete')?.text;
}

function begin(id) {
  let decide;
  const decided = new Promise((resolve) => {
    decide = resolve;
  });
  // The lock is held until the main side ends the transaction: every other statement waits, as it
  // did in PGlite's own transaction(). The main side sends the transaction's statements with its id.
  transactionLock
    .runExclusive(async () => {
      await simple('BEGIN');
      inTransaction = true;
      transactions.set(id, { decide });
      ok(id, null);
      const end = await decided;
      transactions.delete(id);
      inTransaction = false;
      try {
        if (!end.commit) await simple('ROLLBACK');
        // A failed statement made PostgreSQL roll the transaction back: COMMIT answers ROLLBACK.
        else if ((await simple('COMMIT')) === 'ROLLBACK') throw abortedError();
        await db.syncToFs();
        ok(end.id, null);
      } catch (err) {
        fail(end.id, err);
      }
    })
    .catch((err) => fail(id, err)); // BEGIN itself failed
}

function abortedError() {
  return Object.assign(new Error('Transaction is aborted: it was rolled back'), { code: '25P02' });
}

async function handle(msg) {
  const { id } = msg;
  switch (msg.op) {
    case 'query': {
      const options = { rowMode: msg.rowMode, parsers: parsersFor(msg.oids) };
      let res;
      if (msg.tx) {
        if (!transactions.has(msg.tx)) throw new Error('Transaction is closed');
        res = await run(msg.sql, msg.params, options);
      } else res = await transactionLock.runExclusive(() => run(msg.sql, msg.params, options));
      return ok(id, { rows: res.rows, affectedRows: res.affectedRows });
    }
    case 'begin':
      return begin(id);
    case 'end': {
      const open = transactions.get(msg.tx);
      if (!open) throw new Error('Transaction is closed');
      return open.decide({ commit: msg.commit, id });
    }
    // Never inside a transaction: a LISTEN there would end with its rollback.
    case 'listen':
      await transactionLock.runExclusive(async () => {
        if (listening.has(msg.channel)) return;
        const unlisten = await db.listen(msg.channel, (payload) => port.postMessage({ notify: msg.channel, payload }));
        listening.set(msg.channel, unlisten);
      });
      return ok(id, null);
    case 'unlisten':
      await transactionLock.runExclusive(async () => {
        const unlisten = listening.get(msg.channel);
        listening.delete(msg.channel);
        if (unlisten && !db.closed) await unlisten();
      });
      return ok(id, null);
    case 'dump': {
      const buffer = await transactionLock.runExclusive(async () => (await db.dumpDataDir('none')).arrayBuffer());
      return ok(id, buffer, [buffer]);
    }
    case 'close':
      await transactionLock.runExclusive(async () => {
        if (!db.closed) await db.close();
      });
      ok(id, null);
      return port.close();
    default:
      throw new Error(`unknown op ${msg.op}`);
  }
}

port.on('message', (msg) => {
  handle(msg).catch((err) => fail(msg.id, err));
});
