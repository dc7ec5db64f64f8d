import { z } from '../zod';
import { passwordMaxLength } from './auth';

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
