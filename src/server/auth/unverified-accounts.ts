import { randomUUID } from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../db/client';
import { account, credentialVersions, session, twoFactor, user } from '../db/schema/auth';

/**
 * Accounts whose address nobody has confirmed yet (issue 18). Signing up with someone else's
 * address and one's own password must never end with a confirmed account under that address:
 *  - a sign-up meeting an unconfirmed account replaces its credentials and username (the
 *    earlier sign-up never proved the address) and moves its credential version on;
 *  - a confirmation link names the credential version it was made for, and confirms (and
 *    signs in) only while the account still has those credentials (auth.ts checks it);
 *  - unconfirmed accounts expire after 7 days.
 */

/** Days an unconfirmed account is kept. */
export const unverifiedAccountDays = 7;

/** The credential version of an account (0: its first credentials). */
export async function credentialVersionOf(db: DbOrTx, userId: string): Promise<number> {
  const [row] = await db
    .select({ version: credentialVersions.version })
    .from(credentialVersions)
    .where(eq(credentialVersions.userId, userId));
  return row?.version ?? 0;
}

export interface ReplacedAccount {
  id: string;
  name: string;
  email: string;
  username: string;
  version: number;
}

/**
 * Gives the unconfirmed account of `email` the new sign-up's name, username and password, and
 * moves its credential version on, so links sent for the earlier credentials confirm nothing.
 * Its sessions and second factors go (an unconfirmed account has none it could have made).
 * Null when the account was confirmed meanwhile (the caller answers as for any existing one).
 */
export async function replaceUnverifiedCredentials(
  db: Db,
  input: { email: string; name: string; username: string; password: string },
): Promise<ReplacedAccount | null> {
  const hash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({ id: user.id, emailVerified: user.emailVerified })
      .from(user)
      .where(eq(user.email, input.email))
      .for('update');
    if (!row || row.emailVerified) return null;
    const username = input.username.toLowerCase();
    await tx
      .update(user)
      .set({
        name: input.name,
        username,
        displayUsername: input.username,
        twoFactorEnabled: false,
        updatedAt: new Date(),
      })
      .where(eq(user.id, row.id));
    const updated = await tx
      .update(account)
      .set({ password: hash, updatedAt: new Date() })
      .where(and(eq(account.userId, row.id), eq(account.providerId, 'credential')))
      .returning({ id: account.id });
    if (updated.length === 0) {
      await tx.insert(account).values({
        id: randomUUID(),
        accountId: row.id,
        providerId: 'credential',
        userId: row.id,
        password: hash,
        updatedAt: new Date(),
      });
    }
    await tx.delete(session).where(eq(session.userId, row.id));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, row.id));
    const [version] = await tx
      .insert(credentialVersions)
      .values({ userId: row.id, version: 1 })
      .onConflictDoUpdate({
        target: credentialVersions.userId,
        set: { version: sql`${credentialVersions.version} + 1`, updatedAt: new Date() },
      })
      .returning({ version: credentialVersions.version });
    return { id: row.id, name: input.name, email: input.email, username, version: version!.version };
  });
}

/**
 * Deletes accounts left unconfirmed for 7 days, in one statement (each row once, whichever
 * process runs it; SKIP LOCKED never waits for a sign-up in progress). An account that holds
 * a membership or a payment (a visitor who joined and paid at the desk) is kept: it is a
 * person's record, confirmed or not. Returns how many went.
 */
export async function expireUnverifiedAccounts(db: DbOrTx, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - unverifiedAccountDays * 24 * 60 * 60 * 1000);
  const result = (await db.execute(sql`
    delete from "user" where "id" in (
      select u."id" from "user" u
      where u."email_verified" = false
        and u."created_at" < ${cutoff}
        and not exists (select 1 from "memberships" m where m."user_id" = u."id")
        and not exists (select 1 from "payments" p where p."user_id" = u."id")
        -- Members brought over from the old site were the club's before they were here: their
        -- creation date is the old site's, and they confirm when they first sign in.
        and not exists (select 1 from "imported_accounts" i where i."user_id" = u."id")
      limit 500
      for update skip locked
    )
    returning "id"`)) as unknown as { rows: { id: string }[] };
  return result.rows.length;
}
