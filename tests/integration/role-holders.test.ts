import { user } from '@server/db/schema/auth';
import { profileRoles } from '@server/db/schema/roles';
import { accountIdsWithRoles } from '@server/lib/role-holders';
import { lookingForTeamStaff } from '@shared/access';
import type { Role } from '@shared/roles';
import { twoFactorGraceDays } from '@shared/two-factor-rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

/*
 * Who "the league reps" are when a notice goes to them: the holders of a role of the group, as
 * the server honours roles on a request. A role suspended under the two-factor rule (its grace
 * over without two-factor login, decision 025) does not make its holder a recipient.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
});
afterAll(() => t.close());

const dayMs = 24 * 60 * 60 * 1000;

async function holder(roles: Role[], grantedDaysAgo: number, hasTwoFactor = false) {
  const account = await createUser(t, { roles });
  await t.ctx.db
    .update(profileRoles)
    .set({ grantedAt: new Date(Date.now() - grantedDaysAgo * dayMs) })
    .where(eq(profileRoles.profileId, account.id));
  if (hasTwoFactor)
    await t.ctx.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, account.id));
  return account.id;
}

describe('accountIdsWithRoles', () => {
  it('counts roles as honoured under the two-factor rule, each account once', async () => {
    const rep = await holder(['rep'], 60);
    const newAdmin = await holder(['admin'], 2);
    const overdueAdmin = await holder(['admin'], twoFactorGraceDays + 1);
    const overdueAdminAndRep = await holder(['admin', 'rep'], twoFactorGraceDays + 1);
    const secureAdmin = await holder(['admin'], 90, true);
    const member = await holder(['member'], 60);

    const ids = await accountIdsWithRoles(t.ctx.db, lookingForTeamStaff);
    expect(ids).toContain(rep);
    expect(ids).toContain(newAdmin);
    expect(ids).toContain(secureAdmin);
    // Still a rep: the suspended admin role does not take the rep role with it.
    expect(ids).toContain(overdueAdminAndRep);
    expect(ids).not.toContain(overdueAdmin);
    expect(ids).not.toContain(member);
    expect(new Set(ids).size).toBe(ids.length);

    // Turning two-factor login on restores the role at once.
    await t.ctx.db.update(user).set({ twoFactorEnabled: true }).where(eq(user.id, overdueAdmin));
    expect(await accountIdsWithRoles(t.ctx.db, lookingForTeamStaff)).toContain(overdueAdmin);
  });

  it('leaves out the accounts named as excepted', async () => {
    const rep = await holder(['rep'], 1);
    expect(await accountIdsWithRoles(t.ctx.db, ['rep'], [rep])).not.toContain(rep);
    expect(await accountIdsWithRoles(t.ctx.db, [])).toEqual([]);
  });
});
