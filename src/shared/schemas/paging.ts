import { z } from '../zod';
import { queryInteger } from './query-integer';

/** ?page= of every paged list: a whole number from 1, default 1. */
export const pageNumberSchema = queryInteger(
  'The page must be a number.',
  z.number().int('The page must be a whole number.').min(1, 'Pages start at 1.').max(100_000),
).default(1);

/** ?pageSize= of the lists that let the caller choose it, from 1 to `max`. */
export function pageSizeSchema(max: number, defaultSize: number) {
  return queryInteger(
    'The page size must be a number.',
    z
      .number()
      .int('The page size must be a whole number.')
      .min(1, 'The page size is at least 1.')
      .max(max, `The page size is at most ${max}.`),
  ).default(defaultSize);
}

/** One page of any list: the same shape for every paged answer. */
export interface Page<T> {
  items: T[];
  /** Rows matching the search, over all pages. */
  total: number;
  page: number;
  pageSize: number;
}

/** ?q= of a searchable list: trimmed, at most 100 characters (each list says if it is optional). */
export const searchSchema = z.string().trim().max(100, 'The search can be at most 100 characters.');

/** ?sort= of a list: one of its sortable columns (each list gives its default). */
export function sortSchema<const K extends readonly [string, ...string[]]>(keys: K) {
  return z.enum(keys, { error: 'Unknown sort column.' });
}

/** ?dir= of a sorted list. */
export const sortDirectionSchema = z.enum(['asc', 'desc'], { error: 'Sort direction is asc or desc.' });

/**
 * ?sort=, ?dir= and ?page= of a sorted, paged list, with the list's default column and
 * direction: `z.object({ q: searchSchema.optional(), ...sortedPage(courtSortKeys, 'sortOrder', 'asc') })`.
 */
export function sortedPage<const K extends readonly [string, ...string[]]>(
  keys: K,
  defaultSort: K[number],
  defaultDir: 'asc' | 'desc',
) {
  return {
    sort: sortSchema(keys).default(defaultSort),
    dir: sortDirectionSchema.default(defaultDir),
    page: pageNumberSchema,
  };
}
