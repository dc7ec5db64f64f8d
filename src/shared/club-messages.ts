/*
 * Club messages (issue 22 §1): one engine for whatever a club person writes to a group. An
 * audience is data (its kind, the record it is of, an option); the server resolves it when the
 * message is sent, de-duplicates the addresses and leaves out whoever left that kind of mail.
 */
import type { MailList } from './mail-lists';

export const audienceKinds = [
  'team',
  'event',
  'division',
  'league-captains',
  'members',
  'role',
  'dues-overdue',
  'newsletter',
] as const;
export type AudienceKind = (typeof audienceKinds)[number];

/** Who of a team: its whole roster (captains included) or its captains only. */
export const teamAudienceOptions = ['roster', 'captains'] as const;
/** Who of an event or a tournament division, by the state of their place. */
export const eventAudienceOptions = ['confirmed', 'waitlisted', 'both'] as const;

export const eventAudienceLabels: Record<(typeof eventAudienceOptions)[number], string> = {
  confirmed: 'confirmed players',
  waitlisted: 'waitlist',
  both: 'confirmed and waitlisted players',
};

/**
 * The list a recipient leaves with the link at the end of the message (shared/mail-lists.ts);
 * the newsletter has its own subscriptions and unsubscribe link.
 */
export const audienceMailList: Record<AudienceKind, MailList | 'newsletter'> = {
  team: 'team-messages',
  event: 'event-messages',
  division: 'event-messages',
  'league-captains': 'league-messages',
  members: 'club-messages',
  role: 'club-messages',
  'dues-overdue': 'club-messages',
  newsletter: 'newsletter',
};

export const messageLimits = {
  subjectMax: 200,
  bodyMax: 20_000,
  /** How far ahead a message may be scheduled. */
  scheduleDaysMax: 90,
  /** Attachments (PDF, JPEG, PNG, WebP): few and small enough for every recipient's mailbox. */
  attachmentsMax: 5,
  attachmentMaxBytes: 5 * 1024 * 1024,
  /** All of a message's attachments together (base64 makes a 10 MB e-mail about 14 MB). */
  attachmentsTotalMaxBytes: 10 * 1024 * 1024,
  attachmentNameMax: 120,
} as const;

/** The records whose page lists the messages sent to them (a team, a social, a tournament). */
export const messageRecordKinds = ['team', 'event', 'tournament'] as const;
export type MessageRecordKind = (typeof messageRecordKinds)[number];

/** Delivery states of one recipient as the sender sees them (the outbox's, plus left-the-list). */
export const deliveryStates = ['queued', 'sent', 'failed', 'bounced', 'skipped'] as const;
export type DeliveryState = (typeof deliveryStates)[number];

export const deliveryStateLabels: Record<DeliveryState, string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
  bounced: 'Bounced',
  skipped: 'Unsubscribed (not sent)',
};
