import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { BackLink } from '@client/components/page-back-link';
import { ErrorAlert } from '@client/components/page-error-alert';
import { PageLoading } from '@client/components/page-loading';
import { Button, buttonVariants } from '@client/components/ui/button';
import { Card, CardContent } from '@client/components/ui/card';
import { useClub } from '@client/lib/club';
import { usePageTitle } from '@client/lib/page-title';
import { Link } from '@client/lib/router/link';
import { useNavigate, useParams } from '@client/lib/router/router';
import { toast } from '@client/lib/toast-store';
import type { EventStatus } from '@shared/schemas/events';
import { CalendarX, Eye, Send } from 'lucide-react';
import { type ComponentType, type ReactNode, useState } from 'react';
import { useCourtOptions } from '../api/registrable-api';
import { AdminEventPage } from './admin-event-page';
import type { AdminKindUi, KindActions } from './admin-kind-ui';
import { CancelEventDialog, EventStatusBadge } from './event-dialogs';
import type { KindFormProps } from './event-form-frame';

function BackToList({ ui }: { ui: AdminKindUi }) {
  return <BackLink to={ui.listPath}>{ui.backLabel}</BackLink>;
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
  // A dialog opens without the last attempt's error.
  const openDialog = (which: 'cancel' | 'delete', write: { reset: () => void }) => () => {
    write.reset();
    setDialog(which);
  };
  usePageTitle(event.data ? `Edit ${event.data.values.title}` : ui.editTitle);

  if (event.isPending || !isReady) return <PageLoading />;
  if (event.isError) {
    return (
      <AdminEventPage ui={ui}>
        <div className="space-y-4">
          <BackToList ui={ui} />
          <ErrorAlert title={ui.loadError}>
            <p>{event.error.message}</p>
          </ErrorAlert>
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
              <Button size="sm" variant="destructive" onClick={openDialog('cancel', cancel)}>
                <CalendarX aria-hidden="true" />
                {ui.cancelLabel}
              </Button>
            )}
            {registered === 0 && e.status !== 'published' && (
              <Button size="sm" variant="ghost" onClick={openDialog('delete', remove)}>
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
          onConfirm={async (input) => {
            const { notified } = await cancel.mutateAsync({ id: e.id, input });
            toast(ui.cancelled(notified));
            setDialog(null);
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
