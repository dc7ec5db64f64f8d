/**
 * A closed set of values written once, as the record of their labels: the values are its keys
 * in the order written (the order lists and pickers show them in). `as const` on the record is
 * not needed; its keys make the type: `type X = keyof typeof xLabels`.
 */
export function valuesOf<K extends string>(labels: Record<K, string>): readonly [K, ...K[]] {
  return Object.keys(labels) as [K, ...K[]];
}
