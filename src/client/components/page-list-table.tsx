import { type FilterableList, FilteredListEmpty } from '@client/components/admin-list/list-filters';
import { ListPagination } from '@client/components/admin-list/list-pagination';
import { ListTable } from '@client/components/admin-list/list-table';
import { QueryState, type QueryStateQuery } from '@client/components/query-state';
import type { ReactNode } from 'react';

/** A page of a list as the API returns it. */
interface PageOfRows<T> {
  items: T[];
  page: number;
  pageSize: number;
  total: number;
}

/** Turns the list's page. */
interface ListPager {
  setPage: (page: number) => void;
}

type PagedListTableProps<P extends PageOfRows<unknown>, F extends string> = ListTableParts<P> &
  (
    | {
        /** The list's page (a list whose empty box says itself whether it is filtered). */
        list: ListPager;
        noMatches?: undefined;
      }
    | {
        /** The list's search, filters and page, from useListParams. */
        list: FilterableList<F> & ListPager;
        /**
         * "No locations match “x”.": with it, a search or filter that leaves no row says so and
         * offers to clear them (FilteredListEmpty), and `empty` is for a list that has no rows at all.
         */
        noMatches: string;
      }
  );

interface ListTableParts<P extends PageOfRows<unknown>> {
  /** The list's query (one page of rows). */
  query: QueryStateQuery<P>;
  /** "Could not load the locations". */
  errorTitle: string;
  /** In the dashed box when there is no row. */
  empty: ReactNode;
  /** The table's caption, for screen readers. */
  caption: string;
  /** What the rows are, plural: "locations". */
  noun: string;
  /** The header cells. */
  head: ReactNode;
  /** Shown above the table once the page has loaded (a hint). */
  above?: (data: P) => ReactNode;
  /** The page's rows. */
  children: (data: P) => ReactNode;
}

/**
 * The result part of an admin list: loading, the load error, the empty box, or the table of the
 * page's rows with the pager under it.
 */
export function PagedListTable<P extends PageOfRows<unknown>, F extends string>(
  props: PagedListTableProps<P, F>,
) {
  const { query, list, errorTitle, empty, caption, noun, head, above, children } = props;
  return (
    <QueryState
      query={query}
      errorTitle={errorTitle}
      isEmpty={(data) => data.total === 0}
      empty={
        props.noMatches === undefined ? (
          empty
        ) : (
          <FilteredListEmpty list={props.list} message={props.noMatches}>
            {empty}
          </FilteredListEmpty>
        )
      }
    >
      {(data) => (
        <>
          {above?.(data)}
          <ListTable caption={caption} head={head}>
            {children(data)}
          </ListTable>
          <ListPagination of={data} onPage={list.setPage} noun={noun} />
        </>
      )}
    </QueryState>
  );
}
