import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListSearchBox } from '@client/components/admin-list/list-search-box';
import { ActionsHeader, RowAction } from '@client/components/admin-list/list-table';
import { sortableHeaderOf } from '@client/components/admin-list/sortable-header';
import { type SortDir, useKeepPageInRange } from '@client/components/admin-list/use-list-params';
import { PagedListTable } from '@client/components/page-list-table';
import { TitleLink } from '@client/components/page-title-link';
import { buttonVariants } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { selectClass } from '@client/components/ui/native-select';
import { Link } from '@client/lib/router/link';
import { toast } from '@client/lib/toast-store';
import type { EventStatus } from '@shared/schemas/events';
import type { Page } from '@shared/schemas/paging';
import type { UseQueryResult } from '@tanstack/react-query';
import { CalendarX, Pencil, Plus, Send } from 'lucide-react';
import { Fragment, type ReactNode, useId, useState } from 'react';
import { AdminEventPage } from './admin-event-page';
import type { AdminKindUi, KindActions } from './admin-kind-ui';
import { CancelEventDialog, EventStatusBadge } from './event-dialogs';

/** Any kind's admin row: enough for the title cell and the common actions. */
interface AdminRowBase {
  id: string;
  slug: string;
  title: string;
  status: EventStatus;
  confirmedCount: number;
  waitlistCount: number;
}

/** A sortable column: its sort key, its header and the classes that hide it on small screens. */
type Column<S extends string> = readonly [sort: S, label: string, className?: string];

interface AdminEventListProps<Row extends AdminRowBase, S extends string> {
  ui: AdminKindUi;
  api: Pick<KindActions<unknown, never>, 'usePublish' | 'useCancel'>;
  list: {
    q: string;
    page: number;
    setQuery: (q: string) => void;
    setPage: (page: number) => void;
    sort: S | 'title' | 'status';
    dir: SortDir;
    toggleSort: (column: S | 'title' | 'status') => void;
  };
  result: UseQueryResult<Page<Row> & { timeZone: string }>;
  csvHref: string;
  /** Filters beside the search box. */
  filters?: ReactNode;
  /** A search or filter is on: `noMatches` shows when nothing matches it. */
  isFiltered: boolean;
  noMatches: ReactNode;
  /** The list is really empty: "There are no tournaments yet." and a link to make one. */
  noneYet: { text: string; createLabel: string };
  /** The columns before the title and after the status (both of which sort too). */
  columns: { leading: Column<S>; trailing: readonly Column<S>[] };
  /** Cells before the title (e.g. the date). */
  leading: (row: Row, timeZone: string) => ReactNode;
  /** One line under the title (place, number of divisions). */
  subtitle: (row: Row) => ReactNode;
  /** Cells after the title. */
  trailing: (row: Row, timeZone: string) => ReactNode;
  /** Row actions besides "Edit". */
  actions: (row: Row) => ReactNode;
  children?: ReactNode;
}

/** An admin list of one registrable kind: search, filters, sortable table, CSV, pages. */
export function AdminEventList<Row extends AdminRowBase, S extends string>(
  props: AdminEventListProps<Row, S>,
) {
  const { ui, list, result, api, columns } = props;
  const header = sortableHeaderOf(list);
  useKeepPageInRange(result.data, list.page, list.setPage);
  const publish = api.usePublish();
  const cancel = api.useCancel();
  const [toCancel, setToCancel] = useState<Row | null>(null);
  const { Icon } = ui.other;
  const doPublish = async (row: Row) => {
    try {
      await publish.mutateAsync(row.id);
      toast({ title: ui.published.title, description: `${row.title} is now on the ${ui.pageName} page.` });
    } catch (error) {
      toast({ title: 'Not published', description: (error as Error).message, variant: 'destructive' });
    }
  };
  return (
    <AdminEventPage ui={ui}>
      <div className="space-y-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="flex w-full flex-col gap-3 sm:w-auto sm:flex-row sm:items-end">
            <div className="sm:w-72">
              <ListSearchBox list={list} label={ui.searchLabel} placeholder="Title or place" />
            </div>
            {props.filters}
          </div>
          <div className="flex flex-wrap gap-2">
            <Link to={ui.other.to} className={buttonVariants({ variant: 'ghost' })}>
              <Icon aria-hidden="true" />
              {ui.other.label}
            </Link>
            <CsvExportLink href={props.csvHref} />
            <Link to={ui.newPath} className={buttonVariants()}>
              <Plus aria-hidden="true" />
              {ui.newLabel}
            </Link>
          </div>
        </div>
        <PagedListTable
          query={result}
          list={list}
          errorTitle={`Could not load the ${ui.plural}`}
          empty={
            props.isFiltered ? (
              props.noMatches
            ) : (
              <>
                <p className="mb-3">{props.noneYet.text}</p>
                <Link to={ui.newPath} className={buttonVariants()}>
                  <Plus aria-hidden="true" />
                  {props.noneYet.createLabel}
                </Link>
              </>
            )
          }
          caption={ui.caption}
          noun={ui.plural}
          head={
            <>
              {header(...columns.leading)}
              {header('title', ui.titleLabel)}
              {header('status', 'Status', 'hidden sm:table-cell')}
              {columns.trailing.map((column) => (
                <Fragment key={column[0]}>{header(...column)}</Fragment>
              ))}
              <ActionsHeader />
            </>
          }
        >
          {(data) =>
            data.items.map((row) => (
              <tr key={row.id} className="border-t align-top">
                {props.leading(row, data.timeZone)}
                <td className="px-3 py-2">
                  <TitleLink to={ui.editPath(row.id)}>{row.title}</TitleLink>
                  <div className="text-muted-foreground text-xs">{props.subtitle(row)}</div>
                  <div className="mt-1 sm:hidden">
                    <EventStatusBadge status={row.status} />
                  </div>
                </td>
                <td className="hidden px-3 py-2 sm:table-cell">
                  <EventStatusBadge status={row.status} />
                </td>
                {props.trailing(row, data.timeZone)}
                <td className="px-3 py-2">
                  <div className="flex flex-wrap justify-end gap-1">
                    <RowAction
                      to={ui.editPath(row.id)}
                      label={`Edit ${row.title}`}
                      title="Edit"
                      icon={Pencil}
                    />
                    {row.status === 'draft' && (
                      <RowAction
                        label={`Publish ${row.title}`}
                        title="Publish"
                        icon={Send}
                        disabled={publish.isPending}
                        onClick={() => doPublish(row)}
                      />
                    )}
                    {props.actions(row)}
                    {row.status !== 'cancelled' && (
                      <RowAction
                        label={`Cancel ${row.title}`}
                        title={ui.cancelLabel}
                        icon={CalendarX}
                        onClick={() => {
                          cancel.reset();
                          setToCancel(row);
                        }}
                      />
                    )}
                  </div>
                </td>
              </tr>
            ))
          }
        </PagedListTable>
        <CancelEventDialog
          open={toCancel !== null}
          onOpenChange={(open) => !open && setToCancel(null)}
          title={toCancel?.title ?? ''}
          registeredCount={(toCancel?.confirmedCount ?? 0) + (toCancel?.waitlistCount ?? 0)}
          isPending={cancel.isPending}
          onConfirm={async (input) => {
            if (!toCancel) return;
            const { notified } = await cancel.mutateAsync({ id: toCancel.id, input });
            toast(ui.cancelled(notified));
            setToCancel(null);
          }}
        />
        {props.children}
      </div>
    </AdminEventPage>
  );
}

/** A labelled select that narrows a list (status, division…). */
export function FilterSelect({
  label,
  value,
  onChange,
  options,
  className = 'sm:w-60',
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  className?: string;
}) {
  const id = useId();
  return (
    <div className={`w-full space-y-1.5 ${className}`}>
      <Label htmlFor={id}>{label}</Label>
      <select id={id} className={selectClass} value={value} onChange={(e) => onChange(e.target.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
