import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * The keys where a form's fields (`TValues`) and a schema's input (`In`) cannot meet: a field the
 * schema requires that the form lacks, or one whose values the schema never accepts.
 */
type Mismatch<TValues, In> = {
  [K in keyof In]-?: K extends keyof TValues
    ? [TValues[K] & In[K]] extends [never]
      ? K
      : never
    : Partial<Pick<In, K>> extends Pick<In, K>
      ? never
      : K;
}[keyof In];
/** Checked for each schema of a union (a form that validates with one schema or another). */
type MismatchOf<TValues, S> = S extends z.ZodType ? Mismatch<TValues, z.input<S>> : never;

/**
 * The resolver of a form for a contract schema, typed the react-hook-form way: the form's fields
 * are `TValues` (what its inputs hold) and `handleSubmit` hands over the schema's output (trimmed
 * texts, a price as '12.00', defaults filled). Declare both on the form and the resolver fits:
 *
 *   useForm<FormValues, unknown, CreateItemData>({ resolver: formResolver(createItemSchema) })
 *
 * A field the schema requires that the form lacks, or whose type the schema never accepts, fails
 * to compile (`fieldsNotInForm` names it).
 */
export function formResolver<TValues extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(
  schema: S & ([MismatchOf<TValues, S>] extends [never] ? unknown : { fieldsNotInForm: MismatchOf<TValues, S> }),
): Resolver<TValues, unknown, z.output<S>> {
  // The one cast of the forms: zodResolver types the fields as the schema's input, and a form holds
  // more than that before it is checked (the '' of a select not chosen yet, a price as typed); the
  // schema checks those values at run time, which is the resolver's job, and the signature above
  // checks that the two agree field by field.
  return zodResolver(schema) as unknown as Resolver<TValues, unknown, z.output<S>>;
}
