import { defaultClubIdentity } from '@shared/club';
import { formatClubDateTime, formatClubTimeRange, formatDateRange } from '@shared/club-time';
import { paths } from '@shared/paths';
import { formatFee } from '@shared/payments';
import type { Env } from '../../env';
import { escapeHtml, neutralGreeting, quotedName } from '../../lib/mail/compose-email';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email';

/** What the e-mails need to know about the event a registration belongs to. */
export interface EmailEvent {
  kind: 'social' | 'division';
  title: string;
  divisionName: string | null;
  /** Path of the public page, e.g. /social_events/summer-mixer. */
  path: string;
  startsAt: Date;
  endsAt: Date;
  /** Tournaments: the dates, "2026-07-11". */
  startDate: string | null;
  endDate: string | null;
  place: string;
  feeCents: number;
  timeZone: string;
}

export interface EmailRegistration {
  name: string;
  email: string;
  waitlistPosition: number | null;
  /** Set when an account signed up a person of its family: the e-mail goes to the account. */
  signedUpBy?: string | null;
}

export function cancelLinkOf(env: Env, token: string): string {
  return `${env.PUBLIC_URL}${paths.registrationsCancel}?token=${encodeURIComponent(token)}`;
}

export function confirmLinkOf(env: Env, token: string): string {
  return `${env.PUBLIC_URL}${paths.registrationsConfirm}?token=${encodeURIComponent(token)}`;
}

function whenOf(e: EmailEvent): string {
  if (e.kind === 'division' && e.startDate && e.endDate) return formatDateRange(e.startDate, e.endDate);
  return formatClubTimeRange(e.startsAt, e.endsAt, e.timeZone);
}

function eventLabel(e: EmailEvent): string {
  return e.divisionName ? `${e.title} — ${e.divisionName}` : e.title;
}

interface Parts {
  subject: string;
  intro: string[];
  showDetails: boolean;
  cancelToken: string | null;
  /** A visitor's held place: the button that confirms it (instead of the cancel link). */
  confirm?: { token: string };
  outro?: string[];
}

/**
 * Every registration e-mail. The name was typed into a public form and the address may be
 * anyone's (issue 18): the greeting is the club's own, and the name appears only as data, in
 * quotes, in the text ("Name on the sign-up: “…”"), never where it could read as our words.
 */
function compose(env: Env, e: EmailEvent, r: EmailRegistration, rawParts: Parts): OutgoingEmail {
  const club = defaultClubIdentity;
  // A family person's place: the account holder reads it, so say whose place it is.
  const isForFamily = !!r.signedUpBy;
  const parts: Parts = isForFamily
    ? {
        ...rawParts,
        subject: `${rawParts.subject} (${quotedName(r.name)})`,
        intro: [`This is about ${quotedName(r.name)}, whom your account signed up.`, ...rawParts.intro],
      }
    : rawParts;
  const greeting = neutralGreeting;
  const pageUrl = `${env.PUBLIC_URL}${e.path}`;
  const details = parts.showDetails
    ? [
        ['Name on the sign-up', quotedName(r.name)],
        ['When', whenOf(e)],
        ['Where', e.place || 'To be announced'],
        ['Fee', e.feeCents > 0 ? `${formatFee(e.feeCents)}, paid in cash on the day` : formatFee(e.feeCents)],
      ]
    : [];
  const cancelLink = parts.cancelToken ? cancelLinkOf(env, parts.cancelToken) : null;
  const cancelText = cancelLink
    ? ['', "Can't make it? Please cancel so the next person on the waitlist gets your place:", cancelLink]
    : [];
  const confirmLink = parts.confirm ? confirmLinkOf(env, parts.confirm.token) : null;
  const confirmText = confirmLink ? ['', 'Confirm the place here:', confirmLink] : [];
  const text = [
    greeting,
    '',
    ...parts.intro,
    ...confirmText,
    ...(details.length ? ['', `${eventLabel(e)}`, ...details.map(([k, v]) => `${k}: ${v}`)] : []),
    '',
    `Event page: ${pageUrl}`,
    ...cancelText,
    ...(parts.outro?.length ? ['', ...parts.outro] : []),
    '',
    `— ${club.name}`,
  ].join('\n');
  const html = `<p>${escapeHtml(greeting)}</p>
${parts.intro.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
${
  confirmLink
    ? `<p><a href="${escapeHtml(confirmLink)}" style="display:inline-block;padding:10px 16px;background:#166534;color:#ffffff;border-radius:6px;text-decoration:none">Confirm my place</a></p>`
    : ''
}
${
  details.length
    ? `<table role="presentation" style="border-collapse:collapse;margin:12px 0"><caption style="text-align:left;font-weight:bold;padding-bottom:4px">${escapeHtml(eventLabel(e))}</caption>${details
        .map(
          ([k, v]) =>
            `<tr><th scope="row" style="text-align:left;padding:2px 12px 2px 0;color:#4b5563">${escapeHtml(k!)}</th><td>${escapeHtml(v!)}</td></tr>`,
        )
        .join('')}</table>`
    : ''
}
<p><a href="${escapeHtml(pageUrl)}">View the event page</a></p>
${
  cancelLink
    ? `<p>Can't make it? Please cancel so the next person on the waitlist gets your place:<br><a href="${escapeHtml(cancelLink)}">Cancel my registration</a></p>`
    : ''
}
${(parts.outro ?? []).map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p>— ${escapeHtml(club.name)}</p>`;
  return { to: r.email, subject: parts.subject, text, html };
}

/**
 * A visitor without an account signed up (issue 18): the place is held for a while and counts
 * once confirmed from this e-mail; somebody who did not sign up simply ignores it.
 */
export function confirmPlaceEmail(
  env: Env,
  e: EmailEvent,
  r: EmailRegistration & { status: 'confirmed' | 'waitlisted' },
  confirmToken: string,
  confirmBy: Date,
): OutgoingEmail {
  const until = formatClubDateTime(confirmBy, e.timeZone, { hour: 'numeric', minute: '2-digit' });
  const where =
    r.status === 'confirmed' ? 'a place' : `a place on the waitlist (position ${r.waitlistPosition})`;
  return compose(env, e, r, {
    subject: `Please confirm your sign-up: ${eventLabel(e)}`,
    intro: [
      `We received a sign-up for ${eventLabel(e)} with this e-mail address, and hold ${where} for it until ${until}.`,
      'It counts once you confirm it with the button below; after that time it is released for someone else.',
      'Did not sign up? Ignore this e-mail: nothing else will be sent and the place is released.',
    ],
    showDetails: true,
    cancelToken: null,
    confirm: { token: confirmToken },
  });
}

/** Right after sign-up: confirmed, or on the waitlist with the position. */
export function registrationReceivedEmail(
  env: Env,
  e: EmailEvent,
  r: EmailRegistration & { status: 'confirmed' | 'waitlisted' },
  cancelToken: string,
): OutgoingEmail {
  if (r.status === 'confirmed') {
    return compose(env, e, r, {
      subject: `You're signed up: ${eventLabel(e)}`,
      intro: [`Your place is confirmed for ${eventLabel(e)}. See you on court!`],
      showDetails: true,
      cancelToken,
    });
  }
  return compose(env, e, r, {
    subject: `You're on the waitlist (#${r.waitlistPosition}): ${eventLabel(e)}`,
    intro: [
      `${eventLabel(e)} is full, so you are on the waitlist at position ${r.waitlistPosition}.`,
      'If a place opens up you move up automatically, and we will e-mail you straight away.',
    ],
    showDetails: true,
    cancelToken,
  });
}

/** A place opened up (or an organiser moved them up): they are now confirmed. */
export function promotedEmail(
  env: Env,
  e: EmailEvent,
  r: EmailRegistration,
  cancelToken: string,
): OutgoingEmail {
  return compose(env, e, r, {
    subject: `Good news: you're in for ${eventLabel(e)}`,
    intro: [
      `A place opened up and you have moved up from the waitlist: your place for ${eventLabel(e)} is confirmed.`,
    ],
    showDetails: true,
    cancelToken,
  });
}

/** After the player cancelled through their link, or an organiser cancelled for them. */
export function registrationCancelledEmail(
  env: Env,
  e: EmailEvent,
  r: EmailRegistration,
  by: 'player' | 'admin',
): OutgoingEmail {
  return compose(env, e, r, {
    subject: `Registration cancelled: ${eventLabel(e)}`,
    intro:
      by === 'player'
        ? [`Your registration for ${eventLabel(e)} is cancelled. Thanks for letting us know.`]
        : [
            `The organisers have cancelled your registration for ${eventLabel(e)}.`,
            'If you think this is a mistake, please reply or contact the club.',
          ],
    showDetails: false,
    cancelToken: null,
    outro: ['You are welcome to sign up again from the event page while places are open.'],
  });
}

/** The club cancelled the whole event. */
export function eventCancelledEmail(
  env: Env,
  e: EmailEvent,
  r: EmailRegistration,
  message: string,
): OutgoingEmail {
  const when =
    e.kind === 'division' && e.startDate
      ? formatDateRange(e.startDate, e.endDate ?? e.startDate)
      : formatClubDateTime(e.startsAt, e.timeZone);
  return compose(env, e, r, {
    subject: `Cancelled: ${e.title} (${when})`,
    intro: [
      `We're sorry: ${e.title} on ${when} has been cancelled, so your registration is cancelled too.`,
      ...(message ? [message] : []),
      ...(e.feeCents > 0 ? ['If you already paid a fee, the organisers will refund it.'] : []),
    ],
    showDetails: false,
    cancelToken: null,
  });
}

/**
 * A sign-up for the whole series (issue 23 §3): one e-mail for every session it covered, each
 * with what happened there (a place, the waitlist, full). `e` is the first session's event.
 */
export function seriesSignupEmail(
  env: Env,
  e: EmailEvent,
  r: EmailRegistration,
  sessions: ReadonlyArray<{
    startsAt: Date;
    outcome: 'confirmed' | 'waitlisted' | 'full' | 'already';
    waitlistPosition: number | null;
  }>,
  fee: { cents: number; isPerSeries: boolean },
): OutgoingEmail {
  const lineOf = (s: (typeof sessions)[number]) => {
    const when = formatClubDateTime(s.startsAt, e.timeZone);
    if (s.outcome === 'confirmed') return `${when}: your place is confirmed`;
    if (s.outcome === 'waitlisted') return `${when}: full, you are on the waitlist (#${s.waitlistPosition})`;
    if (s.outcome === 'already') return `${when}: you were already signed up`;
    return `${when}: full (no waitlist), not signed up`;
  };
  const feeLine =
    fee.cents > 0
      ? [
          fee.isPerSeries
            ? `The series fee of ${formatFee(fee.cents)} is due, payable on the day or online from your profile.`
            : `Fees: ${formatFee(fee.cents)} in all for your confirmed sessions, each payable on the day.`,
        ]
      : [];
  return compose(env, e, r, {
    subject: `You're signed up for the series: ${e.title}`,
    intro: [`You signed up for every coming session of ${e.title}:`, ...sessions.map(lineOf), ...feeLine],
    showDetails: false,
    cancelToken: null,
    outro: ["Can't make one? Cancel that session from your profile so the next person gets the place."],
  });
}

/** The person cancelled their whole-series sign-up: one e-mail for every session and the money. */
export function seriesCancelledEmail(
  env: Env,
  e: EmailEvent,
  r: EmailRegistration,
  sessions: readonly Date[],
  money: { cancelledDueCents: number; cardRefundCents: number; owedBackCents: number; stillDueCents: number },
): OutgoingEmail {
  const lines = [
    money.cancelledDueCents > 0
      ? `Fees of ${formatFee(money.cancelledDueCents)} that were still to pay are cancelled.`
      : '',
    money.cardRefundCents > 0
      ? `${formatFee(money.cardRefundCents)} is being refunded to your card (it shows in 5–10 days). If the refund does not go through, we will e-mail you.`
      : '',
    money.owedBackCents > 0
      ? `${formatFee(money.owedBackCents)} you paid by cash, cheque or transfer is owed back: the treasurer will return it.`
      : '',
    money.stillDueCents > 0
      ? `${formatFee(money.stillDueCents)} is still due for the sessions already held.`
      : '',
  ].filter(Boolean);
  return compose(env, e, r, {
    subject: `Series sign-up cancelled: ${e.title}`,
    intro: [
      `You cancelled your sign-up for every coming session of ${e.title}. Your place is released in:`,
      ...sessions.map((d) => formatClubDateTime(d, e.timeZone)),
      ...lines,
    ],
    showDetails: false,
    cancelToken: null,
    outro: ['Changed your mind? Sign up again from the event page while places are free.'],
  });
}

/** An organiser moved one session of a series: the new time, for everyone signed up. */
export function sessionMovedEmail(
  env: Env,
  e: EmailEvent,
  r: EmailRegistration,
  previousStart: Date,
): OutgoingEmail {
  return compose(env, e, r, {
    subject: `New time: ${e.title} (${formatClubDateTime(e.startsAt, e.timeZone)})`,
    intro: [
      `The session of ${e.title} planned for ${formatClubDateTime(previousStart, e.timeZone)} has moved to ${formatClubTimeRange(e.startsAt, e.endsAt, e.timeZone)}.`,
      'Your sign-up moves with it. If the new time does not suit you, please cancel so someone else can play.',
    ],
    showDetails: true,
    cancelToken: null,
  });
}
