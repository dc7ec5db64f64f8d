import { useCallback, useEffect, useMemo } from 'react';
import { useSearchParams } from 'react-router';

export type SortDir = 'asc' | 'desc';

export interface ListParams<S extends string> {
  q: string;
  sort: S;
  dir: SortDir;
  page: number;
}

/**
 * Search, sort and page of an admin list, kept in the URL (?q=&sort=&dir=&page=) so
 * a reload or a shared link shows the same rows.
 */
export function useListParams<S extends string>(sortKeys: readonly S[], defaultSort: S) {
  const [params, setParams] = useSearchParams();

  const value = useMemo<ListParams<S>>(() => {
    const sort = params.get('sort');
    const page = Number(params.get('page'));
    return {
      q: params.get('q') ?? '',
      sort: sortKeys.includes(sort as S) ? (sort as S) : defaultSort,
      dir: params.get('dir') === 'desc' ? 'desc' : 'asc',
      page: Number.isInteger(page) && page > 0 ? page : 1,
    };
  }, [params, sortKeys, defaultSort]);

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
    setQuery: (q: string) => update({ q, page: 1 }, true),
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
