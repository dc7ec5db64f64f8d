import { ErrorAlert } from '@client/components/page-error-alert';
import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { buttonVariants } from '@client/components/ui/button';
import { AvailabilityBadge } from '@client/features/events/components/availability-badge';
import { placeLabel } from '@client/features/events/components/place-text';
import { SignupForm, type SignupFormTexts } from '@client/features/events/components/signup-form';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { defaultClubIdentity } from '@shared/club-identity';
import { formatClubTimeRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import { useRegisterForSocial, useSocialEvents } from '../api/social-events-api';

const texts: SignupFormTexts = {
  title: 'Social event sign-up',
  isTitleShown: false,
  errorTitle: 'Not signed up',
  targetLabel: 'Event',
  targetPlaceholder: 'Choose an event…',
  targetMessage: 'Choose an event.',
  submit: 'Sign up',
  submitting: 'Signing up...',
};

/** /forms/socials — sign up for a social (anonymous visitors too). ?event=slug preselects it. */
export function SocialSignupPage() {
  usePageHead({
    description:
      'Sign up for a {{club.shortName}} social event: choose the event, add your details and see the fee.',
  });
  const [params] = useSearchParams();
  const wanted = params.get('event') ?? '';
  const events = useSocialEvents();
  const register = useRegisterForSocial();
  const hasOpen = (events.data?.upcoming ?? []).some((e) => e.availability.isOpen);
  const wantedEvent = events.data?.upcoming.find((e) => e.slug === wanted);
  const timeZone = events.data?.timeZone ?? defaultClubIdentity.timeZone;

  if (events.isPending) return <PageLoading />;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <p className="text-muted-foreground">
        Sign up for a social below. You do not need an account — we send your confirmation, and a link to
        cancel, to your e-mail address. If the event is full you join the waitlist and move up automatically.
      </p>

      {events.isError && (
        <ErrorAlert title="Could not load the events" onRetry={() => events.refetch()}>
          <p>{events.error.message}</p>
        </ErrorAlert>
      )}

      {wanted && wantedEvent && !wantedEvent.availability.isOpen && (
        <Alert>
          <AlertTitle>Sign-up for {wantedEvent.title} is not open</AlertTitle>
          <AlertDescription>
            <p>It is marked “{wantedEvent.availability.label}”. You can choose another event below.</p>
          </AlertDescription>
        </Alert>
      )}

      {events.isSuccess && !hasOpen ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="mb-3">There are no socials open for sign-up right now.</p>
          <Link to={paths.socialEvents} className={buttonVariants({ variant: 'outline' })}>
            See all social events
          </Link>
        </div>
      ) : (
        <SignupForm
          texts={texts}
          className="space-y-6 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
          targets={events.data?.upcoming ?? []}
          keyOf={(e) => e.slug}
          optionLabel={(e) =>
            `${e.title} — ${formatClubTimeRange(e.startsAt, e.endsAt, timeZone).split(' · ')[0]} (${e.availability.label})`
          }
          target={wanted}
          send={(slug, input) => register.mutateAsync({ slug, input })}
          isSignupFor={(e, r) => r.kind === 'social' && r.eventId === e.id}
          onFailed={() => void events.refetch()}
          details={(chosen) => (
            <div className="flex flex-wrap items-start justify-between gap-2 rounded-lg bg-muted p-3 text-sm">
              <div>
                <p className="font-medium">{formatClubTimeRange(chosen.startsAt, chosen.endsAt, timeZone)}</p>
                <p className="text-muted-foreground">
                  {placeLabel(chosen)} · {formatFee(chosen.feeCents)}
                </p>
              </div>
              <AvailabilityBadge availability={chosen.availability} />
            </div>
          )}
          actions={(chosen) => (
            <Link
              to={paths.socialEvent(chosen.slug)}
              className={buttonVariants({ variant: 'ghost', size: 'lg' })}
            >
              Event details
            </Link>
          )}
          footer={
            <p className="text-muted-foreground text-xs">
              We use your details only to run this event. See our{' '}
              <Link to={paths.privacy} className="text-link underline">
                privacy policy
              </Link>
              .
            </p>
          }
        />
      )}
    </div>
  );
}
