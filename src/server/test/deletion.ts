import { sql } from 'drizzle-orm';
import { queryRows } from '../db/client.js';
import type { TestApp } from './app.js';

/**
 * Every column of the database with a foreign key to users(id), read from information_schema: a
 * table added later (reports, blocks…) is checked without anyone listing it here.
 */
export async function columnsReferencingUsers(t: TestApp): Promise<{ table: string; column: string }[]> {
  return queryRows<{ table: string; column: string }>(
    t.db,
    sql`select kcu.table_name as "table", kcu.column_name as "column"
      from information_schema.table_constraints tc
      join information_schema.key_column_usage kcu
        on kcu.constraint_schema = tc.constraint_schema and kcu.constraint_name = tc.constraint_name
      join information_schema.constraint_column_usage ccu
        on ccu.constraint_schema = tc.constraint_schema and ccu.constraint_name = tc.constraint_name
      where tc.constraint_type = 'FOREIGN KEY' and tc.table_schema = current_schema()
        and ccu.table_name = 'users' and ccu.column_name = 'id'
      order by 1, 2`,
  );
}

/**
 * `table.column` → how many rows hold `userId`, for every foreign key to users(id), plus the
 * sessions (their user id lives in JSON, no foreign key). Only the columns with rows are listed.
 */
export async function rowsPointingTo(t: TestApp, userId: number): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const { table, column } of await columnsReferencingUsers(t)) {
    const [row] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId}`,
    );
    if (Number(row?.n)) out[`${table}.${column}`] = Number(row!.n);
  }
  const [s] = await queryRows<{ n: number }>(
    t.db,
    sql`select count(*)::int as n from sessions where sess->>'userId' = ${String(userId)}`,
  );
  if (Number(s?.n)) out['sessions.sess.userId'] = Number(s!.n);
  return out;
}
