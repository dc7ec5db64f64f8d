import { useEffect, useRef } from 'react';
import type { FieldPath, FieldValues, PathValue, UseFormReturn } from 'react-hook-form';

/**
 * Fills a live form's fields from data that arrives later (the signed-in account, a profile read)
 * without ever overwriting what the person did (issue 18): a field they typed in, chose or
 * cleared keeps their value; an untouched field takes the value as its new default (so it is not
 * an unsaved change). Each value is applied once, so a later programmatic change of the field
 * (e.g. choosing a family person) is not undone on the next render.
 */
export function usePrefill<T extends FieldValues>(
  form: UseFormReturn<T>,
  values: Partial<{ [K in FieldPath<T>]: PathValue<T, K> }> | null | undefined,
): void {
  const edited = useRef(new Set<string>());
  const applied = useRef(new Map<string, unknown>());

  useEffect(() => {
    // `type` is 'change' only for the person's own input events (never for setValue/reset).
    const subscription = form.watch((_values, { name, type }) => {
      if (type === 'change' && name) edited.current.add(name);
    });
    return () => subscription.unsubscribe();
  }, [form]);

  useEffect(() => {
    if (!values) return;
    for (const [name, value] of Object.entries(values) as [FieldPath<T>, PathValue<T, FieldPath<T>>][]) {
      if (value === undefined || value === null || value === '') continue;
      if (applied.current.get(name) === value) continue;
      if (edited.current.has(name) || form.getFieldState(name).isDirty) continue;
      applied.current.set(name, value);
      form.resetField(name, { defaultValue: value });
    }
  }, [form, values]);
}
