import type { FieldValues, Resolver } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { formResolver } from './form.js';

/** Runs a resolver as react-hook-form does on submit. */
const resolve = <V extends FieldValues, O>(resolver: Resolver<V, unknown, O>, values: NoInfer<V>) =>
  resolver(values, undefined, { fields: {}, shouldUseNativeValidation: false });

const schema = z.object({
  name: z.string().trim().min(1, { message: 'Nome é obrigatório' }),
  age: z.coerce.number().int(),
  kind: z.enum(['a', 'b'], { message: 'Escolha um tipo' }),
  note: z.string().optional(),
});
type Output = z.output<typeof schema>;
/** What the inputs hold: text for the number, '' for a select not chosen yet. */
interface Fields {
  name: string;
  age: string;
  kind: 'a' | 'b' | '';
}

describe('formResolver', () => {
  const resolver: Resolver<Fields, unknown, Output> = formResolver(schema);

  it("hands the schema's output to the submit: trimmed, coerced", async () => {
    const result = await resolve(resolver, { name: '  Ana ', age: '31', kind: 'a' });
    expect(result).toEqual({ values: { name: 'Ana', age: 31, kind: 'a' }, errors: {} });
  });

  it("keys the schema's messages by field, and no values", async () => {
    const result = await resolve(resolver, { name: ' ', age: '31', kind: '' });
    expect(result.values).toEqual({});
    expect(result.errors.name?.message).toBe('Nome é obrigatório');
    expect(result.errors.kind?.message).toBe('Escolha um tipo');
    expect(result.errors.age).toBeUndefined();
  });

  it('refuses at compile time a form that disagrees with its schema', () => {
    // @ts-expect-error a field the schema requires (age) is not in the form
    const missing: Resolver<{ name: string; kind: 'a' | 'b' | '' }, unknown, Output> = formResolver(schema);
    // @ts-expect-error a field (name) holds values the schema never accepts
    const wrongType: Resolver<{ name: boolean; age: string; kind: '' }, unknown, Output> = formResolver(schema);
    // @ts-expect-error the submit would not get what the form says it gets
    const wrongOutput: Resolver<Fields, unknown, { name: number }> = formResolver(schema);
    // An optional field of the schema may be left out of the form (note, above).
    expect([missing, wrongType, wrongOutput].every((r) => typeof r === 'function')).toBe(true);
  });
});
