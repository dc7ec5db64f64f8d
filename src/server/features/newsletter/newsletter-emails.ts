import { defaultClubIdentity } from '@shared/club';
import { paths } from '@shared/paths';
import type { Env } from '../../env';
import { escapeHtml, neutralGreeting, quotedName } from '../../lib/mail/compose-email';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email';

export function confirmLinkOf(env: Env, confirmToken: string): string {
  return `${env.PUBLIC_URL}${paths.newsletterConfirm}?token=${encodeURIComponent(confirmToken)}`;
}

export function unsubscribeLinkOf(env: Env, token: string): string {
  return `${env.PUBLIC_URL}${paths.newsletterUnsubscribe}?token=${encodeURIComponent(token)}`;
}

/**
 * What every newsletter e-mail carries: the visible unsubscribe link (to the landing page)
 * and RFC 8058 one-click headers (mail providers POST to the API URL directly).
 */
export function newsletterUnsubscribeParts(env: Env, token: string) {
  const link = unsubscribeLinkOf(env, token);
  const oneClick = `${env.PUBLIC_URL}/api/newsletter/unsubscribe?token=${encodeURIComponent(token)}`;
  return {
    link,
    headers: {
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: `You are receiving this because you subscribed to the ${defaultClubIdentity.shortName} newsletter.\nUnsubscribe at any time: ${link}`,
    html: `<p style="color:#6b7280;font-size:12px">You are receiving this because you subscribed to the ${escapeHtml(defaultClubIdentity.shortName)} newsletter. <a href="${escapeHtml(link)}">Unsubscribe</a> at any time.</p>`,
  };
}

export const confirmLinkValidDays = 7;

/** The double opt-in e-mail. */
export function confirmationEmail(
  env: Env,
  subscriber: { name: string; email: string; token: string; confirmToken: string },
): OutgoingEmail {
  const club = defaultClubIdentity;
  const confirmLink = confirmLinkOf(env, subscriber.confirmToken);
  const footer = newsletterUnsubscribeParts(env, subscriber.token);
  const text = [
    neutralGreeting,
    '',
    `Thanks for joining the ${club.shortName} community! Please confirm that you want our newsletter (event updates, community news, tournament results and exclusive content) under the name ${quotedName(subscriber.name)} by opening this link:`,
    '',
    confirmLink,
    '',
    `The link is valid for ${confirmLinkValidDays} days. If you did not sign up, ignore this e-mail: you will not get any newsletter.`,
    '',
    `— ${club.name}`,
    club.address,
    '',
    footer.text,
  ].join('\n');
  const html = `<p>${neutralGreeting}</p>
<p>Thanks for joining the ${escapeHtml(club.shortName)} community! Please confirm that you want our newsletter (event updates, community news, tournament results and exclusive content) under the name ${escapeHtml(quotedName(subscriber.name))}.</p>
<p><a href="${escapeHtml(confirmLink)}" style="display:inline-block;background:#15803d;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none">Confirm my subscription</a></p>
<p>Or open this link: <a href="${escapeHtml(confirmLink)}">${escapeHtml(confirmLink)}</a></p>
<p>The link is valid for ${confirmLinkValidDays} days. If you did not sign up, ignore this e-mail: you will not get any newsletter.</p>
<p>— ${escapeHtml(club.name)}<br>${escapeHtml(club.address)}</p>
${footer.html}`;
  return {
    to: subscriber.email,
    subject: `Please confirm your ${club.shortName} newsletter subscription`,
    text,
    html,
    headers: footer.headers,
  };
}
