import { SelectField } from '@client/components/ui/form-field';
import type { ReactNode } from 'react';
import { NoSearchMatches } from './no-search-matches';

export interface ListFilter<F extends string> {
  /** The filter's key in the URL (one of useListParams' filters). */
  name: F;
  label: string;
  /** The "any" choice: "Any status". */
  placeholder: string;
  options: readonly (readonly [string, string])[];
  /** The value shown when it is not the URL's as is (e.g. a league id no longer offered). */
  value?: string;
}

export interface FilterableList<F extends string> {
  q: string;
  filters: Record<F, string>;
  setFilter: (key: F, value: string) => void;
  clearFilters: () => void;
}

/** The select boxes filtering an admin list; each choice goes to the URL and back to page 1. */
export function ListFilters<F extends string>({
  list,
  filters,
  className,
}: {
  list: FilterableList<F>;
  filters: readonly ListFilter<F>[];
  /** The grid they sit in. */
  className: string;
}) {
  return (
    <div className={className}>
      {filters.map((filter) => (
        <SelectField
          key={filter.name}
          label={filter.label}
          placeholder={filter.placeholder}
          options={filter.options}
          value={filter.value ?? list.filters[filter.name]}
          onChange={(e) => list.setFilter(filter.name, e.target.value)}
        />
      ))}
    </div>
  );
}

/**
 * The empty box of a filtered list: with a search or a filter on, "No … match these filters."
 * and a way back; otherwise `children` (the list is really empty).
 */
export function FilteredListEmpty<F extends string>({
  list,
  message,
  children,
}: {
  list: FilterableList<F>;
  /** "No requests match these filters." */
  message: string;
  children: ReactNode;
}) {
  const isFiltered = !!list.q || (Object.values(list.filters) as string[]).some(Boolean);
  return isFiltered ? <NoSearchMatches message={message} onClear={list.clearFilters} /> : children;
}
