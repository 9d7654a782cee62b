import { and, type Column, Placeholder, type SQL, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import type { DbOrTx } from './client.js';
import { blocks } from './schema.js';

// The kit every list query is built with (decisions 005, 008; decision 009, 'Lists'). A filter is
// declared once, field by field; from that one declaration come its conditions (written once per
// shape, into a prepared statement), the shape that names the statement, and the values it is
// executed with on every request, computed without building any SQL.

/** `p(i)`: the placeholder of a field's i-th value (default the first), named after the field. */
export type Placeholders = (i?: number) => Placeholder;

/** One field of a filter. */
export interface Field<V> {
  /** One lower-case letter naming the field in its statement's name, unique within the filter. */
  code: string;
  /**
   * When the value's form changes the SQL (not the value itself): letters or digits appended to the
   * code, e.g. 2 for two search words.
   */
  form?(value: V): string;
  /**
   * A statement carrying this field stays unnamed, so PostgreSQL plans it with the actual values:
   * searches, where how common a word is decides between the trigram index and the id order.
   */
  planWithValues?: true;
  /**
   * The values the condition holds, in order, as the database takes them. Default: the value
   * itself; none for a flag (`true`: its condition is all SQL).
   */
  values?(value: V): readonly unknown[];
  /**
   * The condition(s), with `p(i)` where the i-th value goes. `value` may decide the SQL only
   * through what `form` says; a value written in directly would be frozen into the statement, so
   * it is refused (constants are SQL literals).
   */
  where(p: Placeholders, value: V): SQL | undefined | (SQL | undefined)[];
}

/** Every field of the filter `F`, declared (a field left out does not compile). */
export type Fields<F> = { [K in keyof F]-?: Field<NonNullable<F[K]>> };

/** undefined, null, false, '' and [] leave a field out; 0 does not. */
const absent = (v: unknown) =>
  v === undefined || v === null || v === false || v === '' || (Array.isArray(v) && v.length === 0);
const nameOf = (key: string, i: number) => (i === 0 ? key : `${key}_${i}`);
const dialect = new PgDialect();

export interface ListFilter<F> {
  /** The conditions of `f` with placeholders, ANDed (undefined when no field is present). Built once per shape. */
  where(f: F): SQL | undefined;
  /**
   * The per-request work, one pass over the fields and no SQL built: the shape of `f` (which fields
   * it carries and in what form: one shape, one SQL text), whether its statement may be named (no
   * field of `f` wants a plan per value), and the values of the placeholders of `where(f)`, added to `values`.
   */
  read(f: F, values?: Record<string, unknown>): { shape: string; named: boolean; values: Record<string, unknown> };
}

/** A filter from its fields. Placeholders are named after their field: `category`; `words`, `words_1`… */
export function listFilter<F extends object>(fields: Fields<F>): ListFilter<F> {
  // Object.entries loses which value type goes with which key; `Fields<F>` checked that pairing.
  const entries = Object.entries(fields) as [keyof F & string, Field<unknown>][];
  const codes = new Set(entries.map(([, d]) => d.code));
  if (codes.size !== entries.length || [...codes].some((c) => !/^[a-z]$/.test(c))) {
    throw new Error(`filter field codes must be distinct lower-case letters: ${entries.map(([, d]) => d.code)}`);
  }
  const valuesOf = (field: Field<unknown>, v: unknown) => (field.values ? field.values(v) : v === true ? [] : [v]);

  return {
    where(f) {
      const c: (SQL | undefined)[] = [];
      for (const [key, field] of entries) {
        const v = f[key];
        if (absent(v)) continue;
        const used = new Set<number>();
        const w = field.where((i = 0) => {
          used.add(i);
          return sql.placeholder(nameOf(key, i));
        }, v);
        const conditions = Array.isArray(w) ? w : [w];
        for (const one of conditions) {
          if (one && dialect.sqlToQuery(one).params.some((param) => !(param instanceof Placeholder))) {
            throw new Error(`filter field ${key}: a value written into the condition, not through p()`);
          }
        }
        const count = valuesOf(field, v).length;
        if (used.size !== count || [...used].some((i) => i >= count)) {
          throw new Error(`filter field ${key}: ${count} value(s), its condition uses ${[...used]}`);
        }
        c.push(...conditions);
      }
      return and(...c);
    },
    read(f, values = {}) {
      let shape = '';
      let named = true;
      for (const [key, field] of entries) {
        const v = f[key];
        if (absent(v)) continue;
        shape += shape ? `_${field.code}` : field.code;
        if (field.form) shape += field.form(v);
        if (field.planWithValues) named = false;
        if (!field.values) {
          if (v !== true) values[key] = v;
          continue;
        }
        const list = field.values(v);
        for (let i = 0; i < list.length; i++) values[nameOf(key, i)] = list[i];
      }
      return { shape, named, values };
    },
  };
}

/**
 * A member's lists leave out the members they blocked (issue 15): an anti-join on the primary key
 * of blocks (blocker_id, blocked_id). `author` is the column of the row's author.
 */
export const notBlockedBy = (author: Column): Field<number> => ({
  code: 'k',
  where: (p) =>
    sql`not exists (select 1 from ${blocks} where ${blocks.blockerId} = ${p()} and ${blocks.blockedId} = ${author})`,
});

/**
 * `LIMIT n` written into the statement, part of its shape: with `LIMIT $n`, PostgreSQL's generic
 * plan guesses 10 % of the rows, never wins against a custom plan, and every execution is planned
 * again (decision 005).
 */
export function literalLimit(n: number): number {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`a list limit is a whole number: ${n}`);
  // drizzle types .limit() as number | Placeholder and binds a number as a parameter, while an SQL
  // chunk is written as it is: hence this one double cast, for every list.
  return sql.raw(String(n)) as unknown as number;
}

/**
 * A whole-number parameter as an InitPlan, `(select $name::int)`: the planner costs every value alike,
 * so a named statement's generic plan wins after five executions and it is no longer planned per
 * request. With a plain `= $name`, a value with thousands of rows (a member's messages, a profile's
 * reviews) gets custom plans that look cheaper from the statistics, and PostgreSQL plans the join
 * again on every call: 0.2–0.3 ms of planning for a 0.05 ms execution (bench `inbox`, `reviews`).
 */
export const planOnceInt = (name: string): SQL => sql`(select ${sql.placeholder(name)}::int)`;
/** A filter field's `column = value` with the value as an InitPlan (see planOnceInt): owners, sellers. */
export const eqPlanOnce = (column: Column, value: Placeholder): SQL => sql`${column} = (select ${value}::int)`;

/** PostgreSQL keeps 63 bytes of a statement's name: two longer names could become one. */
const MAX_NAME = 63;

/**
 * The statements of one list, by shape: on a base client each is built on first use and kept
 * (building a query costs more CPU than PostgreSQL spends running it), named `<prefix>_<shape>`
 * unless `named` is false (planned with its values, see `Field.planWithValues`). On a transaction
 * handle it is built afresh, unnamed: nothing of it outlives the transaction.
 */
export function preparedByShape<S>(prefix: string) {
  const byClient = new WeakMap<object, Map<string, S>>();
  return (db: DbOrTx, shape: string, named: boolean, build: (name: string) => S): S => {
    if ('rollback' in db) return build('');
    let built = byClient.get(db);
    if (!built) {
      built = new Map();
      byClient.set(db, built);
    }
    let st = built.get(shape);
    if (st === undefined) {
      const name = `${prefix}_${shape}`;
      if (Buffer.byteLength(name) > MAX_NAME) throw new Error(`statement name over ${MAX_NAME} bytes: ${name}`);
      st = build(named ? name : '');
      built.set(shape, st);
    }
    return st;
  };
}
