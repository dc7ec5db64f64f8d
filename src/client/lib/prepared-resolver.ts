import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from '@shared/zod';
import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * The shared schema as a form's resolver where the form holds its values a little otherwise
 * than the API takes them: `prepare` turns what was typed into the schema's input first (blank
 * slots dropped, "blank: you" filled in). The schema's messages land on the form's fields by
 * path, so the form names its fields as the schema does.
 */
export function preparedResolver<TForm extends FieldValues, S extends z.ZodType<unknown, FieldValues>>(
  schema: S,
  prepare: (values: TForm) => z.input<S>,
): Resolver<TForm, unknown, z.output<S>> {
  const resolve = zodResolver(schema);
  return (values, context, options) =>
    resolve(prepare(values), context, options as never) as ReturnType<Resolver<TForm, unknown, z.output<S>>>;
}
