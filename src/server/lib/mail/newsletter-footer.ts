import { defaultClubIdentity } from '@shared/club';
import { paths } from '@shared/paths';
import type { Env } from '../../env';
import { escapeHtml } from './compose-email';

/*
 * The footer of every newsletter e-mail (the confirmation and each issue): the subscriber's own
 * unsubscribe link (their stable token) and the RFC 8058 one-click headers.
 */

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
