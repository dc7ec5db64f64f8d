import { defaultClubIdentity } from '@shared/club';
import {
  type RelayMessageInput,
  relayMessageRateLimit,
  relayMessageSchema,
} from '@shared/schemas/contact-relay';
import type { DbOrTx } from '../db/client';
import { AppError } from './app-error';
import { enqueueEmail } from './mail/enqueue-email';
import { publicFormRule } from './rate-limit';

/**
 * The protection every "write to someone" form shares (board contacts, captains): the
 * recipient's address never reaches the page, a per-address limit on what we mail on the
 * visitor's behalf (all relays count together), a spam trap, and Reply-To the visitor.
 */
export const relayMessageRule = publicFormRule('contact-message', relayMessageRateLimit, {
  verb: 'sent',
  things: 'messages',
});

/**
 * A relay route's schemas: the shared message form, 202 (queued, not yet sent) and the limit,
 * counted before the body is read: a flood costs one counter, not a parse.
 */
export const relayRouteSchemas = {
  body: relayMessageSchema,
  status: 202,
  rateLimit: relayMessageRule,
} as const;

/** A relay route's answer: a bot's message is refused, any other is sent (`send`) and thanked. */
export async function answerRelay(
  input: RelayMessageInput,
  publicUrl: string,
  send: (site: RelaySite) => Promise<void>,
): Promise<{ message: string }> {
  refuseSpam(input);
  await send({ clubName: defaultClubIdentity.shortName, siteUrl: publicUrl });
  return { message: 'Thank you! Your message has been sent.' };
}

/** Bots fill the hidden field: refuse and send nothing. */
export function refuseSpam(input: { website?: string | undefined }): void {
  if (input.website?.trim()) throw new AppError('BAD_REQUEST', 'Spam detected');
}

export interface RelayRecipient {
  name: string;
  email: string;
  /** What they are written to as, e.g. "as President" or "as captain of Summit Smashers". */
  role: string;
  /** The page the visitor wrote from, e.g. "the Contacts page". */
  pageName: string;
  /** Site path of that page, for the e-mail's footer, e.g. "/contacts". */
  pagePath: string;
}

export interface RelaySite {
  /** Club short name for the subject line, e.g. "NJTC". */
  clubName: string;
  /** Public address of the site, for the footer of the e-mail. */
  siteUrl: string;
}

/**
 * Relays a visitor's message through the outbox with Reply-To set to the visitor: the
 * recipient answers from their own mail program and their address is never shown on the
 * site. Nothing is sent to the visitor's address (it is unverified, so a copy would let
 * anyone mail strangers through us).
 */
export async function relayMessage(
  db: DbOrTx,
  to: RelayRecipient,
  input: RelayMessageInput,
  site: RelaySite,
): Promise<void> {
  const subject = `${site.clubName} website: message from ${input.name}`;
  const text = [
    `Hello ${to.name},`,
    '',
    `${input.name} <${input.email}> wrote to you ${to.role} through ${to.pageName} of the ${site.clubName} website:`,
    '',
    '----------------------------------------',
    input.message,
    '----------------------------------------',
    '',
    `Reply to this e-mail to answer ${input.name} directly (your reply goes to ${input.email}).`,
    'Your own e-mail address was not shown to them.',
    '',
    `— ${site.siteUrl}${to.pagePath}`,
  ].join('\n');
  await enqueueEmail(db, { to: to.email, subject, text, headers: { 'Reply-To': input.email } });
}
