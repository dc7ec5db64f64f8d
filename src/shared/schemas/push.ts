import {
  type DigestNoticeKind,
  digestNoticeKinds,
  type NoticeChannel,
  type NoticeKind,
  type NoticeTiming,
  noticeChannels,
  noticeKinds,
  noticeTimings,
} from '../notices';
import { z } from '../zod';

const base64url = (what: string, min: number, max: number) =>
  z
    .string({ error: `The subscription's ${what} is missing.` })
    .min(min, `The subscription's ${what} is not valid.`)
    .max(max, `The subscription's ${what} is not valid.`)
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, `The subscription's ${what} is not valid.`);

export const pushEndpointSchema = z
  .string({ error: 'The subscription has no endpoint.' })
  .max(2000, 'The push endpoint is too long.')
  .regex(/^https?:\/\/\S+$/, 'The push endpoint is not an address.');

/** The browser's PushSubscription.toJSON(), as it is: { endpoint, expirationTime, keys }. */
export const pushSubscriptionSchema = z.object({
  endpoint: pushEndpointSchema,
  expirationTime: z.number().nullable().optional(),
  keys: z.object(
    {
      // An uncompressed P-256 point (65 bytes: 87 characters) and a 16-byte secret (22).
      p256dh: base64url('key', 86, 90),
      auth: base64url('auth secret', 21, 26),
    },
    { error: 'The subscription has no keys.' },
  ),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const removePushSubscriptionSchema = z.object({ endpoint: pushEndpointSchema });

export const noticePreferencesSchema = z.object({
  preferences: z.partialRecord(
    z.enum(noticeKinds),
    z.enum(noticeChannels, { error: 'Choose push, e-mail or both.' }),
  ),
  /** At once or in a daily digest, for the kinds that offer it (absent: unchanged). */
  timings: z
    .partialRecord(
      z.enum(digestNoticeKinds),
      z.enum(noticeTimings, { error: 'Choose at once or daily digest.' }),
    )
    .optional(),
});
export type NoticePreferencesInput = z.infer<typeof noticePreferencesSchema>;

export interface NoticePreferences {
  preferences: Record<NoticeKind, NoticeChannel>;
  timings: Record<DigestNoticeKind, NoticeTiming>;
  /** How many browsers/devices of the member receive pushes. */
  subscriptionCount: number;
}
