import type { ReactNode } from 'react';

interface ListTableProps {
  /** Read by screen readers only. */
  caption: string;
  /** The header cells. */
  head: ReactNode;
  children: ReactNode;
}

/** The bordered, horizontally scrolling table of an admin list. */
export function ListTable({ caption, head, children }: ListTableProps) {
  return (
    <div className="overflow-x-auto rounded-lg border">
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

/** The header of the actions column. */
export function ActionsHeader() {
  return (
    <th scope="col" className="px-3 py-2 text-right font-medium">
      Actions
    </th>
  );
}
