import { useEffect, useRef } from 'react';
import { type DefaultValues, type FieldValues, type Resolver, useForm } from 'react-hook-form';

/**
 * The form of a dialog that stays mounted while closed: each time it opens, the form starts
 * again from `values` (what was typed and the last error are gone).
 */
export function useDialogForm<In extends FieldValues, Out = In>(
  resolver: Resolver<In, unknown, Out>,
  values: DefaultValues<In>,
  open: boolean,
) {
  const form = useForm<In, unknown, Out>({ resolver, defaultValues: values });
  // The values when it opens; a new object each render must not reset what is being typed.
  const latest = useRef(values);
  latest.current = values;
  useEffect(() => {
    if (open) form.reset(latest.current);
  }, [open, form]);
  return form;
}
