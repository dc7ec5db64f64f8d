import { cn } from '@client/lib/cn';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { SortDir } from './use-list-params';

interface SortableHeaderProps<S extends string> {
  column: S;
  current: S;
  dir: SortDir;
  onSort: (column: S) => void;
  children: ReactNode;
  className?: string;
}

/** A column header that sorts the list; aria-sort tells screen readers the order. */
export function SortableHeader<S extends string>({
  column,
  current,
  dir,
  onSort,
  children,
  className,
}: SortableHeaderProps<S>) {
  const isActive = column === current;
  const Icon = !isActive ? ArrowUpDown : dir === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      aria-sort={isActive ? (dir === 'asc' ? 'ascending' : 'descending') : undefined}
      className={cn('px-3 py-2 text-left font-medium', className)}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className="-mx-1 inline-flex items-center gap-1 rounded-sm px-1 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {children}
        <Icon aria-hidden="true" className={cn('size-3.5', !isActive && 'opacity-50')} />
      </button>
    </th>
  );
}

/** `header('name', 'Name', 'hidden md:table-cell')` for the columns of a list using useListParams. */
export function sortableHeaderOf<S extends string>(list: {
  sort: S;
  dir: SortDir;
  toggleSort: (column: S) => void;
}) {
  return (column: S, label: string, className?: string) => (
    <SortableHeader
      column={column}
      current={list.sort}
      dir={list.dir}
      onSort={list.toggleSort}
      className={className}
    >
      {label}
    </SortableHeader>
  );
}
