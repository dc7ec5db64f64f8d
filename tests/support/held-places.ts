import { call, lastEmailTo, tokenFromEmail } from './auth-helpers';
import type { TestApp } from './test-context';

/**
 * A visitor's sign-up holds its place until confirmed from the e-mail (issue 18): this taps the
 * "Confirm my place" link of the latest e-mail to `email`, as the visitor would.
 */
export async function confirmHeldPlace(t: TestApp, email: string, headers: Record<string, string> = {}) {
  const mail = await lastEmailTo(t, email);
  if (!mail) throw new Error(`no e-mail to ${email}`);
  const token = tokenFromEmail(mail.text, '/registrations/confirm');
  const res = await call(t, 'POST', '/api/registrations/confirm', { body: { token }, headers });
  if (res.status !== 200) throw new Error(`confirming ${email}: ${res.status} ${JSON.stringify(res.body)}`);
  return res;
}
