import { useSearchParams } from '@client/lib/router/router';
import { useCallback, useEffect, useMemo } from 'react';

export type SortDir = 'asc' | 'desc';

export interface ListParams<S extends string> {
  q: string;
  sort: S;
  dir: SortDir;
  page: number;
}

export interface ListParamOptions<F extends string> {
  /** Direction when the URL names none (default asc). */
  defaultDir?: SortDir;
  /** Further filters kept in the URL (?status=&level=…); '' means "any". */
  filters?: readonly F[];
}

/**
 * Search, sort, page and filters of an admin list, kept in the URL (?q=&sort=&dir=&page=…) so
 * a reload or a shared link shows the same rows.
 */
export function useListParams<S extends string, F extends string = never>(
  sortKeys: readonly S[],
  defaultSort: S,
  options: ListParamOptions<F> = {},
) {
  const [params, setParams] = useSearchParams();
  const { defaultDir = 'asc', filters: filterKeys } = options;

  const value = useMemo<ListParams<S>>(() => {
    const sort = params.get('sort');
    const page = Number(params.get('page'));
    const dir = params.get('dir');
    return {
      q: params.get('q') ?? '',
      sort: sortKeys.includes(sort as S) ? (sort as S) : defaultSort,
      dir: dir === 'desc' || dir === 'asc' ? dir : defaultDir,
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params, sortKeys, defaultSort, defaultDir]);

  const filters = useMemo(
    () =>
      Object.fromEntries((filterKeys ?? []).map((key) => [key, params.get(key) ?? ''])) as Record<F, string>,
    [params, filterKeys],
  );

  const update = useCallback(
    (patch: Partial<ListParams<S>>, replace = false) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, v] of Object.entries(patch)) {
            if (v === undefined || v === '' || (key === 'page' && v === 1)) next.delete(key);
            else next.set(key, String(v));
          }
          return next;
        },
        { replace },
      );
    },
    [setParams],
  );

  return {
    ...value,
    filters,
    /** A filter's value ('' for any); back to the first page. */
    setFilter: (key: F, v: string) => update({ [key]: v, page: 1 } as Partial<ListParams<S>>, true),
    setQuery: (q: string) => update({ q, page: 1 }, true),
    /** Drops the search and every filter (keeps the order). */
    clearFilters: () =>
      update(
        Object.fromEntries([['q', ''], ['page', 1], ...(filterKeys ?? []).map((k) => [k, ''])]) as Partial<
          ListParams<S>
        >,
        true,
      ),
    /** Same column again flips the direction; a new column starts ascending. */
    toggleSort: (key: S) =>
      update({ sort: key, dir: value.sort === key && value.dir === 'asc' ? 'desc' : 'asc', page: 1 }),
    setPage: (page: number) => update({ page }),
  };
}

/** Steps back to the last page that has rows, e.g. after deleting the only row of the last page. */
export function useKeepPageInRange(
  data: { total: number; pageSize: number } | undefined,
  page: number,
  setPage: (page: number) => void,
) {
  const lastPage = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  useEffect(() => {
    if (data && page > lastPage) setPage(lastPage);
  }, [data, page, lastPage, setPage]);
}
