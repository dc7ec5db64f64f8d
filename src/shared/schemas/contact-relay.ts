import { z } from '../zod';

/*
 * A visitor's message relayed by e-mail to someone whose address the site never shows (a
 * board member on /contacts, a captain on /captains). One schema, one rate limit and one
 * spam trap for every relay: src/server/lib/contact-relay.ts and the client's
 * components/contact-relay-form.tsx.
 */

/** Control characters would let a visitor forge e-mail headers through the subject line. */
export const hasNoControlChars = (s: string) =>
  [...s].every((ch) => {
    const code = ch.charCodeAt(0);
    return code >= 0x20 && code !== 0x7f;
  });

/** POST /api/contacts/:id/message, POST /api/captains/:teamId/message. */
export const relayMessageSchema = z.object({
  name: z
    .string({ error: 'Please enter your name.' })
    .trim()
    .min(2, 'Please enter your name.')
    .max(100, 'Your name can be at most 100 characters.')
    .refine(hasNoControlChars, 'Your name contains characters we cannot send.'),
  email: z
    .string({ error: 'Please enter your e-mail address.' })
    .trim()
    .min(1, 'Please enter your e-mail address so they can reply.')
    .max(254, 'The e-mail address is too long.')
    .pipe(z.email('Please enter a valid e-mail address.')),
  message: z
    .string({ error: 'Please write a message.' })
    .trim()
    .min(10, 'Please write a message of at least 10 characters.')
    .max(5000, 'The message can be at most 5000 characters.'),
  /** Spam trap: hidden from people, filled in by bots. */
  website: z.string().max(500).optional(),
});
export type RelayMessageInput = z.infer<typeof relayMessageSchema>;

export interface RelayMessageResult {
  message: string;
}

/** Relayed messages per visitor address, all relays together. */
export const relayMessageRateLimit = { max: 5, windowMinutes: 60 } as const;
