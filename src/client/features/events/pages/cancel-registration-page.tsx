import { ErrorAlert } from '@client/components/page-error-alert';
import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { apiKey, callApi } from '@client/lib/call-api';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { registrationsApi } from '@shared/api/events';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * /registrations/cancel?token=… — the link in the confirmation e-mail. Opening it
 * changes nothing (mail scanners open links too): the player confirms with a button.
 */
export function CancelRegistrationPage() {
  usePageHead({ description: 'Cancel your sign-up for a {{club.shortName}} event.' });
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useQuery({
    queryKey: apiKey(registrationsApi.previewCancel, { query: { token } }),
    queryFn: ({ signal }) => callApi(registrationsApi.previewCancel, { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
  const cancel = useMutation({
    mutationFn: () => callApi(registrationsApi.cancel, { body: { token } }),
  });

  const shell = (children: ReactNode) => (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">{children}</div>
  );

  if (!token) {
    return shell(
      <ErrorAlert title="This link is incomplete">
        <p>Please open the cancel link from your confirmation e-mail again, or copy the whole address.</p>
      </ErrorAlert>,
    );
  }
  if (preview.isPending) return <PageLoading />;
  if (preview.isError) {
    return shell(
      <ErrorAlert title="We could not open this registration">
        <p>{preview.error.message}</p>
      </ErrorAlert>,
    );
  }

  const p = preview.data;
  const what = p.divisionName ? `${p.eventTitle} — ${p.divisionName}` : p.eventTitle;
  const when = formatClubDateTime(p.startsAt, p.timeZone);

  if (cancel.isSuccess) {
    return shell(
      <section className="space-y-4 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="cancel-done">
        <CheckCircle2 aria-hidden="true" className="size-10 text-link" />
        <h2 id="cancel-done" className="font-bold text-2xl">
          Your registration is cancelled
        </h2>
        <p>
          Thanks for letting us know, {p.name}.{' '}
          {cancel.data.promotedCount > 0
            ? 'Your place has gone to the next person on the waitlist.'
            : 'Your place is free again for someone else.'}{' '}
          A confirmation is on its way to your inbox.
        </p>
        <Link
          to={p.kind === 'social' ? paths.socialEvents : paths.events}
          className={buttonVariants({ variant: 'outline' })}
        >
          {p.kind === 'social' ? 'See other social events' : 'See other tournaments'}
        </Link>
      </section>,
    );
  }

  return shell(
    <section className="space-y-4 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="cancel-heading">
      <h2 id="cancel-heading" className="font-bold text-2xl">
        Cancel your registration?
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1">
        <dt className="text-muted-foreground">Event</dt>
        <dd className="font-medium">{what}</dd>
        <dt className="text-muted-foreground">When</dt>
        <dd>{when}</dd>
        <dt className="text-muted-foreground">Name</dt>
        <dd>{p.name}</dd>
        <dt className="text-muted-foreground">Status</dt>
        <dd>
          {p.status === 'confirmed'
            ? 'Confirmed'
            : p.status === 'waitlisted'
              ? `Waitlist, number ${p.waitlistPosition}`
              : 'Already cancelled'}
        </dd>
      </dl>
      {p.canCancel ? (
        <>
          <p>
            {p.status === 'confirmed'
              ? 'Your place will go to the first person on the waitlist. You can sign up again later if places are still open.'
              : 'You will leave the waitlist.'}
          </p>
          {cancel.isError && (
            <ErrorAlert title="Not cancelled">
              <p>{cancel.error.message}</p>
            </ErrorAlert>
          )}
          <div className="flex flex-wrap gap-2">
            <Button variant="destructive" disabled={cancel.isPending} onClick={() => cancel.mutate()}>
              {cancel.isPending ? 'Cancelling...' : 'Yes, cancel my registration'}
            </Button>
            <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
              Keep my place
            </Link>
          </div>
        </>
      ) : (
        <Alert>
          <AlertTitle>Nothing to cancel</AlertTitle>
          <AlertDescription>
            <p>
              {p.status === 'cancelled'
                ? 'This registration has already been cancelled.'
                : 'This event has already taken place or was cancelled by the club.'}
            </p>
          </AlertDescription>
        </Alert>
      )}
    </section>,
  );
}
