import { defaultClubIdentity } from '@shared/club';
import { renderMarkdown } from '@shared/markdown';
import type { OutgoingEmail } from './enqueue-email';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
}

/** The greeting of every e-mail that may go to an address someone typed: never a typed name. */
export const neutralGreeting = 'Hello,';

/**
 * A name someone typed (a sign-up form, an invitation), shown as data (issue 18): on one line,
 * in quotes, at most 100 characters, and never at the start of a line, so it cannot pass for the
 * club's own words ("Hi Your account is locked, visit …").
 */
export function quotedName(name: string): string {
  const oneLine = name
    .replace(/[\p{Cc}\u2028\u2029]+/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  const short = oneLine.length > 100 ? `${oneLine.slice(0, 99)}…` : oneLine;
  return `“${short.replace(/[“”"]/g, "'")}”`;
}

/**
 * An e-mail's HTML part as a whole document (issue 19: mail clients and spam filters expect
 * one): the language, the subject as its title, and the body's text style. Every message's
 * HTML is written as the body's content and wrapped here, by enqueueEmail.
 */
export function emailHtmlDocument(subject: string, body: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(subject)}</title>`,
    '</head>',
    '<body style="font-family:Arial,Helvetica,sans-serif;color:#111827;line-height:1.5">',
    body,
    '</body>',
    '</html>',
  ].join('\n');
}

/** A plain e-mail: greeting, paragraphs and one button link, as text and as simple HTML. */
export function composeEmail(
  to: string,
  subject: string,
  greeting: string,
  paragraphs: string[],
  link?: { href: string; label: string },
): OutgoingEmail {
  const club = defaultClubIdentity;
  const text = [
    greeting,
    '',
    ...paragraphs.flatMap((p) => [p, '']),
    ...(link ? [link.href, ''] : []),
    `— ${club.name}`,
  ].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`),
    link
      ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:10px 16px;background:#166534;color:#ffffff;border-radius:6px;text-decoration:none">${escapeHtml(link.label)}</a></p><p style="color:#6b7280;font-size:12px">Or paste this address into your browser: ${escapeHtml(link.href)}</p>`
      : '',
    `<p>— ${escapeHtml(club.name)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

/**
 * An e-mail whose body an admin wrote in Markdown (the notice templates): the body rendered with
 * the one safe renderer, its plain-text twin, and the club's signature as composeEmail signs.
 */
export function composeMarkdownEmail(
  to: string,
  subject: string,
  body: { markdown: string; text: string },
  clubName: string,
): OutgoingEmail {
  return {
    to,
    subject,
    text: [body.text.trim(), '', `— ${clubName}`].join('\n'),
    html: [renderMarkdown(body.markdown), `<p>— ${escapeHtml(clubName)}</p>`].join('\n'),
  };
}
