import { PageLoading } from '@client/components/page-loading';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { describedBy, FormField } from '@client/components/ui/form-field';
import { AvailabilityBadge } from '@client/features/events/components/availability-badge';
import { placeLabel } from '@client/features/events/components/place-text';
import { RegistrationFields, selectClass } from '@client/features/events/components/registration-fields';
import { rememberRegistration } from '@client/features/events/lib/last-registration';
import type { FormSubmitState } from '@client/features/events/pages/form-submit-success-page';
import { ApiError } from '@client/lib/api-client';
import { displayNameOf, useAuth } from '@client/lib/auth-store';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatClubTimeRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import { formatFee, type SocialSignupFormValues, socialSignupFormSchema } from '@shared/schemas/events';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useId, useMemo, useState } from 'react';
import { type FieldPath, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useRegisterForSocial, useSocialEvents } from '../api/social-events-api';

const fieldNames: FieldPath<SocialSignupFormValues>[] = [
  'eventSlug',
  'name',
  'email',
  'phone',
  'ntrp',
  'partnerName',
  'notes',
];

/** /forms/socials — sign up for a social (anonymous visitors too). ?event=slug preselects it. */
export function SocialSignupPage() {
  const [params] = useSearchParams();
  const wanted = params.get('event') ?? '';
  const events = useSocialEvents();
  const auth = useAuth();
  const navigate = useNavigate();
  const register = useRegisterForSocial();
  const [formError, setFormError] = useState<string | null>(null);
  const id = useId();

  const form = useForm<SocialSignupFormValues>({
    resolver: zodResolver(socialSignupFormSchema),
    defaultValues: {
      eventSlug: wanted,
      name: '',
      email: '',
      phone: '',
      ntrp: '',
      partnerName: '',
      notes: '',
      website: '',
    },
  });
  const { errors, isSubmitting } = form.formState;

  // Signed in: fill in what the profile knows, without overwriting anything typed.
  const profileName = displayNameOf(auth) ?? '';
  const profileEmail = auth.user?.email ?? '';
  useEffect(() => {
    if (profileName && !form.getValues('name')) form.setValue('name', profileName);
    if (profileEmail && !form.getValues('email')) form.setValue('email', profileEmail);
  }, [profileName, profileEmail, form]);

  const open = useMemo(
    () => (events.data?.upcoming ?? []).filter((e) => e.availability.isOpen),
    [events.data],
  );
  const chosenSlug = form.watch('eventSlug');
  const chosen = events.data?.upcoming.find((e) => e.slug === chosenSlug);
  const wantedEvent = events.data?.upcoming.find((e) => e.slug === wanted);

  const submit = form.handleSubmit(async ({ eventSlug, ...input }) => {
    setFormError(null);
    try {
      const result = await register.mutateAsync({ slug: eventSlug, input });
      rememberRegistration(result);
      navigate(paths.formSubmitSuccess, {
        state: { kind: 'registration', result } satisfies FormSubmitState,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : 'Sign-up failed. Please try again.';
      if (error instanceof ApiError && error.status === 409 && /already signed up/.test(message)) {
        form.setError('email', { message }, { shouldFocus: true });
        return;
      }
      const match = /^(\w+): (.*)$/.exec(message);
      const field = fieldNames.find((f) => f === match?.[1]);
      if (error instanceof ApiError && error.status === 400 && field && match) {
        form.setError(field, { message: match[2] }, { shouldFocus: true });
        return;
      }
      setFormError(message);
      void events.refetch();
    }
  });

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
