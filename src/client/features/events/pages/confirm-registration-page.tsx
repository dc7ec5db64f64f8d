import { ErrorAlert } from '@client/components/page-error-alert';
import { PageLoading } from '@client/components/page-loading';
import { Button, buttonVariants } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { apiKey, callApi } from '@client/lib/call-api';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { registrationsApi } from '@shared/api/events';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import type { ConfirmPlaceView } from '@shared/schemas/events-registrations';
import { useMutation, useQuery } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * /registrations/confirm?token=… — a visitor's held place (issue 18). Opening the link confirms
 * nothing (mail scanners open links too): the visitor taps "Confirm my place", which POSTs.
 */
export function ConfirmRegistrationPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const preview = useQuery({
    queryKey: apiKey(registrationsApi.previewConfirm, { query: { token } }),
    queryFn: ({ signal }) => callApi(registrationsApi.previewConfirm, { query: { token }, signal }),
    enabled: token !== '',
    retry: false,
  });
  const confirm = useMutation({
    mutationFn: () => callApi(registrationsApi.confirm, { body: { token } }),
  });

  const shell = (children: ReactNode) => (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">{children}</div>
  );
  const problem = (title: string, message: string) =>
    shell(
      <ErrorAlert title={title}>
        <p>{message}</p>
      </ErrorAlert>,
    );

  if (!token) {
    return problem(
      'This link is incomplete',
      'Please open the link from your e-mail again, or copy the whole address.',
    );
  }
  if (preview.isPending) return <PageLoading />;
  if (preview.isError) return problem('We could not open this sign-up', preview.error.message);

  const view: ConfirmPlaceView = confirm.data ?? preview.data;
  const what = view.divisionName ? `${view.eventTitle} — ${view.divisionName}` : view.eventTitle;
  const when = formatClubDateTime(view.startsAt, view.timeZone);
  const place =
    view.status === 'waitlisted' ? `number ${view.waitlistPosition} on the waitlist` : 'your place';

  if (view.state === 'confirmed') {
    return shell(
      <section className="space-y-4 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="confirm-done">
        <CheckCircle2 aria-hidden="true" className="size-10 text-link" />
        <h2 id="confirm-done" className="font-bold text-2xl">
          {view.status === 'waitlisted' ? 'You are on the waitlist' : "You're in!"}
        </h2>
        <p>
          {view.name}, {place} for <strong>{what}</strong> on {when} is confirmed. The confirmation, with a
          link to cancel, is on its way to your inbox.
        </p>
        <Link to={view.eventPath} className={buttonVariants({ variant: 'outline' })}>
          Back to the event
        </Link>
      </section>,
    );
  }
  if (view.state !== 'held' || (confirm.error instanceof ApiError && confirm.error.code === 'GONE')) {
    return shell(
      <section className="space-y-4 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="confirm-gone">
        <h2 id="confirm-gone" className="font-bold text-2xl">
          {view.state === 'cancelled' ? 'This sign-up was cancelled' : 'This place was released'}
        </h2>
        <p>
          {view.state === 'cancelled'
            ? 'There is nothing left to confirm.'
            : 'It was not confirmed in time, so it went to someone else.'}{' '}
          You can sign up again while places are open.
        </p>
        <Link to={view.eventPath} className={buttonVariants({ variant: 'outline' })}>
          Back to the event
        </Link>
      </section>,
    );
  }
  const until = view.confirmBy
    ? formatClubDateTime(view.confirmBy, view.timeZone, { hour: 'numeric', minute: '2-digit' })
    : '';
  return shell(
    <section className="space-y-4 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="confirm-heading">
      <h2 id="confirm-heading" className="font-bold text-2xl">
        Your place is held
      </h2>
      <p>
        We hold {place} for <strong>{what}</strong> on {when}, signed up as {view.name}, until {until}.
      </p>
      {confirm.isError ? (
        <ErrorAlert title="Not confirmed">
          <p>{confirm.error.message}</p>
        </ErrorAlert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button size="lg" disabled={confirm.isPending} onClick={() => confirm.mutate()}>
          {confirm.isPending ? 'Confirming…' : 'Confirm my place'}
        </Button>
        <Link to={paths.home} className={buttonVariants({ variant: 'ghost', size: 'lg' })}>
          I did not sign up
        </Link>
      </div>
      <p className="text-muted-foreground text-sm">
        Did not sign up? Leave this page: the place is released at {until} and nothing else is sent.
      </p>
    </section>,
  );
}
