import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { type Page, type TestInfo, test } from '@playwright/test';
import type { Role } from '@shared/roles';
import { repoRoot } from '../../../scripts/lib/client-build';
import { claimSession, sessionsDirEnv } from './direct-sessions';

/**
 * Confirmed accounts the e2e server starts with, one per role journeys need (admin tools).
 * Created in the server's DATA_DIR before it starts (the running server locks the folder).
 * Test-only credentials of a throwaway database.
 */
export const e2eAccountPassword = 'E2e-Journey-Password-2026!';

export type E2eRole = Role;

export const e2eAccounts: Record<E2eRole, { email: string; name: string; username: string }> = {
  admin: { email: 'e2e-admin@example.org', name: 'Margaret Okafor', username: 'e2e_admin' },
  executive: { email: 'e2e-executive@example.org', name: 'Daniel Reyes', username: 'e2e_executive' },
  board: { email: 'e2e-board@example.org', name: 'Priya Natarajan', username: 'e2e_board' },
  member: { email: 'e2e-member@example.org', name: 'Sam Member', username: 'e2e_member' },
  rep: { email: 'e2e-rep@example.org', name: 'Rita Rep', username: 'e2e_rep' },
  captain: { email: 'e2e-captain@example.org', name: 'Cal Captain', username: 'e2e_captain' },
  guest: { email: 'e2e-guest@example.org', name: 'Gus Guest', username: 'e2e_guest' },
};

/** The e2e captain's team (women's 3.5 18+ of the demo season), made by provision-accounts. */
export const e2eTeam = 'E2E Aces';

/**
 * Accounts that one accounts journey changes (password, two-factor, profile, roles), so
 * journeys never disturb each other's accounts. Same password as above.
 */
export const e2eJourneyAccounts = {
  profile: {
    email: 'e2e-profile@example.org',
    name: 'Pat Profile',
    username: 'e2e_profile',
    roles: ['member'],
  },
  reset: { email: 'e2e-reset@example.org', name: 'Remy Reset', username: 'e2e_reset', roles: ['member'] },
  twoFactor: {
    email: 'e2e-twofactor@example.org',
    name: 'Tess Twofactor',
    username: 'e2e_twofactor',
    roles: ['executive'],
  },
  manyRoles: {
    email: 'e2e-manyroles@example.org',
    name: 'Maximiliana Christabel Montgomery Okonkwo',
    username: 'e2e_manyroles',
    roles: ['executive', 'board', 'rep', 'captain', 'member'],
  },
  /** The my-week journey's player: on a match-day demo team, a social signed up for, its fee owed. */
  week: {
    email: 'e2e-week@example.org',
    name: 'Wendy Weekly',
    username: 'e2e_week',
    roles: ['member'],
  },
  /** On the e2e team's roster from the start: reads what its captain sends (club messages journey). */
  teammate: {
    email: 'e2e-teammate@example.org',
    name: 'Tia Teammate',
    username: 'e2e_teammate',
    roles: ['member'],
  },
  assignee: {
    email: 'e2e-assignee@example.org',
    name: 'Aaron Assignee',
    username: 'e2e_assignee',
    roles: ['guest'],
  },
} as const satisfies Record<
  string,
  { email: string; name: string; username: string; roles: readonly Role[] }
>;

/**
 * Journeys whose account ends up changed for good (a renewal paid, a waiver granted) take a fresh
 * one of these per repetition (testInfo.repeatEachIndex), so `--repeat-each` up to this many
 * passes against one e2e server. Same password as above.
 */
export const spareAccountCount = 5;

export type SpareAccountKind = 'renewal' | 'waiver' | 'family' | 'player' | 'invitee' | 'notified';

const spareNames: Record<SpareAccountKind, readonly string[]> = {
  // Members who held last season's membership and got the renewal reminder (provision-accounts).
  renewal: ['Rowan Avery', 'Rowan Blake', 'Rowan Casey', 'Rowan Delgado', 'Rowan Ellis'],
  // Board members who ask for a no-pay membership.
  waiver: ['Wendy Abbott', 'Wendy Barros', 'Wendy Chen', 'Wendy Dunmore', 'Wendy Ekwueme'],
  // Parents whose account manages a family (a partner and a junior without logins).
  family: ['Farah Adeyemi', 'Farah Brennan', 'Farah Castillo', 'Farah Dube', 'Farah Eriksen'],
  // Members who give their player details on the profile for the first time.
  player: ['Pia Abara', 'Pia Bello', 'Pia Costa', 'Pia Duarte', 'Pia Eze'],
  // Rated women's 3.5 players the e2e captain invites to E2E Aces (the roster invitation journey).
  invitee: ['Ines Abbott', 'Ines Brandt', 'Ines Cole', 'Ines Dara', 'Ines Egan'],
  // Rated women's 3.5 players who take their notices by push (the push notifications journey).
  notified: ['Nadia Amari', 'Nadia Burke', 'Nadia Cruz', 'Nadia Dahl', 'Nadia Evans'],
};

/** The people a spare family account manages (provision-accounts adds them). */
export function spareFamilyOf(index: number) {
  const surname = spareNames.family[index]!.split(' ')[1]!;
  return { partner: `Jon ${surname}`, junior: `Kemi ${surname}` };
}

export function spareAccount(kind: SpareAccountKind, index: number) {
  return {
    email: `e2e-${kind}-${index}@example.org`,
    name: spareNames[kind][index]!,
    username: `e2e_${kind}_${index}`,
  };
}

/** The spare account of this repetition of the running journey. */
export function spareAccountFor(kind: SpareAccountKind, testInfo: TestInfo) {
  if (testInfo.repeatEachIndex >= spareAccountCount)
    throw new Error(
      `Only ${spareAccountCount} spare ${kind} accounts: use --repeat-each ${spareAccountCount} or less.`,
    );
  return spareAccount(kind, testInfo.repeatEachIndex);
}

/**
 * Creates the accounts in `dataDir` (migrating a new database there first), and the sessions
 * journeys sign in with in `sessionsDir` (direct-sessions.ts).
 */
export function provisionE2eAccounts(dataDir: string, publicUrl: string, sessionsDir: string): void {
  const result = spawnSync(
    process.execPath,
    ['--import', 'tsx', path.join(repoRoot, 'tests/e2e/support/provision-accounts.ts')],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        PATH: process.env.PATH ?? '',
        HOME: process.env.HOME ?? '',
        DATA_DIR: dataDir,
        PUBLIC_URL: publicUrl,
        [sessionsDirEnv]: sessionsDir,
        LOG_LEVEL: 'warn',
      },
    },
  );
  if (result.status !== 0) throw new Error(`Creating the e2e accounts failed (exit ${result.status}).`);
}

/**
 * Signs the page's browser context in as the account holding `role`: with a session written
 * at provisioning (direct-sessions.ts), else through the Better Auth API. For journeys that
 * are not about signing in (those sign in with the form: account-journeys.ts).
 */
export async function signInAs(page: Page, role: E2eRole): Promise<void> {
  await signInAsEmail(page, e2eAccounts[role].email);
}

/** Signs in as any e2e account (the role accounts, the journey and spare ones); see signInAs. */
export async function signInAsEmail(page: Page, email: string): Promise<void> {
  const base = process.env.E2E_BASE_URL;
  if (!base) throw new Error('E2E_BASE_URL is not set: run the journeys with `npx playwright test`.');
  const session = claimSession(email);
  if (session) {
    await page
      .context()
      .addCookies([
        { ...session, url: base, httpOnly: true, sameSite: 'Lax', secure: base.startsWith('https:') },
      ]);
    return;
  }
  // No session left for this account (e.g. many --repeat-each runs): a real sign-in. The whole
  // suite signs in from one address, so the server's real per-address sign-in limit can answer
  // 429: wait as long as it says (Retry-After) and try again, like a patient user.
  for (let attempt = 1; ; attempt++) {
    const res = await page.request.post(`${base}/api/auth/sign-in/email`, {
      data: { email, password: e2eAccountPassword },
      headers: { origin: base },
    });
    if (res.ok()) return;
    if (res.status() === 429 && attempt < 4) {
      const headers = res.headers();
      const seconds = Number(headers['retry-after'] ?? headers['x-retry-after'] ?? 15);
      const waitMs = Math.min(Math.max(seconds, 1), 65) * 1000;
      test.info().setTimeout(test.info().timeout + waitMs);
      await page.waitForTimeout(waitMs);
      continue;
    }
    throw new Error(`Signing in as ${email} failed (${res.status()}): ${await res.text()}`);
  }
}

export const signInAsAdmin = (page: Page) => signInAs(page, 'admin');
