import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { describedBy, FormField } from '@client/components/ui/form-field';
import { selectClass } from '@client/components/ui/native-select';
import { AvailabilityBadge } from '@client/features/events/components/availability-badge';
import { placeLabel } from '@client/features/events/components/place-text';
import { RegistrationFields } from '@client/features/events/components/registration-fields';
import { useSignupForm } from '@client/features/events/components/use-signup-form';
import { formatClubTimeRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/schemas/events';
import { AlertTriangle } from 'lucide-react';
import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useRegisterForSocial, useSocialEvents } from '../api/social-events-api';

/** /forms/socials — sign up for a social (anonymous visitors too). ?event=slug preselects it. */
export function SocialSignupPage() {
  const [params] = useSearchParams();
  const wanted = params.get('event') ?? '';
  const events = useSocialEvents();
  const register = useRegisterForSocial();
  const { id, form, submit, formError } = useSignupForm({
    targetField: 'eventSlug',
    targetMessage: 'Choose an event.',
    target: wanted,
    send: (slug, input) => register.mutateAsync({ slug, input }),
    onFailed: () => void events.refetch(),
  });
  const { errors, isSubmitting } = form.formState;

  const open = useMemo(
    () => (events.data?.upcoming ?? []).filter((e) => e.availability.isOpen),
    [events.data],
  );
  const chosenSlug = form.watch('eventSlug');
  const chosen = events.data?.upcoming.find((e) => e.slug === chosenSlug);
  const wantedEvent = events.data?.upcoming.find((e) => e.slug === wanted);

  if (events.isPending) return <PageLoading />;

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-8 sm:px-6">
      <p className="text-muted-foreground">
        Sign up for a social below. You do not need an account — we send your confirmation, and a link to
        cancel, to your e-mail address. If the event is full you join the waitlist and move up automatically.
      </p>

      {events.isError && (
        <Alert variant="destructive">
          <AlertTriangle aria-hidden="true" />
          <AlertTitle>Could not load the events</AlertTitle>
          <AlertDescription>
            <p>{events.error.message}</p>
            <Button variant="outline" size="sm" className="mt-2" onClick={() => events.refetch()}>
              Try again
            </Button>
          </AlertDescription>
        </Alert>
      )}

      {wanted && wantedEvent && !wantedEvent.availability.isOpen && (
        <Alert>
          <AlertTitle>Sign-up for {wantedEvent.title} is not open</AlertTitle>
          <AlertDescription>
            <p>It is marked “{wantedEvent.availability.label}”. You can choose another event below.</p>
          </AlertDescription>
        </Alert>
      )}

      {events.isSuccess && open.length === 0 ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="mb-3">There are no socials open for sign-up right now.</p>
          <Link to={paths.socialEvents} className={buttonVariants({ variant: 'outline' })}>
            See all social events
          </Link>
        </div>
      ) : (
        <form
          noValidate
          onSubmit={submit}
          aria-label="Social event sign-up"
          className="space-y-6 rounded-xl border bg-card p-5 shadow-sm sm:p-6"
        >
          {formError && (
            <Alert variant="destructive">
              <AlertTriangle aria-hidden="true" />
              <AlertTitle>Not signed up</AlertTitle>
              <AlertDescription>
                <p>{formError}</p>
              </AlertDescription>
            </Alert>
          )}
          <FormField id={`${id}-event`} label="Event" error={errors.eventSlug?.message}>
            <select
              id={`${id}-event`}
              className={selectClass}
              aria-invalid={!!errors.eventSlug}
              aria-describedby={describedBy(`${id}-event`, errors.eventSlug)}
              {...form.register('eventSlug')}
            >
              <option value="">Choose an event…</option>
              {open.map((e) => (
                <option key={e.id} value={e.slug}>
                  {e.title} —{' '}
                  {formatClubTimeRange(e.startsAt, e.endsAt, events.data!.timeZone).split(' · ')[0]} (
                  {e.availability.label})
                </option>
              ))}
            </select>
          </FormField>
          {chosen && (
            <div className="flex flex-wrap items-start justify-between gap-2 rounded-lg bg-muted p-3 text-sm">
              <div>
                <p className="font-medium">
                  {formatClubTimeRange(chosen.startsAt, chosen.endsAt, events.data!.timeZone)}
                </p>
                <p className="text-muted-foreground">
                  {placeLabel(chosen)} · {formatFee(chosen.feeCents)}
                </p>
              </div>
              <AvailabilityBadge availability={chosen.availability} />
            </div>
          )}
          <RegistrationFields register={form.register} errors={errors} />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="lg" disabled={isSubmitting}>
              {isSubmitting
                ? 'Signing up...'
                : chosen?.availability.state === 'waitlist'
                  ? 'Join the waitlist'
                  : 'Sign up'}
            </Button>
            {chosen && (
              <Link
                to={paths.socialEvent(chosen.slug)}
                className={buttonVariants({ variant: 'ghost', size: 'lg' })}
              >
                Event details
              </Link>
            )}
          </div>
          <p className="text-muted-foreground text-xs">
            We use your details only to run this event. See our{' '}
            <Link to={paths.privacy} className="text-link underline">
              privacy policy
            </Link>
            .
          </p>
        </form>
      )}
    </div>
  );
}
