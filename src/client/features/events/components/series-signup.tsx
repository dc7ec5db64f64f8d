import { Button } from '@client/components/ui/button';
import { FormError, fieldOf, SelectField, TextField } from '@client/components/ui/form-field';
import { formErrorOf, submitWith } from '@client/lib/apply-server-errors';
import { useAuth } from '@client/lib/auth-store';
import { Link } from '@client/lib/router/link';
import { zodResolver } from '@hookform/resolvers/zod';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import { ntrpRatings } from '@shared/schemas/events';
import {
  type SeriesInfo,
  type SeriesSignupInput,
  type SeriesSignupOutcome,
  type SeriesSignupResult,
  seriesSignupSchema,
} from '@shared/schemas/events-series';
import { CalendarRange, CheckCircle2, Repeat } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useSignUpForSeries } from '../api/event-series-api';
import { SeriesSessionLink } from './series-session-link';

const outcomeText: Record<SeriesSignupOutcome, string> = {
  confirmed: 'Place confirmed',
  waitlisted: 'On the waitlist',
  full: 'Full: not signed up',
  already: 'You were already signed up',
};

/**
 * On the page of a session of a series: the coming sessions, and signing up for all of them at
 * once (signed-in people: their account's e-mail gets the summary, each session its place or
 * waitlist spot).
 */
export function SeriesSection({
  series,
  currentSlug,
  timeZone,
}: {
  series: SeriesInfo;
  currentSlug: string;
  timeZone: string;
}) {
  const headingId = useId();
  const now = Date.now();
  const coming = series.sessions.filter((s) => new Date(s.endsAt).getTime() > now);
  const [isFormOpen, setIsFormOpen] = useState(false);
  const [result, setResult] = useState<SeriesSignupResult | null>(null);
  const when = (iso: string) =>
    formatClubDateTime(iso, timeZone, {
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });

  return (
    <section aria-labelledby={headingId} className="space-y-4 rounded-xl border bg-card p-4 sm:p-6">
      <div className="space-y-1">
        <h2 id={headingId} className="flex items-center gap-2 font-semibold text-lg">
          <Repeat aria-hidden="true" className="size-5" />
          {series.ruleText}: {coming.length} {coming.length === 1 ? 'session' : 'sessions'} to come
        </h2>
        <p className="text-muted-foreground text-sm">
          {series.feeMode === 'series'
            ? `Whole series: ${formatFee(series.seriesFeeCents ?? 0)} (or sign up session by session).`
            : 'Sign up for one session from its page, or for every coming session at once.'}
        </p>
      </div>
      <ul className="divide-y rounded-md border text-sm">
        {coming.map((s) => (
          <li key={s.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
            <SeriesSessionLink
              to={paths.socialEvent(s.slug)}
              label={when(s.startsAt)}
              currentNote={s.slug === currentSlug ? 'this page' : undefined}
            />
            <span className="text-muted-foreground">
              {s.isMoved ? 'Moved · ' : ''}
              {s.confirmedCount >= s.capacity
                ? `Full${s.waitlistCount ? `, ${s.waitlistCount} waiting` : ''}`
                : `${s.capacity - s.confirmedCount} of ${s.capacity} places left`}
            </span>
          </li>
        ))}
      </ul>
      {series.skippedDates.length > 0 && (
        <p className="text-muted-foreground text-sm">
          No session on{' '}
          {series.skippedDates
            .map((d) =>
              formatClubDateTime(`${d}T12:00:00Z`, 'UTC', {
                weekday: 'short',
                month: 'short',
                day: 'numeric',
              }),
            )
            .join(', ')}
          .
        </p>
      )}
      {result ? (
        <SeriesSignupDone result={result} when={when} />
      ) : isFormOpen ? (
        <SeriesSignupForm seriesId={series.id} onDone={setResult} onCancel={() => setIsFormOpen(false)} />
      ) : (
        <SeriesSignupStart onStart={() => setIsFormOpen(true)} canSignUp={coming.length > 0} />
      )}
    </section>
  );
}

function SeriesSignupStart({ onStart, canSignUp }: { onStart: () => void; canSignUp: boolean }) {
  const { isAuthenticated } = useAuth();
  if (!canSignUp) return null;
  if (!isAuthenticated) {
    return (
      <p className="text-sm">
        <Link
          to={paths.login}
          className="text-link underline"
          onClick={() => localStorage.setItem('redirectPath', window.location.pathname)}
        >
          Sign in
        </Link>{' '}
        to sign up for the whole series at once.
      </p>
    );
  }
  return (
    <Button size="lg" variant="outline" className="w-full" onClick={onStart}>
      <CalendarRange aria-hidden="true" />
      Sign up for the whole series
    </Button>
  );
}

function SeriesSignupForm({
  seriesId,
  onDone,
  onCancel,
}: {
  seriesId: string;
  onDone: (r: SeriesSignupResult) => void;
  onCancel: () => void;
}) {
  const { user } = useAuth();
  const signUp = useSignUpForSeries();
  const form = useForm<SeriesSignupInput>({
    resolver: zodResolver(seriesSignupSchema),
    defaultValues: { name: user?.name ?? '', phone: '', ntrp: '', notes: '' },
  });
  const { isSubmitting } = form.formState;
  const onSubmit = form.handleSubmit((values) =>
    submitWith(form, async () => onDone(await signUp.mutateAsync({ id: seriesId, input: values }))),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="Sign up for the whole series">
      <p className="text-sm">
        A place in every coming session (or its waitlist where a session is full), under your account’s e-mail{' '}
        <strong>{user?.email}</strong>.
      </p>
      <FormError title="Not signed up" message={formErrorOf(form)} />
      <TextField label="Name" autoComplete="name" {...fieldOf(form, 'name')} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel"
        hint="So the organisers can reach you on the day."
        {...fieldOf(form, 'phone')}
      />
      <SelectField
        label="NTRP rating"
        placeholder="Not sure"
        options={ntrpRatings.map((r) => [r, r] as const)}
        {...fieldOf(form, 'ntrp')}
      />
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={isSubmitting}>
          {isSubmitting ? 'Signing up…' : 'Sign up for every session'}
        </Button>
        <Button type="button" variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

function SeriesSignupDone({ result, when }: { result: SeriesSignupResult; when: (iso: string) => string }) {
  return (
    <div role="status" className="space-y-3 rounded-lg border bg-secondary p-4">
      <p className="flex items-center gap-2 font-semibold">
        <CheckCircle2 aria-hidden="true" className="size-5" />
        You’re signed up for the series
      </p>
      <ul className="space-y-1 text-sm">
        {result.sessions.map((s) => (
          <li key={s.slug}>
            {when(s.startsAt)}: {outcomeText[s.outcome]}
            {s.outcome === 'waitlisted' && s.waitlistPosition ? ` (#${s.waitlistPosition})` : ''}
          </li>
        ))}
      </ul>
      {result.feeCents > 0 && (
        <p className="text-sm">
          {result.feeMode === 'series' ? 'Series fee' : 'Fees for your confirmed sessions'}:{' '}
          {formatFee(result.feeCents)}, payable on the day or from{' '}
          <Link to={paths.paymentIntents} className="text-link underline">
            your payments
          </Link>
          .
        </p>
      )}
      <p className="text-muted-foreground text-sm">
        We sent the list to your e-mail. Cancel single sessions from your profile.
      </p>
    </div>
  );
}
