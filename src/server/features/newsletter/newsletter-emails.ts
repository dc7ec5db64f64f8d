import { defaultClubIdentity } from '@shared/club';
import { paths } from '@shared/paths';
import type { Env } from '../../env';
import { escapeHtml, neutralGreeting, quotedName } from '../../lib/mail/compose-email';
import type { OutgoingEmail } from '../../lib/mail/enqueue-email';
import { newsletterUnsubscribeParts } from '../../lib/mail/newsletter-footer';

export function confirmLinkOf(env: Env, confirmToken: string): string {
  return `${env.PUBLIC_URL}${paths.newsletterConfirm}?token=${encodeURIComponent(confirmToken)}`;
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
