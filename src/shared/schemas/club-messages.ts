import {
  type audienceKinds,
  type DeliveryState,
  eventAudienceOptions,
  messageLimits,
  teamAudienceOptions,
} from '../club-messages';
import { roles } from '../roles';
import { z } from '../zod';

const id = z.uuid('Choose who the message is for.');

/** Who a message is for: resolved to addresses by the server when it is sent. */
export const audienceSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('team'), teamId: id, who: z.enum(teamAudienceOptions) }),
    z.object({ kind: z.literal('event'), eventId: id, who: z.enum(eventAudienceOptions) }),
    z.object({ kind: z.literal('division'), divisionId: id, who: z.enum(eventAudienceOptions) }),
    z.object({ kind: z.literal('league-captains'), leagueId: id }),
    z.object({ kind: z.literal('members') }),
    z.object({ kind: z.literal('role'), role: z.enum(roles) }),
    z.object({ kind: z.literal('dues-overdue') }),
    z.object({ kind: z.literal('newsletter') }),
  ],
  { error: 'Choose who the message is for.' },
);
export type Audience = z.infer<typeof audienceSchema>;

export const messageDraftSchema = z.object({
  audience: audienceSchema,
  subject: z
    .string()
    .trim()
    .min(1, 'Write a subject.')
    .max(messageLimits.subjectMax, `The subject is at most ${messageLimits.subjectMax} characters.`),
  body: z
    .string()
    .trim()
    .min(1, 'Write the message.')
    .max(messageLimits.bodyMax, `The message is at most ${messageLimits.bodyMax} characters.`),
  /** Files uploaded beforehand by the sender (POST /api/messages/attachments). */
  attachmentIds: z
    .array(z.uuid('Attach the file again.'))
    .max(messageLimits.attachmentsMax, `At most ${messageLimits.attachmentsMax} attachments.`)
    .optional(),
});
export type MessageDraft = z.infer<typeof messageDraftSchema>;

export const sendMessageSchema = messageDraftSchema.extend({
  /** When to send: now when absent. */
  sendAt: z.iso
    .datetime({ offset: true, error: 'Choose a valid date and time.' })
    .optional()
    .transform((v) => (v ? new Date(v) : undefined)),
  /** The recipient count the sender confirmed (the confirmation step shows it). */
  confirmedRecipients: z.number().int().min(0).max(1_000_000),
});
export type SendMessageInput = z.input<typeof sendMessageSchema>;

/** One audience the caller may write to, as the compose form offers it. */
export interface AudienceOption {
  audience: Audience;
  label: string;
  /** Grouping in the picker: "Your teams", "Events", "Club". */
  group: string;
}

export interface MessagePreview {
  subject: string;
  /** The e-mail's HTML body content as the first recipient gets it. */
  html: string;
  text: string;
  audienceLabel: string;
  /** Addresses the message goes to (de-duplicated, without those who left this kind of mail). */
  recipientCount: number;
  /** Addresses of the audience left out because they unsubscribed. */
  skippedCount: number;
}

export interface MessageSummary {
  id: string;
  subject: string;
  audienceLabel: string;
  authorName: string;
  status: 'scheduled' | 'sending' | 'sent';
  sendAt: string;
  sentAt: string | null;
  recipientCount: number;
}

export interface MessageRecipient {
  email: string;
  name: string;
  state: DeliveryState;
  error: string | null;
}

/** A file sent with a message: readable by the message's readers only. */
export interface MessageAttachment {
  id: string;
  name: string;
  contentType: string;
  size: number;
}

/** GET /api/messages/about/:kind/:id — the messages a team's or event's page lists for the viewer. */
export interface RecordMessages {
  /** Sent messages to this record's people the viewer may read, newest first. */
  messages: MessageSummary[];
  /** The viewer belongs to the record's audience (its roster, its players) or writes to it. */
  isAudience: boolean;
  /** The viewer may write to this record's people (captains, organisers, staff). */
  canWrite: boolean;
}

export const attachmentUploadQuerySchema = z.object({
  /** The file's own name, shown to recipients and used in the e-mail. */
  name: z.string().trim().min(1, 'Name the file.').max(500, 'The file name is too long.'),
});

export interface MessageDetail extends MessageSummary {
  attachments: MessageAttachment[];
  /** The Markdown body with the club placeholders filled (the page renders it with the one renderer). */
  body: string;
  audienceKind: (typeof audienceKinds)[number];
  /** For its sender (and those who may write to the audience): each recipient's delivery state. */
  delivery: { counts: Record<DeliveryState, number>; recipients: MessageRecipient[] } | null;
}

export interface MessageLists {
  sent: MessageSummary[];
  received: MessageSummary[];
}
