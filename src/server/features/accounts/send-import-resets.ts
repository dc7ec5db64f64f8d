import { generateRandomString } from 'better-auth/crypto';
import { and, eq, isNotNull, isNull, lte, ne, or } from 'drizzle-orm';
import { getAuth } from '../../auth/auth';
import { importedMemberPasswordEmail } from '../../auth/auth-emails';
import type { AppContext } from '../../context';
import { importedAccounts } from '../../db/schema/accounts';
import { account, user } from '../../db/schema/auth';
import { enqueueEmail } from '../../lib/mail/enqueue-email';

/**
 * How long the link of the move-in e-mail works. Longer than a self-service reset link (1 hour):
 * it arrives unasked, on the day the club switches, and members read it over the next days.
 */
export const importResetLinkHours = 72;

export interface SendResetReport {
  /** Queued in the outbox now (the server sends them; with it stopped, at its next start). */
  sent: Array<{ email: string }>;
  /** A link sent less than importResetLinkHours ago still works: not sent again. */
  linkStillValid: Array<{ email: string; sentAt: string }>;
  /** Imported without a password, but they have chosen one since. */
  hasPasswordNow: number;
}

/**
 * `npm run users -- send-reset --imported-without-password`: e-mails every member imported from
 * the old site without a usable password a link to choose one. The link is a Better Auth
 * password-reset token (so the site's reset page and POST /api/auth/reset-password take it, and a
 * member with no password yet gets one). Safe to run again: nobody gets a second link while the
 * first still works, and members who have a password by now get nothing.
 */
export async function sendImportedPasswordResets(
  ctx: AppContext,
  now = new Date(),
): Promise<SendResetReport> {
  const report: SendResetReport = { sent: [], linkStillValid: [], hasPasswordNow: 0 };
  const cutoff = new Date(now.getTime() - importResetLinkHours * 3600_000);
  const rows = await ctx.db
    .select({
      userId: user.id,
      name: user.name,
      email: user.email,
      resetSentAt: importedAccounts.resetSentAt,
      credentialId: account.id,
    })
    .from(importedAccounts)
    .innerJoin(user, eq(user.id, importedAccounts.userId))
    .leftJoin(
      account,
      and(eq(account.userId, user.id), eq(account.providerId, 'credential'), isNotNull(account.password)),
    )
    .where(ne(importedAccounts.passwordState, 'kept'))
    .orderBy(user.email);
  const authContext = await getAuth(ctx).$context;

  for (const row of rows) {
    if (row.credentialId) {
      report.hasPasswordNow += 1;
      continue;
    }
    if (row.resetSentAt && row.resetSentAt > cutoff) {
      report.linkStillValid.push({ email: row.email, sentAt: row.resetSentAt.toISOString() });
      continue;
    }
    // The token is stored as Better Auth's reset flow stores it (request-password-reset).
    const token = generateRandomString(32, 'a-z', 'A-Z', '0-9');
    await authContext.internalAdapter.createVerificationValue({
      value: row.userId,
      identifier: `reset-password:${token}`,
      expiresAt: new Date(now.getTime() + importResetLinkHours * 3600_000),
    });
    // Claimed and queued together: two runs at once send one e-mail (the other's token is never mailed).
    const isClaimed = await ctx.db.transaction(async (tx) => {
      const claimed = await tx
        .update(importedAccounts)
        .set({ resetSentAt: now })
        .where(
          and(
            eq(importedAccounts.userId, row.userId),
            or(isNull(importedAccounts.resetSentAt), lte(importedAccounts.resetSentAt, cutoff)),
          ),
        )
        .returning({ userId: importedAccounts.userId });
      if (!claimed.length) return false;
      await enqueueEmail(tx, importedMemberPasswordEmail(ctx.env, row, token, importResetLinkHours));
      return true;
    });
    if (isClaimed) report.sent.push({ email: row.email });
  }
  return report;
}
