import { z } from '../zod';

/**
 * A whole number in a query string: plain digits only ("12"), never "1e3", " 12", "0x10",
 * "" or "true" (z.coerce.number accepts all of those). A real number passes as it is (the
 * typed client builds queries from numbers). `rules` checks the number itself.
 */
export function queryInteger<T extends z.ZodType<unknown, number>>(message: string, rules: T) {
  return z
    .union([z.number(), z.string().regex(/^\d{1,9}$/, message)], { error: message })
    .transform(Number)
    .pipe(rules);
}
