import { randomBytes } from 'node:crypto';
import { and, asc, count, eq, gt, inArray, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { user } from '../schema/auth';
import { clubMessageRecipients, clubMessages } from '../schema/club-messages';
import { registrations, socialEvents } from '../schema/events';
import { rosterEntries, teams } from '../schema/leagues';
import { emailOutbox } from '../schema/mail';
import { newsletterSubscribers } from '../schema/newsletter';
import {
  demoEventMessage,
  demoNewsletterIssue,
  demoSubscribers,
  demoTeamMessage,
} from '../seed-data/club-messages';

const dayMs = 86_400_000;
const token = () => randomBytes(32).toString('base64url');

interface SentTo {
  email: string;
  name: string;
  userId: string | null;
}

/** A message already sent: its row, its recipients and their delivered outbox rows. */
async function insertSentMessage(
  db: DbOrTx,
  message: typeof clubMessages.$inferInsert & { sentAt: Date },
  recipients: readonly SentTo[],
): Promise<void> {
  const [row] = await db
    .insert(clubMessages)
    .values({
      ...message,
      status: 'sent',
      sendAt: message.sentAt,
      createdAt: message.sentAt,
      recipientCount: recipients.length,
    })
    .returning({ id: clubMessages.id });
  for (const r of recipients) {
    const [mail] = await db
      .insert(emailOutbox)
      .values({
        to: r.email,
        subject: message.subject,
        text: message.bodyMarkdown,
        status: 'sent',
        attempts: 1,
        createdAt: message.sentAt,
        nextAttemptAt: message.sentAt,
        sentAt: message.sentAt,
      })
      .returning({ id: emailOutbox.id });
    await db.insert(clubMessageRecipients).values({
      messageId: row!.id,
      email: r.email,
      emailKey: r.email.toLowerCase(),
      name: r.name,
      userId: r.userId,
      outboxId: mail!.id,
    });
  }
}

/** Subscribers in every state, a sent newsletter issue, a captain's team message. Idempotent. */
export async function seedClubMessages(db: DbOrTx, now = new Date()): Promise<void> {
  const [existing] = await db.select({ n: count() }).from(clubMessages);
  if ((existing?.n ?? 0) > 0) return;
  const ago = (days: number) => new Date(now.getTime() - days * dayMs);
  await db
    .insert(newsletterSubscribers)
    .values(
      demoSubscribers.map((s) => ({
        name: s.name,
        email: s.email,
        emailKey: s.email.toLowerCase(),
        status: s.status,
        token: token(),
        createdAt: ago(s.daysAgo),
        source: s.confirmedElsewhere ? ('import' as const) : ('form' as const),
        confirmedElsewhere: s.confirmedElsewhere ?? null,
        ...(s.status === 'pending' ? { confirmToken: token(), confirmationSentAt: ago(s.daysAgo) } : {}),
        ...(s.status !== 'pending' ? { confirmedAt: ago(s.daysAgo - 0.01) } : {}),
        ...(s.status === 'unsubscribed' ? { unsubscribedAt: ago(Math.max(1, s.daysAgo - 30)) } : {}),
      })),
    )
    .onConflictDoNothing();

  const issueSentAt = ago(demoNewsletterIssue.daysAgo);
  const readers = demoSubscribers.filter(
    (s) => s.status !== 'pending' && s.daysAgo > demoNewsletterIssue.daysAgo,
  );
  await insertSentMessage(
    db,
    {
      authorName: 'NJTC Board',
      audienceKind: 'newsletter',
      audienceLabel: 'Newsletter subscribers',
      subject: demoNewsletterIssue.subject,
      bodyMarkdown: demoNewsletterIssue.body,
      sentAt: issueSentAt,
    },
    readers.map((s) => ({ email: s.email, name: s.name, userId: null })),
  );

  // A team with a captain and a roster: its captain wrote to it a few days ago.
  await seedEventMessage(db, now);
  const [team] = await db
    .select({ id: teams.id, name: teams.name, captainId: teams.captainId, captainName: user.name })
    .from(teams)
    .innerJoin(user, eq(user.id, teams.captainId))
    .where(isNotNull(teams.captainId))
    .orderBy(asc(teams.createdAt))
    .limit(1);
  if (!team) return;
  const roster = await db
    .select({ email: user.email, name: user.name, userId: user.id })
    .from(rosterEntries)
    .innerJoin(user, eq(user.id, rosterEntries.userId))
    .where(eq(rosterEntries.teamId, team.id));
  const byKey = new Map(roster.map((r) => [r.email.toLowerCase(), r]));
  await insertSentMessage(
    db,
    {
      authorId: team.captainId,
      authorName: team.captainName,
      audienceKind: 'team',
      audienceRef: team.id,
      audienceOption: 'roster',
      audienceLabel: `${team.name} — roster`,
      subject: demoTeamMessage.subject,
      bodyMarkdown: demoTeamMessage.body,
      sentAt: ago(demoTeamMessage.daysAgo),
    },
    [...byKey.values()],
  );
}

/** The organisers' note to the players of the next published social that has any. */
async function seedEventMessage(db: DbOrTx, now: Date): Promise<void> {
  const [event] = await db
    .select({ id: socialEvents.id, title: socialEvents.title })
    .from(socialEvents)
    .innerJoin(registrations, eq(registrations.eventRef, socialEvents.id))
    .where(and(eq(socialEvents.status, 'published'), gt(socialEvents.startsAt, now)))
    .orderBy(asc(socialEvents.startsAt))
    .limit(1);
  if (!event) return;
  const players = await db
    .select({ email: registrations.email, name: registrations.name, userId: registrations.userId })
    .from(registrations)
    .where(
      and(eq(registrations.eventRef, event.id), inArray(registrations.status, ['confirmed', 'waitlisted'])),
    );
  const byKey = new Map(players.map((p) => [p.email.toLowerCase(), p]));
  await insertSentMessage(
    db,
    {
      authorName: demoEventMessage.authorName,
      audienceKind: 'event',
      audienceRef: event.id,
      audienceOption: 'both',
      audienceLabel: `${event.title} — confirmed and waitlisted players`,
      subject: demoEventMessage.subject,
      bodyMarkdown: demoEventMessage.body,
      sentAt: new Date(now.getTime() - demoEventMessage.daysAgo * dayMs),
    },
    [...byKey.values()],
  );
}
