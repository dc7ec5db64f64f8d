import { defaultClubIdentity } from '@shared/club';
import { paths } from '@shared/paths';
import { verificationLinkHours } from '@shared/schemas/auth';
import type { Env } from '../env';
import { composeEmail as compose } from '../lib/mail/compose-email';
import type { OutgoingEmail } from '../lib/mail/enqueue-email';

/** Links go to the client pages, which call Better Auth's endpoints with the token. */
export function verifyEmailLinkOf(env: Env, token: string): string {
  return `${env.PUBLIC_URL}${paths.authVerifyEmail}?token=${encodeURIComponent(token)}`;
}

export function resetPasswordLinkOf(env: Env, token: string): string {
  return `${env.PUBLIC_URL}${paths.authConfirm}?token=${encodeURIComponent(token)}`;
}

export function verificationEmail(
  env: Env,
  user: { name: string; email: string },
  token: string,
): OutgoingEmail {
  const href = verifyEmailLinkOf(env, token);
  return compose(
    user.email,
    `Confirm your e-mail address for ${defaultClubIdentity.shortName}`,
    `Hi ${user.name},`,
    [
      `Welcome to ${defaultClubIdentity.name}! Please confirm your e-mail address to finish creating your account.`,
      `The link works for ${verificationLinkHours} hours, and only for the account signed up with this e-mail. If you did not create an account, ignore this e-mail.`,
    ],
    { href, label: 'Confirm my e-mail address' },
  );
}

export function resetPasswordEmail(
  env: Env,
  user: { name: string; email: string },
  token: string,
): OutgoingEmail {
  const href = resetPasswordLinkOf(env, token);
  return compose(
    user.email,
    `Reset your ${defaultClubIdentity.shortName} password`,
    `Hi ${user.name},`,
    [
      'Someone (hopefully you) asked to reset the password of your account.',
      'Open the link below to choose a new password. It works once and is valid for 1 hour. If you did not ask for this, ignore this e-mail: your password stays the same.',
    ],
    { href, label: 'Choose a new password' },
  );
}

/** Sent instead of a second account when someone signs up with an address that has one. */
export function existingAccountEmail(env: Env, user: { name: string; email: string }): OutgoingEmail {
  return compose(
    user.email,
    `Your ${defaultClubIdentity.shortName} account`,
    `Hi ${user.name},`,
    [
      'Someone tried to create a new account with this e-mail address, but you already have one.',
      'If that was you, sign in instead — or reset your password if you forgot it. If it was not you, no action is needed.',
    ],
    { href: `${env.PUBLIC_URL}${paths.forgotPassword}`, label: 'Reset my password' },
  );
}

export function passwordChangedEmail(env: Env, user: { name: string; email: string }): OutgoingEmail {
  return compose(
    user.email,
    `Your ${defaultClubIdentity.shortName} password was changed`,
    `Hi ${user.name},`,
    [
      'The password of your account was just changed.',
      'If that was not you, reset your password now and tell a club admin.',
    ],
    { href: `${env.PUBLIC_URL}${paths.forgotPassword}`, label: 'Reset my password' },
  );
}
