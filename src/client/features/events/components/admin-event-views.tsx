import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListPagination } from '@client/components/admin-list/list-pagination';
import { ActionsHeader, ListTable } from '@client/components/admin-list/list-table';
import { SearchBox } from '@client/components/admin-list/search-box';
import { useKeepPageInRange } from '@client/components/admin-list/use-list-params';
import { PageAccessGate } from '@client/components/page-access-gate';
import { PageLoading } from '@client/components/page-loading';
import { QueryState } from '@client/components/query-state';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { selectClass } from '@client/components/ui/native-select';
import { useClub } from '@client/lib/club';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useNavigate, useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import { type AccessRule, type PagePattern, pageAccess } from '@shared/access';
import type { CancelEventInput, EventStatus } from '@shared/schemas/events';
import type { Page } from '@shared/schemas/paging';
import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { AlertTriangle, ArrowLeft, CalendarX, Eye, type LucideIcon, Pencil, Plus, Send } from 'lucide-react';
import { type ComponentType, type ReactNode, useId, useState } from 'react';
import { useCourtOptions } from '../api/registrable-api';
import { CancelEventDialog, EventStatusBadge } from './event-dialogs';
import type { KindFormProps } from './event-form-frame';

/** How one registrable kind reads in the organisers' pages: its words and its addresses. */
export interface AdminKindUi {
  rule: AccessRule;
  listPath: string;
  newPath: string;
  editPath: (id: string) => string;
  publicPath: (slug: string) => string;
  /** "All social events" / "All tournaments". */
  backLabel: string;
  /** The title column's header ("Event", "Tournament"), also the phone card's label. */
  titleLabel: string;
  /** Table caption, e.g. "Social events". */
  caption: string;
  /** The public list's name, e.g. "Social Events". */
  pageName: string;
  /** Plural for the pager, e.g. "events". */
  plural: string;
  searchLabel: string;
  newLabel: string;
  /** "Could not load the event" / "…the tournament". */
  loadError: string;
  newTitle: string;
  editTitle: string;
  cancelLabel: string;
  published: { title: string };
  cancelled: (notified: number) => { title: string; description: string };
  deleted: { title: string; confirmLabel: string; description: string };
  /** The other kind's list, linked from this one. */
  other: { to: string; label: string; Icon: LucideIcon };
}

/** What a kind gives to be shown in the organisers' pages; every label is made from it. */
export interface AdminKindWords {
  /** "event" / "tournament": "New event", "Search events", "Cancel event", "Event published"… */
  noun: string;
  /** The editor's title after "New"/"Edit": "Social Event". */
  title: string;
  /** The table caption ("Social events"), also "All social events" on the way back. */
  caption: string;
  /** The public list's name, e.g. "Social Events". */
  pageName: string;
  paths: { list: PagePattern; new: string; edit: (id: string) => string; public: (slug: string) => string };
  /** Why a draft can be deleted: "Nobody has signed up" / "Nobody has entered". */
  nobodyYet: string;
  /** Who was told of a cancellation: "3 players were e-mailed." */
  cancelledNote: (notified: number) => string;
  other: AdminKindUi['other'];
}

export function adminKindUi(w: AdminKindWords): AdminKindUi {
  const nouns = `${w.noun}s`;
  const Noun = w.noun.charAt(0).toUpperCase() + w.noun.slice(1);
  return {
    rule: pageAccess[w.paths.list],
    listPath: w.paths.list,
    newPath: w.paths.new,
    editPath: w.paths.edit,
    publicPath: w.paths.public,
    backLabel: `All ${w.caption.toLowerCase()}`,
    titleLabel: Noun,
    caption: w.caption,
    pageName: w.pageName,
    plural: nouns,
    searchLabel: `Search ${nouns}`,
    newLabel: `New ${w.noun}`,
    loadError: `Could not load the ${w.noun}`,
    newTitle: `New ${w.title}`,
    editTitle: `Edit ${w.title}`,
    cancelLabel: `Cancel ${w.noun}`,
    published: { title: `${Noun} published` },
    cancelled: (n) => ({ title: `${Noun} cancelled`, description: w.cancelledNote(n) }),
    deleted: {
      title: `${Noun} deleted`,
      confirmLabel: `Delete ${w.noun}`,
      description: `${w.nobodyYet}, so the ${w.noun} can be removed completely. This cannot be undone.`,
    },
    other: w.other,
  };
}

/**
 * What the organisers' views call of a kind's API (adminKindApi): any kind fits, since each
 * view only names the event type it reads (`One`) and the form data it sends (`Input`).
 */
export interface KindActions<One, Input> {
  useOne(id: string): UseQueryResult<One>;
  useCreate(): UseMutationResult<One, Error, Input>;
  useUpdate(): UseMutationResult<One, Error, { id: string; input: Input }>;
  usePublish(): UseMutationResult<One, Error, string>;
  useCancel(): UseMutationResult<{ notified: number }, Error, { id: string; input: CancelEventInput }>;
  useDelete(): UseMutationResult<void, Error, string>;
}

/** Any kind's admin row: enough for the title cell and the common actions. */
interface AdminRowBase {
  id: string;
  slug: string;
  title: string;
  status: EventStatus;
  confirmedCount: number;
  waitlistCount: number;
}

interface AdminEventListProps<Row extends AdminRowBase> {
  ui: AdminKindUi;
  api: Pick<KindActions<unknown, never>, 'usePublish' | 'useCancel'>;
  list: { q: string; page: number; setQuery: (q: string) => void; setPage: (page: number) => void };
  result: UseQueryResult<Page<Row> & { timeZone: string }>;
  csvHref: string;
  /** Filters beside the search box. */
  filters?: ReactNode;
  empty: ReactNode;
  /** Header cells after the title's (sortable, some hidden on small screens). */
  head: ReactNode;
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
export function AdminEventList<Row extends AdminRowBase>(props: AdminEventListProps<Row>) {
  const { ui, list, result, api } = props;
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
              <SearchBox
                label={ui.searchLabel}
                value={list.q}
                onSearch={list.setQuery}
                placeholder="Title or place"
              />
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
        <QueryState
          query={result}
          errorTitle={`Could not load the ${ui.plural}`}
          isEmpty={(data) => data.total === 0}
          empty={props.empty}
        >
          {(data) => (
            <>
              <ListTable
                caption={ui.caption}
                head={
                  <>
                    {props.head}
                    <ActionsHeader />
                  </>
                }
              >
                {data.items.map((row) => (
                  <tr key={row.id} className="border-t align-top">
                    {props.leading(row, data.timeZone)}
                    <td className="px-3 py-2">
                      <Link
                        to={ui.editPath(row.id)}
                        className="font-medium text-link underline-offset-4 hover:underline"
                      >
                        {row.title}
                      </Link>
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
                        <Link
                          to={ui.editPath(row.id)}
                          className={buttonVariants({ variant: 'ghost', size: 'icon' })}
                          aria-label={`Edit ${row.title}`}
                          title="Edit"
                        >
                          <Pencil aria-hidden="true" />
                        </Link>
                        {row.status === 'draft' && (
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Publish ${row.title}`}
                            title="Publish"
                            disabled={publish.isPending}
                            onClick={() => doPublish(row)}
                          >
                            <Send aria-hidden="true" />
                          </Button>
                        )}
                        {props.actions(row)}
                        {row.status !== 'cancelled' && (
                          <Button
                            variant="ghost"
                            size="icon"
                            aria-label={`Cancel ${row.title}`}
                            title={ui.cancelLabel}
                            onClick={() => {
                              cancel.reset();
                              setToCancel(row);
                            }}
                          >
                            <CalendarX aria-hidden="true" />
                          </Button>
                        )}
                      </div>
                    </td>
                  </tr>
                ))}
              </ListTable>
              <ListPagination
                page={data.page}
                pageSize={data.pageSize}
                total={data.total}
                onPage={list.setPage}
                noun={ui.plural}
              />
            </>
          )}
        </QueryState>
        <CancelEventDialog
          open={toCancel !== null}
          onOpenChange={(open) => !open && setToCancel(null)}
          title={toCancel?.title ?? ''}
          registeredCount={(toCancel?.confirmedCount ?? 0) + (toCancel?.waitlistCount ?? 0)}
          isPending={cancel.isPending}
          error={cancel.error?.message}
          onConfirm={async (message) => {
            if (!toCancel) return;
            try {
              const { notified } = await cancel.mutateAsync({ id: toCancel.id, input: { message } });
              toast(ui.cancelled(notified));
              setToCancel(null);
            } catch {
              // Shown in the dialog.
            }
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

function BackToList({ ui }: { ui: AdminKindUi }) {
  return (
    <Link
      to={ui.listPath}
      className="inline-flex items-center gap-1 rounded-sm text-link text-sm underline-offset-4 hover:underline focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {ui.backLabel}
    </Link>
  );
}

/** The frame of an organiser's page: access gate and width. */
export function AdminEventPage({ ui, children }: { ui: AdminKindUi; children: ReactNode }) {
  return (
    <PageAccessGate rule={ui.rule}>
      <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">{children}</div>
    </PageAccessGate>
  );
}

/** …/new: the empty form; saving makes a draft and opens its editor. */
export function AdminEventNew<In, Data>({
  ui,
  api,
  Form,
  empty,
}: {
  ui: AdminKindUi;
  api: Pick<KindActions<{ id: string }, Data>, 'useCreate'>;
  Form: ComponentType<KindFormProps<In, Data>>;
  empty: In;
}) {
  const club = useClub();
  const navigate = useNavigate();
  const create = api.useCreate();
  const courts = useCourtOptions();
  usePageTitle(ui.newTitle);
  // The court list must be there before the form: a select cannot show a value it has no option for.
  if (courts.isPending) return <PageLoading />;
  return (
    <AdminEventPage ui={ui}>
      <div className="space-y-4">
        <BackToList ui={ui} />
        <Card>
          <CardContent className="pt-6">
            <Form
              initial={empty}
              timeZone={club.timeZone}
              courts={courts.data ?? []}
              submitLabel="Save draft"
              onCancel={() => navigate(ui.listPath)}
              onSubmit={async (values) => {
                const created = await create.mutateAsync(values);
                toast({ title: 'Draft saved', description: 'Check it, then publish it when it is ready.' });
                navigate(ui.editPath(created.id), { replace: true });
              }}
            />
          </CardContent>
        </Card>
      </div>
    </AdminEventPage>
  );
}

interface EditableEvent<In> {
  id: string;
  slug: string;
  status: EventStatus;
  timeZone: string;
  values: In & { title: string };
}

/** …/:id: status bar with the lifecycle actions, the form, and what the kind adds below. */
export function AdminEventEditor<In, One extends EditableEvent<In>, Data extends { title: string }>({
  ui,
  api,
  Form,
  formKey,
  summary,
  registeredCount,
  actions,
  below,
  dialogs,
  aboveForm,
  save,
}: {
  ui: AdminKindUi;
  api: KindActions<One, Data>;
  Form: ComponentType<KindFormProps<In, Data>>;
  /** Remounts the form when the saved record changes shape (a new slug, divisions added). */
  formKey: (e: One) => string;
  summary: (e: One) => ReactNode;
  registeredCount: (e: One) => number;
  /** The kind's own actions in the status bar. */
  actions?: (e: One) => ReactNode;
  below?: (e: One) => ReactNode;
  dialogs?: (e: One) => ReactNode;
  /** Shown between the status bar and the form (e.g. which sessions of a series a save changes). */
  aboveForm?: (e: One) => ReactNode;
  /** Saves the form instead of the kind's update when it answers a promise (a session of a series, with its scope). */
  save?: (e: One, values: Data) => Promise<unknown> | undefined;
}) {
  const { id = '' } = useParams();
  const courts = useCourtOptions();
  const isReady = !courts.isPending;
  const navigate = useNavigate();
  const event = api.useOne(id);
  const update = api.useUpdate();
  const publish = api.usePublish();
  const cancel = api.useCancel();
  const remove = api.useDelete();
  const [dialog, setDialog] = useState<'cancel' | 'delete' | null>(null);
  usePageTitle(event.data ? `Edit ${event.data.values.title}` : ui.editTitle);

  if (event.isPending || !isReady) return <PageLoading />;
  if (event.isError) {
    return (
      <AdminEventPage ui={ui}>
        <div className="space-y-4">
          <BackToList ui={ui} />
          <Alert variant="destructive">
            <AlertTriangle aria-hidden="true" />
            <AlertTitle>{ui.loadError}</AlertTitle>
            <AlertDescription>
              <p>{event.error.message}</p>
            </AlertDescription>
          </Alert>
        </div>
      </AdminEventPage>
    );
  }
  const e = event.data;
  const registered = registeredCount(e);
  const doPublish = async () => {
    try {
      await publish.mutateAsync(e.id);
      toast({ title: ui.published.title, description: `It is now on the ${ui.pageName} page.` });
    } catch (error) {
      toast({ title: 'Not published', description: (error as Error).message, variant: 'destructive' });
    }
  };

  return (
    <AdminEventPage ui={ui}>
      <div className="space-y-6">
        <BackToList ui={ui} />
        <div className="flex flex-wrap items-center justify-between gap-3 rounded-xl border bg-card p-4">
          <div className="flex flex-wrap items-center gap-2">
            <EventStatusBadge status={e.status} />
            <span className="text-sm">{summary(e)}</span>
          </div>
          <div className="flex flex-wrap gap-2">
            {e.status === 'draft' && (
              <Button size="sm" disabled={publish.isPending} onClick={doPublish}>
                <Send aria-hidden="true" />
                Publish
              </Button>
            )}
            <Link to={ui.publicPath(e.slug)} className={buttonVariants({ size: 'sm', variant: 'outline' })}>
              <Eye aria-hidden="true" />
              {e.status === 'draft' ? 'Preview' : 'View page'}
            </Link>
            {actions?.(e)}
            {e.status !== 'cancelled' && (
              <Button
                size="sm"
                variant="destructive"
                onClick={() => {
                  cancel.reset();
                  setDialog('cancel');
                }}
              >
                <CalendarX aria-hidden="true" />
                {ui.cancelLabel}
              </Button>
            )}
            {registered === 0 && e.status !== 'published' && (
              <Button
                size="sm"
                variant="ghost"
                onClick={() => {
                  remove.reset();
                  setDialog('delete');
                }}
              >
                Delete
              </Button>
            )}
          </div>
        </div>
        {aboveForm?.(e)}
        <Card>
          <CardContent className="pt-6">
            <Form
              key={formKey(e)}
              initial={e.values}
              timeZone={e.timeZone}
              courts={courts.data ?? []}
              submitLabel="Save changes"
              onCancel={() => navigate(ui.listPath)}
              onSubmit={async (values) => {
                const saving = save?.(e, values);
                if (saving) await saving;
                else await update.mutateAsync({ id: e.id, input: values });
                toast({ title: 'Saved', description: `${values.title} is up to date.` });
              }}
            />
          </CardContent>
        </Card>
        {below?.(e)}
        <CancelEventDialog
          open={dialog === 'cancel'}
          onOpenChange={(open) => !open && setDialog(null)}
          title={e.values.title}
          registeredCount={registered}
          isPending={cancel.isPending}
          error={cancel.error?.message}
          onConfirm={async (message) => {
            try {
              const { notified } = await cancel.mutateAsync({ id: e.id, input: { message } });
              toast(ui.cancelled(notified));
              setDialog(null);
            } catch {
              // Shown in the dialog.
            }
          }}
        />
        <ConfirmDialog
          open={dialog === 'delete'}
          onOpenChange={(open) => !open && setDialog(null)}
          title={`Delete ${e.values.title}?`}
          description={ui.deleted.description}
          confirmLabel={ui.deleted.confirmLabel}
          isPending={remove.isPending}
          error={remove.error?.message ?? null}
          onConfirm={async () => {
            await remove.mutateAsync(e.id);
            toast({ title: ui.deleted.title });
            navigate(ui.listPath, { replace: true });
          }}
        />
        {dialogs?.(e)}
      </div>
    </AdminEventPage>
  );
}
