import { ErrorAlert } from '@client/components/page-error-alert';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { LinkCard, type LinkViewProps, RegistrationLink } from '../components/registration-link';

/**
 * /registrations/cancel?token=… — the link in the confirmation e-mail. Opening it
 * changes nothing (mail scanners open links too): the player confirms with a button.
 */
export function CancelRegistrationPage() {
  usePageHead({ description: 'Cancel your sign-up for a {{club.shortName}} event.' });
  return <RegistrationLink kind="cancel" View={CancelPreview} />;
}

function CancelPreview({ view: p, action: cancel }: LinkViewProps<'cancel'>) {
  const what = p.divisionName ? `${p.eventTitle} — ${p.divisionName}` : p.eventTitle;
  const when = formatClubDateTime(p.startsAt, p.timeZone);

  if (cancel.isSuccess) {
    return (
      <LinkCard id="cancel-done" title="Your registration is cancelled" isDone>
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
      </LinkCard>
    );
  }

  return (
    <LinkCard id="cancel-heading" title="Cancel your registration?">
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
    </LinkCard>
  );
}
