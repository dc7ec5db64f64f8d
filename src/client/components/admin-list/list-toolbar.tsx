import type { ReactNode } from 'react';
import { SearchBox } from './search-box';

interface ListToolbarProps {
  /** The list's search, from useListParams. */
  list: { q: string; setQuery: (q: string) => void };
  /** "Search locations". */
  searchLabel: string;
  placeholder: string;
  /** The list's buttons and links (CSV export, "New …"), at the right. */
  children?: ReactNode;
}

/** The row above an admin list: its search box, and its actions. */
export function ListToolbar({ list, searchLabel, placeholder, children }: ListToolbarProps) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <SearchBox label={searchLabel} value={list.q} onSearch={list.setQuery} placeholder={placeholder} />
      {children ? <div className="flex flex-wrap gap-2">{children}</div> : null}
    </div>
  );
}
