import { buttonVariants } from '@client/components/ui/button';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useLocation } from '@client/lib/router/router';
import { formatClubDateTime } from '@shared/club-time';
import { paths } from '@shared/paths';
import { feePaymentText } from '@shared/schemas/events';
import { type RegistrationResult, unconfirmedHoldMinutes } from '@shared/schemas/events-registrations';
import { Banknote, CalendarPlus, CheckCircle2, Hourglass, MailCheck } from 'lucide-react';
import { PayFeeOnline } from '../components/pay-fee-online';
import { recallRegistration } from '../lib/last-registration';

/** What a form may pass in the navigation state to this page. */
export type FormSubmitState =
  | { kind: 'registration'; result: RegistrationResult }
  | { kind: 'message'; title: string; message: string; backTo?: string; backLabel?: string };

function isState(value: unknown): value is FormSubmitState {
  return !!value && typeof value === 'object' && 'kind' in value;
}

/** /form_submit/success: says what happened after a form was sent. */
export function FormSubmitSuccessPage() {
  usePageHead({ description: 'Thank you: your sign-up with {{club.name}} has been received.' });
  const location = useLocation();
  const state = isState(location.state) ? location.state : null;
  const result = state?.kind === 'registration' ? state.result : state ? null : recallRegistration();

  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
      {result ? (
        <RegistrationOutcome result={result} />
      ) : state?.kind === 'message' ? (
        <section className="space-y-4 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="done-heading">
          <CheckCircle2 aria-hidden="true" className="size-10 text-link" />
          <h2 id="done-heading" className="font-bold text-2xl">
            {state.title}
          </h2>
          <p>{state.message}</p>
          <Link to={state.backTo ?? paths.home} className={buttonVariants({ variant: 'outline' })}>
            {state.backLabel ?? 'Back to the home page'}
          </Link>
        </section>
      ) : (
        <section className="space-y-4 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="done-heading">
          <CheckCircle2 aria-hidden="true" className="size-10 text-link" />
          <h2 id="done-heading" className="font-bold text-2xl">
            Thank you
          </h2>
          <p>Your form was sent. If it needs an answer, the club will be in touch by e-mail.</p>
          <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
            Back to the home page
          </Link>
        </section>
      )}
    </div>
  );
}

function RegistrationOutcome({ result }: { result: RegistrationResult }) {
  // A visitor's place counts once they confirm it from the e-mail (issue 18).
  if (result.confirmBy) return <HeldOutcome result={result} confirmBy={result.confirmBy} />;
  const isConfirmed = result.status === 'confirmed';
  // A family person's place (results remembered before families were sign-up-able lack the flag).
  const familyName = result.isFamilyMember ? result.name : null;
  const what = result.divisionName ? `${result.eventTitle} — ${result.divisionName}` : result.eventTitle;
  const when =
    result.kind === 'social'
      ? formatClubDateTime(result.startsAt, result.timeZone)
      : formatClubDateTime(result.startsAt, result.timeZone, {
          weekday: 'long',
          month: 'long',
          day: 'numeric',
          year: 'numeric',
        });
  return (
    <section className="space-y-5 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="done-heading">
      {isConfirmed ? (
        <CheckCircle2 aria-hidden="true" className="size-10 text-link" />
      ) : (
        <Hourglass aria-hidden="true" className="size-10 text-link" />
      )}
      <div className="space-y-2">
        <h2 id="done-heading" className="font-bold text-2xl">
          {familyName
            ? isConfirmed
              ? `${familyName} is in!`
              : `${familyName} is on the waitlist — number ${result.waitlistPosition}`
            : isConfirmed
              ? "You're in!"
              : `You're on the waitlist — number ${result.waitlistPosition}`}
        </h2>
        <p className="text-lg">
          {isConfirmed ? (
            <>
              {familyName ? `${familyName}'s` : 'Your'} place for <strong>{what}</strong> on {when} is
              confirmed.
            </>
          ) : familyName ? (
            <>
              <strong>{what}</strong> on {when} is full. {familyName} is number {result.waitlistPosition} on
              the waitlist: if a place opens up they move up automatically and we e-mail you straight away.
            </>
          ) : (
            <>
              <strong>{what}</strong> on {when} is full. You are number {result.waitlistPosition} on the
              waitlist: if a place opens up you move up automatically and we e-mail you straight away.
            </>
          )}
        </p>
      </div>
      {result.feeCents > 0 && (
        <p className="flex items-start gap-2">
          <Banknote aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
          <span>
            {isConfirmed
              ? feePaymentText(result.feeCents, result.feePayment)
              : `If a place opens up, ${feePaymentText(result.feeCents, result.feePayment).replace(/^The/, 'the')}`}
          </span>
        </p>
      )}
      {isConfirmed && result.paymentId ? (
        <PayFeeOnline paymentId={result.paymentId} feeCents={result.feeCents} />
      ) : null}
      <p className="flex items-start gap-2 text-muted-foreground">
        <MailCheck aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
        <span>
          We sent the details to <strong className="text-foreground">{result.email}</strong>. The e-mail has a
          link to cancel if your plans change — please use it so someone else can have your place.
        </span>
      </p>
      <EventLinks result={result} />
    </section>
  );
}

/** A visitor's sign-up: held until confirmed from the e-mail, released after the hold. */
function HeldOutcome({ result, confirmBy }: { result: RegistrationResult; confirmBy: string }) {
  const what = result.divisionName ? `${result.eventTitle} — ${result.divisionName}` : result.eventTitle;
  const until = formatClubDateTime(confirmBy, result.timeZone, { hour: 'numeric', minute: '2-digit' });
  return (
    <section className="space-y-5 rounded-xl border bg-card p-6 shadow-sm" aria-labelledby="done-heading">
      <MailCheck aria-hidden="true" className="size-10 text-link" />
      <div className="space-y-2">
        <h2 id="done-heading" className="font-bold text-2xl">
          Check your e-mail to confirm
        </h2>
        <p className="text-lg">
          We hold{' '}
          {result.status === 'confirmed' ? 'a place' : `number ${result.waitlistPosition} on the waitlist`}{' '}
          for <strong>{what}</strong> until {until} ({unconfirmedHoldMinutes} minutes). It counts once you
          open the e-mail we sent to <strong>{result.email}</strong> and confirm; after {until} it goes to
          someone else.
        </p>
        <p className="text-muted-foreground text-sm">
          No e-mail? Check the spam folder, or sign up again after {until}. Members who sign in first are
          confirmed at once.
        </p>
      </div>
      <EventLinks result={result} />
    </section>
  );
}

function EventLinks({ result }: { result: RegistrationResult }) {
  return (
    <div className="flex flex-wrap gap-2">
      <Link to={result.eventPath} className={buttonVariants()}>
        Back to the event
      </Link>
      <a href={result.calendarPath} download className={buttonVariants({ variant: 'outline' })}>
        <CalendarPlus aria-hidden="true" />
        Add to calendar
      </a>
      <Link
        to={result.kind === 'social' ? paths.socialEvents : paths.events}
        className={buttonVariants({ variant: 'ghost' })}
      >
        {result.kind === 'social' ? 'All social events' : 'All tournaments'}
      </Link>
    </div>
  );
}
