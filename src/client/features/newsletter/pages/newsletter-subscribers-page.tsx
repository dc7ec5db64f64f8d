import { choiceFilter } from '@client/components/admin-list/choice-filter';
import { ConfirmDialog } from '@client/components/admin-list/confirm-dialog';
import { CsvExportLink } from '@client/components/admin-list/csv-export-link';
import { ListFilters } from '@client/components/admin-list/list-filters';
import {
  ActionsHeader,
  ListActionsCell,
  ListCell,
  RowAction,
} from '@client/components/admin-list/list-table';
import { ListToolbar } from '@client/components/admin-list/list-toolbar';
import { useDeleteConfirm } from '@client/components/admin-list/use-delete-confirm';
import { useListParams } from '@client/components/admin-list/use-list-params';
import { ColumnHeaders } from '@client/components/column-headers';
import { PagedListTable } from '@client/components/page-list-table';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { buttonVariants } from '@client/components/ui/button-variants';
import { errorMessage } from '@client/lib/api-client';
import { Link } from '@client/lib/router/link';
import { paths } from '@shared/paths';
import {
  type ImportSubscribersResult,
  type SubscriberListQuery,
  type SubscriberRow,
  subscriberStatuses,
} from '@shared/schemas/newsletter';
import { Trash2, Upload } from 'lucide-react';
import { type ChangeEvent, useId, useState } from 'react';
import {
  subscribersCsvUrl,
  useImportSubscribers,
  useRemoveSubscriber,
  useSubscribers,
} from '../api/newsletter-subscribers-api';

const statusLabels: Record<SubscriberRow['status'], string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  unsubscribed: 'Unsubscribed',
};
const sortKeys = ['createdAt'] as const;
const filterKeys = ['status'] as const;
const maxImportBytes = 2_000_000;

/** /admin/newsletter-subscribers: the board's list of the newsletter's subscribers (issue 22 §2). */
export function NewsletterSubscribersPage() {
  const list = useListParams(sortKeys, 'createdAt', { defaultDir: 'desc', filters: filterKeys });
  const status = list.filters.status;
  const query: SubscriberListQuery = {
    q: list.q,
    page: list.page,
    status: (subscriberStatuses as readonly string[]).includes(status)
      ? (status as SubscriberListQuery['status'])
      : undefined,
  };
  const subscribers = useSubscribers(query);
  const remove = useRemoveSubscriber();
  const confirm = useDeleteConfirm<SubscriberRow>(remove, (row) => ({
    title: 'Subscriber removed',
    description: row.email,
  }));

  return (
    <div className="mx-auto max-w-6xl space-y-4 px-4 py-8 sm:px-6">
      <ListToolbar list={list} searchLabel="Search subscribers" placeholder="Name or e-mail">
        <Link to={paths.newsletterIssues} className="self-center text-link text-sm underline">
          Archive
        </Link>
        <Link to={paths.messageNew} className={buttonVariants({ variant: 'outline' })}>
          Write an issue
        </Link>
        <CsvExportLink href={subscribersCsvUrl(query)} />
      </ListToolbar>
      <ListFilters
        list={list}
        className="grid grid-cols-1 gap-3 sm:max-w-xs"
        filters={[choiceFilter('status', 'Status', 'Any status', subscriberStatuses, statusLabels)]}
      />
      <ImportSubscribers />
      <PagedListTable
        query={subscribers}
        list={list}
        errorTitle="Could not load the subscribers"
        noMatches="No subscribers match this search."
        empty={<p>Nobody has subscribed yet. Visitors subscribe at the bottom of every page.</p>}
        caption="Newsletter subscribers"
        head={
          <>
            <ColumnHeaders columns={['Subscriber', 'Status', 'Subscribed']} />
            <ActionsHeader />
          </>
        }
        noun="subscribers"
      >
        {(data) =>
          data.items.map((s) => (
            <tr key={s.id} className="border-t align-top">
              <ListCell>
                <div className="font-medium">{s.name}</div>
                <div className="text-muted-foreground text-xs">{s.email}</div>
              </ListCell>
              <ListCell label="Status">
                {statusLabels[s.status]}
                {s.confirmedElsewhere && (
                  <div className="text-muted-foreground text-xs">
                    Confirmed elsewhere: {s.confirmedElsewhere}
                  </div>
                )}
              </ListCell>
              <ListCell label="Subscribed">
                {new Date(s.createdAt).toLocaleDateString()}
                {s.source === 'import' && <div className="text-muted-foreground text-xs">Imported</div>}
              </ListCell>
              <ListActionsCell>
                <RowAction label={`Remove ${s.email}`} icon={Trash2} onClick={() => confirm.ask(s)} />
              </ListActionsCell>
            </tr>
          ))
        }
      </PagedListTable>
      <ConfirmDialog
        {...confirm.dialog}
        title="Remove this subscriber?"
        description={`${confirm.target?.email ?? ''} is deleted from the list with their name and dates; they get no more issues. To stop issues but keep the record, they unsubscribe with the link in any issue.`}
        confirmLabel="Remove"
      />
    </div>
  );
}

/** A CSV of existing subscribers: name, email and, for those who confirmed elsewhere, where and when. */
function ImportSubscribers() {
  const id = useId();
  const send = useImportSubscribers();
  const [result, setResult] = useState<ImportSubscribersResult | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const onFile = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setResult(null);
    setProblem(null);
    if (file.size > maxImportBytes) {
      setProblem('The file is larger than 2 MB. Split it and import each part.');
      return;
    }
    try {
      setResult(await send.mutateAsync(await file.text()));
    } catch (error) {
      setProblem(errorMessage(error));
    }
  };
  return (
    <details className="rounded-lg border p-3">
      <summary className="cursor-pointer font-medium">Import subscribers from a CSV file</summary>
      <div className="mt-3 space-y-3 text-sm">
        <p id={`${id}-hint`}>
          Columns: <code>name</code>, <code>email</code> and, optionally, <code>confirmed_elsewhere</code>.
          Each new address gets the confirmation e-mail, unless its <code>confirmed_elsewhere</code> says
          where and when the person already confirmed (e.g. “Mailchimp, 2025-03-02”): that is recorded
          instead. Addresses already on the list are left as they are.
        </p>
        <label htmlFor={`${id}-file`} className={buttonVariants({ variant: 'outline' })}>
          <Upload aria-hidden="true" />
          {send.isPending ? 'Importing…' : 'Choose CSV file'}
        </label>
        <input
          id={`${id}-file`}
          type="file"
          accept=".csv,text/csv"
          className="sr-only"
          aria-describedby={`${id}-hint`}
          disabled={send.isPending}
          onChange={onFile}
        />
        <div aria-live="polite">
          {problem && (
            <Alert variant="destructive">
              <AlertTitle>Not imported</AlertTitle>
              <AlertDescription>
                <p>{problem}</p>
              </AlertDescription>
            </Alert>
          )}
          {result && (
            <Alert>
              <AlertTitle>Imported</AlertTitle>
              <AlertDescription>
                <p>
                  {result.invited} asked to confirm by e-mail, {result.confirmedElsewhere} recorded as
                  confirmed elsewhere, {result.alreadyListed} already on the list.
                </p>
                {result.problems.length > 0 && (
                  <ul className="list-disc pl-5">
                    {result.problems.slice(0, 20).map((p) => (
                      <li key={p.line}>
                        Line {p.line}: {p.problem}
                      </li>
                    ))}
                  </ul>
                )}
              </AlertDescription>
            </Alert>
          )}
        </div>
      </div>
    </details>
  );
}
