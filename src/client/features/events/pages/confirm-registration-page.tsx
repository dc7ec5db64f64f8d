import { ErrorAlert } from '@client/components/page-error-alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { ApiError } from '@client/lib/api-client';
import { Link } from '@client/lib/router/link';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { LinkCard, type LinkViewProps, RegistrationLink } from '../components/registration-link';

/**
 * /registrations/confirm?token=… — a visitor's held place (issue 18). Opening the link confirms
 * nothing (mail scanners open links too): the visitor taps "Confirm my place", which POSTs.
 */
export function ConfirmRegistrationPage() {
  return <RegistrationLink kind="confirm" View={HeldPlace} />;
}

function HeldPlace({ view: held, action: confirm }: LinkViewProps<'confirm'>) {
  const view = confirm.data ?? held;
  const what = view.divisionName ? `${view.eventTitle} — ${view.divisionName}` : view.eventTitle;
  const when = formatClubDateTime(view.startsAt, view.timeZone);
  const place =
    view.status === 'waitlisted' ? `number ${view.waitlistPosition} on the waitlist` : 'your place';

  if (view.state === 'confirmed') {
    return (
      <LinkCard
        id="confirm-done"
        title={view.status === 'waitlisted' ? 'You are on the waitlist' : "You're in!"}
        isDone
      >
        <p>
          {view.name}, {place} for <strong>{what}</strong> on {when} is confirmed. The confirmation, with a
          link to cancel, is on its way to your inbox.
        </p>
        <Link to={view.eventPath} className={buttonVariants({ variant: 'outline' })}>
          Back to the event
        </Link>
      </LinkCard>
    );
  }
  if (view.state !== 'held' || (confirm.error instanceof ApiError && confirm.error.code === 'GONE')) {
    return (
      <LinkCard
        id="confirm-gone"
        title={view.state === 'cancelled' ? 'This sign-up was cancelled' : 'This place was released'}
      >
        <p>
          {view.state === 'cancelled'
            ? 'There is nothing left to confirm.'
            : 'It was not confirmed in time, so it went to someone else.'}{' '}
          You can sign up again while places are open.
        </p>
        <Link to={view.eventPath} className={buttonVariants({ variant: 'outline' })}>
          Back to the event
        </Link>
      </LinkCard>
    );
  }
  const until = view.confirmBy
    ? formatClubDateTime(view.confirmBy, view.timeZone, { hour: 'numeric', minute: '2-digit' })
    : '';
  return (
    <LinkCard id="confirm-heading" title="Your place is held">
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
    </LinkCard>
  );
}
