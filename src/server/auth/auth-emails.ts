import { defaultClubIdentity } from '@shared/club';
import { paths } from '@shared/paths';
import { verificationLinkHours } from '@shared/schemas/accounts';
import type { Env } from '../env';
import { composeEmail as compose, neutralGreeting, quotedName } from '../lib/mail/compose-email';
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
    neutralGreeting,
    [
      `Welcome to ${defaultClubIdentity.name}! Please confirm your e-mail address to finish creating the account of ${quotedName(user.name)}.`,
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
    neutralGreeting,
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
    neutralGreeting,
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
    neutralGreeting,
    [
      'The password of your account was just changed.',
      'If that was not you, reset your password now and tell a club admin.',
    ],
    { href: `${env.PUBLIC_URL}${paths.forgotPassword}`, label: 'Reset my password' },
  );
}

/**
 * To a member brought over from the old site without a usable password (magic link or OAuth
 * there, or a hash that is not bcrypt): the club has moved, and a link to choose a password
 * (a Better Auth reset token, so the usual page takes it).
 */
export function importedMemberPasswordEmail(
  env: Env,
  user: { name: string; email: string },
  token: string,
  validHours: number,
): OutgoingEmail {
  const club = defaultClubIdentity;
  return compose(
    user.email,
    `Choose a password for the new ${club.shortName} website`,
    `Hi ${user.name},`,
    [
      `${club.name} has moved to a new website: ${env.PUBLIC_URL}. Your account came with you, with your roles and your profile.`,
      'The way you signed in on the old site (an e-mail link, another account, or a password the new site cannot read) does not work here: please choose a password to sign in with this e-mail address.',
      `The link works once and is valid for ${validHours / 24} days. After that, use "Forgot password?" on the sign-in page.`,
    ],
    { href: resetPasswordLinkOf(env, token), label: 'Choose my password' },
  );
}
