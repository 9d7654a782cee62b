// drizzle-orm 0.45's node-postgres `transaction()` sends BEGIN before the try/finally that gives the
// pooled client back (drizzle-team/drizzle-orm issues 6023, 6114 and 6241, open): a BEGIN that fails
// (a pooled connection PostgreSQL closed while restarting) keeps its client checked out for ever. The
// pool loses a connection each time, and `pool.end()` waits for it without end (the database-restart
// suite's close hung). It also gives back, as healthy, a client whose ROLLBACK failed. Until drizzle
// fixes it, the session's `transaction` is this one (decision 054): BEGIN inside the try, ROLLBACK only
// after a BEGIN, the client released with the error when BEGIN or ROLLBACK failed (pg-pool then
// destroys it), and the caller gets the first error. Loaded only with PostgreSQL (openPostgres).
import { type SQL, sql } from 'drizzle-orm';
import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import pg from 'pg';

/** The session's fields the original reads (private in its types). */
interface SessionFields {
  client: pg.Pool | pg.PoolClient | pg.Client;
  dialect: ConstructorParameters<typeof NodePgSession>[1];
  schema: ConstructorParameters<typeof NodePgSession>[2];
  options: ConstructorParameters<typeof NodePgSession>[3];
}
/** `getTransactionConfigSQL` is there at run time, left out of drizzle's types. */
type Tx = NodePgTransaction<Record<string, unknown>, never> & { getTransactionConfigSQL(c: PgTransactionConfig): SQL };

let patched = false;

export function patchNodePgTransaction(): void {
  if (patched) return;
  patched = true;
  const proto = NodePgSession.prototype as unknown as {
    transaction(fn: (tx: Tx) => Promise<unknown>, config?: PgTransactionConfig): Promise<unknown>;
  };
  proto.transaction = async function transaction(
    this: SessionFields,
    fn: (tx: Tx) => Promise<unknown>,
    config?: PgTransactionConfig,
  ) {
    const pooled = this.client instanceof pg.Pool;
    const client = pooled ? await (this.client as pg.Pool).connect() : this.client;
    const session = pooled
      ? new NodePgSession(client as pg.PoolClient, this.dialect, this.schema, this.options)
      : (this as unknown as NodePgSession<Record<string, unknown>, never>);
    const tx = new NodePgTransaction(this.dialect, session, this.schema) as unknown as Tx;
    let begun = false;
    let broken: Error | undefined; // the connection cannot be trusted any more: pg-pool destroys it
    try {
      await tx.execute(sql`begin${config ? sql` ${tx.getTransactionConfigSQL(config)}` : undefined}`);
      begun = true;
      const result = await fn(tx);
      await tx.execute(sql`commit`);
      return result;
    } catch (error) {
      if (!begun) broken = error as Error;
      else {
        try {
          await tx.execute(sql`rollback`);
        } catch (rollbackError) {
          broken = rollbackError as Error;
        }
      }
      throw error;
    } finally {
      if (pooled) (client as pg.PoolClient).release(broken);
    }
  };
}
