import { defaultClubIdentity } from '@shared/club';
import type { OutgoingEmail } from './enqueue-email';

export function escapeHtml(value: string): string {
  return value.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );
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
