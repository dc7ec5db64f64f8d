import { CancelSignupButton } from '@client/components/cancel-signup-button';
import { BackLink } from '@client/components/page-back-link';
import { ErrorAlert } from '@client/components/page-error-alert';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { buttonVariants } from '@client/components/ui/button';
import { useViewer } from '@client/lib/auth-store';
import { useMyRegistrations } from '@client/lib/my-registrations';
import { Link } from '@client/lib/router/link';
import { isAllowed, pageAccess } from '@shared/access';
import type { EventStatus } from '@shared/schemas/events';
import type { MyRegistration } from '@shared/schemas/events-registrations';
import { CalendarPlus, CheckCircle2, Hourglass } from 'lucide-react';
import type { ReactNode } from 'react';
import { ShareLink } from './share-link';

/** How a registrable kind's public page speaks of it and where it links. */
export interface DetailKind {
  /**
   * "event" / "tournament": in the cancelled and draft notes, "We couldn't find that event." and
   * the aside's name for screen readers ("Event details").
   */
  noun: string;
  listPath: string;
  listLabel: string;
  notFoundHint: string;
  cancelledText: string;
  pathOf: (slug: string) => string;
  icsUrlOf: (slug: string) => string;
  /** The organisers' page whose access decides who sees the manage links, and those links. */
  adminPage: keyof typeof pageAccess;
  manageLinks: (id: string) => Array<{ to: string; label: string }>;
}

/** "We couldn't find that …" with the way back to the list. */
export function EventNotFound({ kind, message }: { kind: DetailKind; message?: string }) {
  const { listPath: backTo, listLabel: backLabel, notFoundHint: hint } = kind;
  message ??= `We couldn't find that ${kind.noun}.`;
  return (
    <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 sm:px-6">
      <ErrorAlert title={message}>
        <p>{hint}</p>
      </ErrorAlert>
      <Link to={backTo} className={buttonVariants({ variant: 'outline' })}>
        {backLabel}
      </Link>
    </div>
  );
}

/** The signed-in person's own sign-ups for this event (one per division at most). */
export function useMySignups(match: (r: MyRegistration) => boolean): MyRegistration[] {
  const mine = useMyRegistrations();
  return (mine.data?.registrations ?? []).filter(match);
}

/** The note's words for the account's own place or a family person's ("Sam Lee is signed up"). */
function signupWordsOf(r: MyRegistration) {
  const name = r.familyMember?.name;
  if (!name) {
    return {
      isSignedUp: "You're signed up",
      isOnWaitlist: "You're on the waitlist",
      isNoLonger: 'You are no longer on the list',
      leaveWaitlist: 'Leave the waitlist',
      cancel: 'Cancel my sign-up',
    };
  }
  return {
    isSignedUp: `${name} is signed up`,
    isOnWaitlist: `${name} is on the waitlist`,
    isNoLonger: `${name} is no longer on the list`,
    leaveWaitlist: `Take ${name} off the waitlist`,
    cancel: `Cancel ${name}'s sign-up`,
  };
}

/**
 * "You're signed up" / "Sam Lee is signed up" (or the waitlist place) with a cancel action,
 * for the account's own place and those of its family.
 */
export function MySignupNote({ signups }: { signups: MyRegistration[] }) {
  if (signups.length === 0) return null;
  return (
    <ul className="space-y-3" aria-label="Your sign-up">
      {signups.map((r) => {
        const where = r.divisionName ? ` in ${r.divisionName}` : '';
        const isWaiting = r.status === 'waitlisted';
        const who = signupWordsOf(r);
        return (
          <li key={r.id} className="space-y-2 rounded-md border border-link/40 bg-muted p-3 text-sm">
            <p className="flex items-start gap-2 font-semibold">
              {isWaiting ? (
                <Hourglass aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              ) : (
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
              )}
              {isWaiting
                ? `${who.isOnWaitlist}${where} — number ${r.waitlistPosition}`
                : `${who.isSignedUp}${where}`}
            </p>
            {r.canCancel && (
              <CancelSignupButton
                cancels={{ registrationId: r.id }}
                label={isWaiting ? who.leaveWaitlist : who.cancel}
                question={`${isWaiting ? who.leaveWaitlist : who.cancel}?`}
                consequence={
                  isWaiting
                    ? 'The place on the waitlist is given up; signing up again puts you at its end.'
                    : 'The place goes to the next person on the waitlist; you can sign up again while places are open.'
                }
                doneText={`${who.isNoLonger}${where}.`}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}

interface EventDetailFrameProps {
  kind: DetailKind;
  event: { id: string; title: string; slug: string; status: EventStatus };
  /** Above the facts (e.g. the live availability badge). */
  asideTop?: ReactNode;
  facts: ReactNode;
  /** The person's own sign-ups here, shown first with their cancel actions. */
  mine: MyRegistration[];
  /** Sign up / why it is closed. */
  action: ReactNode;
  children: ReactNode;
}

/**
 * The page of one registrable event: notes for cancelled and draft events, the kind's own
 * content, and the aside with its facts, the sign-up action, calendar and share.
 */
export function EventDetailFrame(props: EventDetailFrameProps) {
  const { kind, event } = props;
  const canManage = isAllowed(pageAccess[kind.adminPage], useViewer());
  return (
    <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6">
      <BackLink to={kind.listPath} className="mb-6">
        {kind.listLabel}
      </BackLink>
      {event.status === 'cancelled' && (
        <ErrorAlert title={`This ${kind.noun} has been cancelled`} className="mb-6">
          <p>{kind.cancelledText}</p>
        </ErrorAlert>
      )}
      {event.status === 'draft' && (
        <Alert className="mb-6">
          <AlertTitle>Draft preview</AlertTitle>
          <AlertDescription>
            <p>Only organisers can see this page until the {kind.noun} is published.</p>
          </AlertDescription>
        </Alert>
      )}
      <div className="grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0 space-y-8">{props.children}</div>
        <aside
          aria-label={`${kind.noun[0]!.toUpperCase()}${kind.noun.slice(1)} details`}
          className="space-y-5 self-start rounded-xl border bg-card p-5 shadow-sm"
        >
          {props.asideTop}
          <dl className="space-y-3 text-sm">{props.facts}</dl>
          <MySignupNote signups={props.mine} />
          {props.action}
          <div className="space-y-3 border-t pt-4">
            <a
              href={kind.icsUrlOf(event.slug)}
              download
              className={buttonVariants({ variant: 'outline', className: 'w-full' })}
            >
              <CalendarPlus aria-hidden="true" />
              Add to calendar
            </a>
            <ShareLink title={event.title} path={kind.pathOf(event.slug)} />
          </div>
          {canManage && (
            <div className="flex flex-wrap gap-2 border-t pt-4">
              {kind.manageLinks(event.id).map((link) => (
                <Link
                  key={link.to}
                  to={link.to}
                  className={buttonVariants({ variant: 'secondary', size: 'sm' })}
                >
                  {link.label}
                </Link>
              ))}
            </div>
          )}
        </aside>
      </div>
    </div>
  );
}
