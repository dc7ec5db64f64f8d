import { Button, buttonVariants } from '@client/components/ui/button';
import { cn } from '@client/lib/cn';
import { Link } from '@client/lib/router/link';
import type { LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { TitleLink } from '../page-title-link';
import { ScrollRegion } from '../scroll-region';

interface ListTableProps {
  /** Read by screen readers only. */
  caption: string;
  /** The header cells. */
  head: ReactNode;
  children: ReactNode;
}

/**
 * The bordered table of an admin list. On a phone (< 40rem) rows turn into cards: give every
 * cell but the first a `data-label` (use ListCell) and the actions cell ListActionsCell; the
 * columns a wider screen hides ("hidden md:table-cell") show again in the cards.
 */
export function ListTable({ caption, head, children }: ListTableProps) {
  return (
    <ScrollRegion label={caption} className="rounded-lg border">
      <table className="list-table w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-muted text-muted-foreground">
          <tr>{head}</tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </ScrollRegion>
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

/** A cell labelled for the phone card layout (the label repeats the column header). */
export function ListCell({ label, className, ...props }: ComponentProps<'td'> & { label?: string }) {
  return <td data-label={label} className={cn('px-3 py-2', className)} {...props} />;
}

/** The actions cell: buttons right-aligned in the table, at the start of a phone card. */
export function ListActionsCell({ children }: { children: ReactNode }) {
  return (
    <td className="list-actions px-3 py-2">
      <div className="flex justify-end gap-1">{children}</div>
    </td>
  );
}

interface RowActionProps {
  /** The accessible name, naming the row: "Edit Court A". */
  label: string;
  icon: LucideIcon;
  /** A link to this address; otherwise a button calling onClick. */
  to?: string;
  onClick?: () => void;
  disabled?: boolean;
  /** The tooltip ("Edit"), where the icon alone may not say it. */
  title?: string;
}

/** One icon button (or link) of a row's actions cell. */
export function RowAction({ label, icon: Icon, to, onClick, disabled, title }: RowActionProps) {
  if (to) {
    return (
      <Link
        to={to}
        className={buttonVariants({ variant: 'ghost', size: 'icon' })}
        aria-label={label}
        title={title}
      >
        <Icon aria-hidden="true" />
      </Link>
    );
  }
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      title={title}
      disabled={disabled}
      onClick={onClick}
    >
      <Icon aria-hidden="true" />
    </Button>
  );
}

/** The first cell's name, linking to the row's page, with a muted line of detail under it. */
export function RowTitleLink({ to, title, children }: { to: string; title: string; children?: ReactNode }) {
  return (
    <>
      <TitleLink to={to}>{title}</TitleLink>
      {children ? <div className="text-muted-foreground text-xs">{children}</div> : null}
    </>
  );
}
