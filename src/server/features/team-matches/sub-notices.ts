import type { DbOrTx } from '../../db/client';
import { enqueueEmail } from '../../lib/mail/enqueue-email';
import { queueNotice } from '../../lib/notices';

/*
 * Every message of the sub finder goes to one person through this one function (issue 21 §2):
 * today an e-mail through the outbox (in the caller's transaction: a rolled-back claim sends
 * nothing); the push channel is routed here too once members choose push for sub requests.
 */

export interface SubNoticeMatch {
  /** "NJTC Aces vs Riverside 3.5" */
  heading: string;
  /** "Thu, Dec 3, 2026, 6:30 PM" */
  when: string;
  where: string;
}

export type SubNotice =
  | {
      kind: 'request';
      match: SubNoticeMatch;
      lineId: string | null;
      captainName: string;
      note: string;
      /** The signed answer page (one tap answers there: a POST, never the GET of the link). */
      answerUrl: string;
    }
  /** The player's yes took the place. */
  | { kind: 'placed'; match: SubNoticeMatch; lineId: string; lineupUrl: string | null }
  /** Someone else took the place first: thanks all the same. */
  | { kind: 'filled'; match: SubNoticeMatch }
  | { kind: 'cancelled'; match: SubNoticeMatch; captainName: string }
  /** To the captain: who took the place, and whether the lineup went out again. */
  | {
      kind: 'captain-filled';
      match: SubNoticeMatch;
      subName: string;
      lineId: string;
      addedToRoster: boolean;
      isRepublished: boolean;
      lineupUrl: string;
    }
  /** To the captain: the request closed at the match start and nobody took the place. */
  | {
      kind: 'captain-expired';
      match: SubNoticeMatch;
      lineId: string | null;
      asked: number;
      saidNo: number;
      /** The match's page (absolute): the lineup is as the captain left it. */
      matchUrl: string;
    };

export interface SubNoticeRecipient {
  email: string;
  name: string;
  /** Their account: the captains' notices follow their push/e-mail choice for sub requests. */
  userId?: string;
}

function placeText(lineId: string | null): string {
  return lineId ? `line ${lineId}` : 'a place';
}

function compose(notice: SubNotice): { subject: string; lines: string[] } {
  const { match } = notice;
  const facts = [`When: ${match.when}`, `Where: ${match.where}`];
  switch (notice.kind) {
    case 'request':
      return {
        subject: `Can you sub? ${match.heading}, ${match.when}`,
        lines: [
          `${notice.captainName} is looking for a sub for ${placeText(notice.lineId)} in ${match.heading}.`,
          ...(notice.note ? ['', notice.note] : []),
          '',
          ...facts,
          '',
          `Answer yes or no here: ${notice.answerUrl}`,
          '',
          'The first player who says yes gets the place; the request closes when the match starts.',
        ],
      };
    case 'placed':
      return {
        subject: `You are in: ${notice.lineId}, ${match.heading}`,
        lines: [
          `Thank you — the place is yours: you play ${notice.lineId} in ${match.heading}.`,
          '',
          ...facts,
          ...(notice.lineupUrl ? ['', `The lineup: ${notice.lineupUrl}`] : []),
        ],
      };
    case 'filled':
      return {
        subject: `Sub place filled: ${match.heading}`,
        lines: [
          `Thank you for being ready to help. The place in ${match.heading} (${match.when}) has been filled, so you are not needed this time.`,
        ],
      };
    case 'cancelled':
      return {
        subject: `Sub request cancelled: ${match.heading}`,
        lines: [
          `${notice.captainName} cancelled the sub request for ${match.heading} (${match.when}): no answer is needed. Thank you.`,
        ],
      };
    case 'captain-filled':
      return {
        subject: `Sub found: ${notice.subName} plays ${notice.lineId}, ${match.heading}`,
        lines: [
          `${notice.subName} said yes and plays ${notice.lineId} in ${match.heading} (${match.when}).`,
          ...(notice.addedToRoster ? ['', `${notice.subName} was added to the team's roster.`] : []),
          '',
          notice.isRepublished
            ? 'The lineup was published again to the team.'
            : 'The lineup is saved with the change: publish it when it is ready.',
          '',
          `The lineup: ${notice.lineupUrl}`,
        ],
      };
    case 'captain-expired': {
      const unanswered = notice.asked - notice.saidNo;
      return {
        subject: `No sub found: ${match.heading}, ${match.when}`,
        lines: [
          `Your sub request for ${placeText(notice.lineId)} in ${match.heading} closed at the match start without a sub.`,
          '',
          `${notice.asked} ${notice.asked === 1 ? 'player was' : 'players were'} asked: ${notice.saidNo} said no, ${unanswered} did not answer.`,
          'The lineup is as you left it.',
          '',
          ...facts,
          '',
          `The match: ${notice.matchUrl}`,
        ],
      };
    }
  }
}

/**
 * Queues one notice for one person; answers the outbox row's id (null when the person chose
 * push only and has a device). A sub request goes by e-mail and/or push as the player chose
 * (lib/notices.ts, profile → Notifications), and so does the captain's notice of a request that
 * expired unfilled (their choice for sub requests); the other notices by e-mail.
 */
export async function sendSubNotice(
  db: DbOrTx,
  to: SubNoticeRecipient,
  notice: SubNotice,
): Promise<{ emailId: string | null }> {
  const { subject, lines } = compose(notice);
  const email = {
    to: to.email,
    subject,
    text: [`Hello ${to.name},`, '', ...lines, '', '— NJTC'].join('\n'),
  };
  if (notice.kind === 'request') {
    const answer = new URL(notice.answerUrl);
    const { emailId } = await queueNotice(db, {
      kind: 'sub-request',
      email,
      push: {
        title: subject,
        body: lines[0] ?? subject,
        url: `${answer.pathname}${answer.search}`,
        // One per request on the device: the answer page's token names it.
        tag: `sub-${answer.searchParams.get('token')?.slice(0, 24) ?? answer.pathname}`,
      },
    });
    return { emailId };
  }
  if (notice.kind === 'captain-expired') {
    const { emailId } = await queueNotice(db, {
      kind: 'sub-request',
      userId: to.userId,
      email,
      push: {
        title: subject,
        body: lines[0] ?? subject,
        url: new URL(notice.matchUrl).pathname,
        tag: `sub-expired-${new URL(notice.matchUrl).pathname}`,
      },
    });
    return { emailId };
  }
  const { id } = await enqueueEmail(db, email);
  return { emailId: id };
}
