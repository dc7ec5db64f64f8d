import type { ListFilter } from './list-filters';

/**
 * A ListFilter that chooses one of `keys`, each shown by its label (a key without a label is
 * shown as it is: a year, a type's name); `placeholder` is the "any" choice.
 */
export function choiceFilter<F extends string, K extends string>(
  name: F,
  label: string,
  placeholder: string,
  keys: readonly K[],
  labels?: Readonly<Record<K, string>>,
): ListFilter<F> {
  return { name, label, placeholder, options: keys.map((k) => [k, labels?.[k] ?? k] as const) };
}
