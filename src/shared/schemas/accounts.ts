import { z } from '../zod';
import { fullNameSchema, usernameSchema } from './profiles';

/** Password rules (issue 3): Better Auth enforces the same limits on the server. */
export const passwordMinLength = 10;
export const passwordMaxLength = 128;
/** How long a confirmation link works (the e-mail and the sign-in page say so). */
export const verificationLinkHours = 24;
/** Longest e-mail address SMTP allows in practice (RFC 5321 path limit). */
export const emailMaxLength = 254;

export const passwordSchema = z
  .string({ error: 'Please enter a password.' })
  .min(passwordMinLength, `The password needs at least ${passwordMinLength} characters.`)
  .max(passwordMaxLength, `The password can be at most ${passwordMaxLength} characters.`);

export const emailSchema = z
  .string({ error: 'Please enter your e-mail address.' })
  .trim()
  .min(1, 'Please enter your e-mail address.')
  .max(emailMaxLength, `The e-mail address can be at most ${emailMaxLength} characters.`)
  .pipe(z.email('Please enter a valid e-mail address.'));

/** What the server checks on POST /api/auth/sign-up/email (Better Auth's body plus ours). */
export const signUpBodySchema = z.object({
  name: fullNameSchema,
  username: usernameSchema,
  email: emailSchema,
  password: passwordSchema,
});

/** The /register form: the sign-up body plus the confirmation field. */
export const registerFormSchema = z
  .object({
    fullName: fullNameSchema,
    username: usernameSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });
export type RegisterForm = z.infer<typeof registerFormSchema>;

/** /login: e-mail or username in one field. */
export const signInFormSchema = z.object({
  identifier: z
    .string()
    .trim()
    .min(1, 'Please enter your e-mail address or username.')
    .max(emailMaxLength, 'That is too long for an e-mail address or username.'),
  password: z.string().min(1, 'Please enter your password.').max(passwordMaxLength),
});
export type SignInForm = z.infer<typeof signInFormSchema>;

/** True when the sign-in identifier is an e-mail address (else it is a username). */
export function isEmailIdentifier(identifier: string): boolean {
  return identifier.includes('@');
}

export const forgotPasswordFormSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordFormSchema>;

/** /auth/confirm: new password after a reset link. */
export const resetPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((v) => v.password === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/** /set-password and /auth/change-password. */
export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().min(1, 'Please enter your current password.').max(passwordMaxLength),
    newPassword: passwordSchema,
    confirmPassword: z.string(),
  })
  .refine((v) => v.newPassword === v.confirmPassword, {
    path: ['confirmPassword'],
    message: 'The passwords do not match.',
  })
  .refine((v) => v.newPassword !== v.currentPassword, {
    path: ['newPassword'],
    message: 'The new password must differ from the current one.',
  });
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** GET /api/check-duplicate-email?email= (§5: runs even when empty). */
export const checkDuplicateEmailQuerySchema = z.object({
  email: z
    .string()
    .max(emailMaxLength, `The e-mail address can be at most ${emailMaxLength} characters.`)
    .default(''),
});
export interface CheckDuplicateEmailResponse {
  exists: boolean;
}

/** A rough strength hint for the password field (not a rule: the rules are the lengths above). */
export function passwordStrength(password: string): 'weak' | 'fair' | 'good' | 'strong' {
  if (password.length < passwordMinLength) return 'weak';
  const classes = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((r) => r.test(password)).length;
  const score = classes + (password.length >= 14 ? 1 : 0) + (password.length >= 20 ? 1 : 0);
  if (score >= 5) return 'strong';
  if (score >= 3) return 'good';
  return 'fair';
}

/*
 * Two-factor login forms. Better Auth validates the same requests on the server
 * (/api/auth/two-factor/*); these give the forms their messages.
 */

/** A 6-digit code from an authenticator app (spaces allowed, as apps show "123 456"). */
export const totpCodeSchema = z
  .string()
  .transform((v) => v.replace(/\s+/g, ''))
  .pipe(z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from your authenticator app.'));

/** A backup code as shown when two-factor login was turned on. */
export const backupCodeSchema = z
  .string()
  .trim()
  .min(1, 'Enter one of your backup codes.')
  .max(64, 'That is too long for a backup code.');

/** The second step of signing in. */
export const secondFactorFormSchema = z.discriminatedUnion('method', [
  z.object({ method: z.literal('totp'), code: totpCodeSchema, trustDevice: z.boolean() }),
  z.object({ method: z.literal('backup'), code: backupCodeSchema, trustDevice: z.boolean() }),
]);
export type SecondFactorForm = z.input<typeof secondFactorFormSchema>;

/** Turning two-factor login on or off, or new backup codes: the current password again. */
export const twoFactorPasswordFormSchema = z.object({
  password: z.string().min(1, 'Please enter your password.').max(passwordMaxLength),
});
export type TwoFactorPasswordForm = z.infer<typeof twoFactorPasswordFormSchema>;

/** Finishing the set-up: the first code from the app. */
export const totpConfirmFormSchema = z.object({ code: totpCodeSchema });
export type TotpConfirmForm = z.input<typeof totpConfirmFormSchema>;

/** The otpauth:// URI's secret, for typing into an app by hand. */
export function totpSecretOf(totpUri: string): string | null {
  try {
    return new URL(totpUri).searchParams.get('secret');
  } catch {
    return null;
  }
}
