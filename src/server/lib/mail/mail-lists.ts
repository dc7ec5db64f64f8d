import { createHmac, timingSafeEqual } from 'node:crypto';
import { isMailList, type MailList, mailListTitles } from '@shared/mail-lists';
import { paths } from '@shared/paths';
import type { MailListSubscription } from '@shared/schemas/mail-lists';
import { and, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { mailListOptOuts } from '../../db/schema/mail-lists';
import type { Env } from '../../env';
import { AppError } from '../app-error';
import { escapeHtml } from './compose-email';
import type { OutgoingEmail } from './enqueue-email';

/*
 * The club's bulk mail by list (shared/mail-lists.ts): the senders ask who left their list
 * (unsubscribedOf) and send the rest through listEmail, which adds RFC 2369 / RFC 8058
 * List-Unsubscribe headers and a visible link. The link's token is the list and the address
 * signed with the app's secret: nothing stored, every e-mail's link keeps working.
 */

const emailKeyOf = (email: string) => email.trim().toLowerCase();

function signatureOf(secret: string, list: MailList, emailKey: string): string {
  return createHmac('sha256', secret).update(`mail-list:${list}:${emailKey}`).digest('base64url');
}

/** The token of `email`'s unsubscribe link for `list`. */
export function mailListToken(secret: string, list: MailList, email: string): string {
  const key = emailKeyOf(email);
  return `${list}.${Buffer.from(key).toString('base64url')}.${signatureOf(secret, list, key)}`;
}

/** The list and address a token was made for; a refusal when it is not genuine. */
export function readMailListToken(secret: string, token: string): { list: MailList; emailKey: string } {
  const [list = '', encoded = '', signature = ''] = token.split('.');
  const invalid = new AppError(
    'NOT_FOUND',
    'This unsubscribe link is not valid. Use the link in the e-mail.',
  );
  if (!isMailList(list) || !encoded || !signature) throw invalid;
  const emailKey = Buffer.from(encoded, 'base64url').toString('utf8');
  const given = Buffer.from(signature);
  const expected = Buffer.from(signatureOf(secret, list, emailKey));
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalid;
  return { list, emailKey };
}

/** The addresses (lower case) of `emails` that left `list`. */
export async function unsubscribedOf(
  db: DbOrTx,
  list: MailList,
  emails: readonly string[],
): Promise<Set<string>> {
  if (emails.length === 0) return new Set();
  const rows = await db
    .select({ emailKey: mailListOptOuts.emailKey })
    .from(mailListOptOuts)
    .where(and(eq(mailListOptOuts.list, list), inArray(mailListOptOuts.emailKey, emails.map(emailKeyOf))));
  return new Set(rows.map((r) => r.emailKey));
}

export async function isUnsubscribed(db: DbOrTx, list: MailList, email: string): Promise<boolean> {
  return (await unsubscribedOf(db, list, [email])).has(emailKeyOf(email));
}

/** Takes the token's address off its list (or back on); idempotent. */
export async function setMailListSubscription(
  db: DbOrTx,
  secret: string,
  token: string,
  isSubscribed: boolean | null,
): Promise<MailListSubscription> {
  const { list, emailKey } = readMailListToken(secret, token);
  if (isSubscribed === false)
    await db.insert(mailListOptOuts).values({ list, emailKey }).onConflictDoNothing();
  if (isSubscribed === true)
    await db
      .delete(mailListOptOuts)
      .where(and(eq(mailListOptOuts.list, list), eq(mailListOptOuts.emailKey, emailKey)));
  return {
    list,
    title: mailListTitles[list],
    email: emailKey,
    isSubscribed: !(await isUnsubscribed(db, list, emailKey)),
  };
}

/**
 * A message of `list`: List-Unsubscribe headers (the one-click API address, RFC 8058) and a
 * line at its end linking to the page where one leaves the list.
 */
export function listEmail(env: Env, secret: string, list: MailList, msg: OutgoingEmail): OutgoingEmail {
  const token = encodeURIComponent(mailListToken(secret, list, msg.to));
  const page = `${env.PUBLIC_URL}${paths.mailUnsubscribe}?token=${token}`;
  const oneClick = `${env.PUBLIC_URL}/api/mail-lists/unsubscribe?token=${token}`;
  const why = `You get these e-mails as ${mailListTitles[list]}.`;
  return {
    ...msg,
    text: `${msg.text}\n\n${why} Stop them: ${page}`,
    html:
      msg.html === undefined
        ? undefined
        : `${msg.html}\n<p style="color:#6b7280;font-size:12px">${escapeHtml(why)} <a href="${escapeHtml(page)}">Stop these e-mails</a>.</p>`,
    headers: {
      ...msg.headers,
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
