import { Column, is, noopDecoder, SQL, Subquery } from 'drizzle-orm';

// Issue 38 (decision 060): drizzle maps every row of a select with `mapResultRow`, which works out
// each field's decoder again for every row (four `is()` prototype walks per field), walks the field's
// path with an iterator and folds the row with `reduce`: on a page of 20 rows of 20 columns that is
// 400 decoder look-ups per request, a tenth of the CPU of a list answer. A select whose fields are
// all at the top level (every select of this app but a few nested ones) gets, instead, a mapper
// worked out once when the query is prepared: the same decoders in the same order, called only where
// they do something. The result is the same object, value for value (row-mapping.test.ts holds the
// two to it). Nested selections ({ item: items, seller: users }) keep drizzle's own mapping, which
// also turns an unmatched left join into null.

/** One field of a select, as drizzle orders them (`orderSelectedFields`). */
export interface OrderedField {
  path: string[];
  field: unknown;
}
type Decoder = { mapFromDriverValue(value: unknown): unknown };
export type RowsMapper = (rows: unknown[][]) => Record<string, unknown>[];

/** Decoders that give the value back as it is: not called. */
const identity = new Set<unknown>([Column.prototype.mapFromDriverValue, noopDecoder.mapFromDriverValue]);

/** The decoder `mapResultRow` would pick for this field (same order of checks). */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field as unknown as Decoder;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field as unknown as { _: { sql: { decoder: Decoder } } })._.sql.decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}

/** The mapper of a select whose fields are all top-level; undefined otherwise (drizzle maps it). */
export function flatRowMapper(fields: readonly OrderedField[]): RowsMapper | undefined {
  if (fields.length === 0 || fields.some((f) => f.path.length !== 1)) return undefined;
  const n = fields.length;
  const keys = fields.map((f) => f.path[0]!);
  if (new Set(keys).size !== n) return undefined;
  const decoders = fields.map(({ field }) => {
    const d = decoderOf(field);
    return identity.has(d.mapFromDriverValue) ? null : d;
  });
  return (rows) => {
    const out = new Array<Record<string, unknown>>(rows.length);
    for (let r = 0; r < rows.length; r++) {
      const row = rows[r]!;
      const obj: Record<string, unknown> = {};
      for (let i = 0; i < n; i++) {
        const raw = row[i];
        const d = decoders[i];
        obj[keys[i]!] = raw === null ? null : d ? d.mapFromDriverValue(raw) : raw;
      }
      out[r] = obj;
    }
    return out;
  };
}

type PrepareQuery = (
  query: unknown,
  fields: OrderedField[] | undefined,
  name: string | undefined,
  isResponseInArrayMode: boolean,
  customResultMapper?: RowsMapper,
  ...rest: unknown[]
) => unknown;

const patched = new WeakSet<object>();

/**
 * A drizzle session class's `prepareQuery` passes the flat mapper as the query's result mapper when
 * none was given and the select allows it. Both drivers (node-postgres, pglite) run a given mapper on
 * the rows in array mode instead of `mapResultRow`, and only on a select's rows (`fields` present).
 */
export function patchRowMapping(sessionPrototype: object): void {
  if (patched.has(sessionPrototype)) return;
  patched.add(sessionPrototype);
  const proto = sessionPrototype as { prepareQuery: PrepareQuery };
  const original = proto.prepareQuery;
  proto.prepareQuery = function prepareQuery(query, fields, name, isResponseInArrayMode, customResultMapper, ...rest) {
    const mapper = customResultMapper ?? (fields ? flatRowMapper(fields) : undefined);
    return original.call(this, query, fields, name, isResponseInArrayMode, mapper, ...rest);
  };
}
