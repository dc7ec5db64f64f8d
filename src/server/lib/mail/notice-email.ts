import {
  fillNoticePlaceholders,
  type NoticeTemplateKey,
  noticeTemplateDefaults,
} from '@shared/notice-templates';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { noticeTemplates } from '../../db/schema/notice-templates';
import { getClubIdentity } from '../club-identity';
import { composeMarkdownEmail } from './compose-email';
import type { OutgoingEmail } from './enqueue-email';

/*
 * The one composer of the notices people expect (issue 22 §3): a notice's template (the admin's
 * edit, else the default in src/shared/notice-templates.ts), filled with the club's details and
 * the notice's facts, rendered with the safe Markdown into the club's e-mail layout.
 */

// The site's address for the notices' links: code configuration set when the app is built
// (PUBLIC_URL, the same in every process), like the payment purposes' handlers; not request state.
let siteUrl = '';

export function setNoticeSiteUrl(url: string): void {
  siteUrl = url.replace(/\/+$/, '');
}

/** The site's address (no trailing slash), for links in notices. */
export function noticeSiteUrl(): string {
  return siteUrl;
}

export interface NoticeTemplateText {
  subject: string;
  body: string;
  isEdited: boolean;
}

/** The template as it is used now: the admin's saved edit, or the default. */
export async function noticeTemplateOf(db: DbOrTx, key: NoticeTemplateKey): Promise<NoticeTemplateText> {
  const [row] = await db.select().from(noticeTemplates).where(eq(noticeTemplates.key, key));
  if (row) return { subject: row.subject, body: row.body, isEdited: true };
  const fallback = noticeTemplateDefaults[key];
  return { subject: fallback.subject, body: fallback.body, isEdited: false };
}

/** The club's placeholders' values, beside a notice's own facts. */
export async function clubPlaceholderValues(
  db: DbOrTx,
  siteUrl: string,
  memberName: string,
): Promise<Record<string, string>> {
  const club = await getClubIdentity(db);
  return {
    'club.name': club.name,
    'club.email': club.email,
    'club.phone': club.phone,
    'club.address': club.address,
    'site.url': siteUrl,
    'member.name': memberName,
  };
}

/** Fills and renders a template's text (the preview and the real e-mail both come here). */
export function renderNoticeText(
  template: { subject: string; body: string },
  values: Readonly<Record<string, string>>,
): { subject: string; markdown: string; text: string } {
  return {
    subject: fillNoticePlaceholders(template.subject, values, { markdown: false }).slice(0, 250),
    markdown: fillNoticePlaceholders(template.body, values, { markdown: true }),
    text: fillNoticePlaceholders(template.body, values, { markdown: false }),
  };
}

export interface NoticeFor {
  key: NoticeTemplateKey;
  to: { email: string; name: string };
  facts: Readonly<Record<string, string>>;
}

/** A notice's subject and body, filled (Markdown and plain text). */
export async function noticeParts(
  db: DbOrTx,
  notice: NoticeFor,
): Promise<{ subject: string; markdown: string; text: string; clubName: string }> {
  const template = await noticeTemplateOf(db, notice.key);
  const values = {
    ...(await clubPlaceholderValues(db, siteUrl, notice.to.name)),
    ...notice.facts,
  };
  return { ...renderNoticeText(template, values), clubName: values['club.name']! };
}

/**
 * A notice's e-mail, ready for enqueueEmail or queueNotice (in the caller's transaction).
 * `sections`: other notices' bodies that go in the same e-mail, after a rule (a membership's
 * confirmation carries its payment's receipt: one e-mail, not two at the same moment).
 */
export async function composeNoticeEmail(
  db: DbOrTx,
  notice: NoticeFor,
  sections: readonly NoticeFor[] = [],
): Promise<OutgoingEmail> {
  const main = await noticeParts(db, notice);
  const more = await Promise.all(sections.map((section) => noticeParts(db, section)));
  const markdown = [main.markdown, ...more.map((m) => m.markdown)].join('\n\n---\n\n');
  const text = [main.text, ...more.map((m) => m.text)].join('\n\n----\n\n');
  return composeMarkdownEmail(notice.to.email, main.subject, { markdown, text }, main.clubName);
}
