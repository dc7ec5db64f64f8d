import { cn } from '@client/lib/cn';

/** A column's name, or its name with the classes that set it apart (`text-right`, `hidden md:table-cell`). */
export type Column = string | { name: string; className: string };

/**
 * The header cells of a table whose headers are plain names, all in one style (the admin lists'
 * by default). A `false` column is left out (a column only some viewers see).
 */
export function ColumnHeaders({
  columns,
  className = 'px-3 py-2 text-left font-medium',
}: {
  columns: Array<Column | false>;
  className?: string;
}) {
  return (
    <>
      {columns.map((column) => {
        if (column === false) return null;
        const [name, extra] = typeof column === 'string' ? [column, ''] : [column.name, column.className];
        return (
          <th key={name} scope="col" className={cn(className, extra)}>
            {name}
          </th>
        );
      })}
    </>
  );
}
