import { createECDH, createHash, randomBytes } from 'node:crypto';
import type { AppContext } from '@server/context';
import { insertNewsPost } from '@server/db/factories/content';
import { buildLeague, insertLeague, insertTeam } from '@server/db/factories/leagues';
import { seedMembership } from '@server/db/factories/membership';
import { insertTeamMatch } from '@server/db/factories/team-matches';
import type { RunningServer } from '@server/server';
import { call, createSignedInUser, createUser, signIn, totpCode } from './auth-helpers';
import type { TestApp } from './test-context';

// The club a restore drill backs up and finds again (and each upgrade fixture holds): members,
// a cash membership the treasurer recorded, a league with a confirmed score, an uploaded avatar,
// an admin with two-factor login. Made through the API where the club's people make it.
// Everything the check needs is in DrillFacts (plain JSON: the upgrade fixtures store it).

export interface DrillAccount {
  id: string;
  email: string;
  password: string;
}

export interface DrillFacts {
  member: DrillAccount & {
    name: string;
    membershipId: string;
    paymentId: string;
    avatarUrl: string;
    avatarSha256: string;
  };
  treasurer: DrillAccount;
  admin: DrillAccount & { totpUri: string };
  captain: DrillAccount;
  leagueId: string;
  teamId: string;
  matchId: string;
  /** A news post whose text holds what SQL text must escape (not in fixtures made before it). */
  news?: { slug: string; body: string };
  /** The member's push subscription and notice choices (not in fixtures made before them). */
  push?: { endpoint: string; preferences: Record<string, string> };
}

/** Quotes, backslashes, line breaks, the dump's own statement marker, SQL, emoji. */
export const awkwardText = [
  "It's the club's 50th: a \\ backslash, a tab\there, E'quoted', $$dollar$$ and 'a''b'.",
  '--> statement-breakpoint',
  '\'); DROP TABLE "user"; --',
  'Windows line\r\nend, a lone \r, a line separator \u2028 and 🎾 ünïcødé.',
].join('\n');

/** A started server as the test helpers' TestApp: requests go over real HTTP to it. */
export function overHttp(server: Pick<RunningServer, 'url' | 'ctx'>): TestApp {
  return {
    ctx: server.ctx,
    app: { request: (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init) },
    close: async () => {},
  } as unknown as TestApp;
}

/** A tiny but real PNG (the upload checks its bytes). */
const avatarPng = new Uint8Array([
  0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 0, 1, 0, 0, 0, 1,
  8, 2, 0, 0, 0, 0x90, 0x77, 0x53, 0xde,
]);

const winningSheet = {
  lines: [
    {
      lineId: 'S1',
      status: 'COMPLETED',
      score: {
        sets: [
          { side1: 6, side2: 4 },
          { side1: 7, side2: 6, tiebreak: 5 },
        ],
      },
    },
    {
      lineId: 'S2',
      status: 'COMPLETED',
      score: {
        sets: [
          { side1: 6, side2: 2 },
          { side1: 6, side2: 3 },
        ],
      },
    },
    {
      lineId: 'D1',
      status: 'COMPLETED',
      score: {
        sets: [
          { side1: 2, side2: 6 },
          { side1: 3, side2: 6 },
        ],
      },
    },
    {
      lineId: 'D2',
      status: 'COMPLETED',
      score: {
        sets: [
          { side1: 6, side2: 1 },
          { side1: 6, side2: 1 },
        ],
      },
    },
    { lineId: 'D3', status: 'WALKOVER', winningSide: 1, score: { sets: [] } },
  ],
};

const account = (u: { id: string; email: string; password: string }): DrillAccount => ({
  id: u.id,
  email: u.email,
  password: u.password,
});

/** Makes the drill's club in `t` (a fresh database). */
export async function makeDrillData(t: TestApp): Promise<DrillFacts> {
  const ctx: AppContext = t.ctx;
  await seedMembership(ctx.db);
  const ok = (res: { status: number; body: unknown }, what: string, status = 200) => {
    if (res.status !== status) throw new Error(`${what}: ${res.status} ${JSON.stringify(res.body)}`);
    // biome-ignore lint/suspicious/noExplicitAny: the answers are read loosely, as the API tests do
    return res.body as Record<string, any>;
  };

  // A member who joined paying cash, recorded by the treasurer, with an avatar.
  const member = await createSignedInUser(t, ['guest'], { name: 'Dora Drill' });
  const options = ok(await call(t, 'GET', '/api/membership/options'), 'membership options');
  const individual = (options.types as Array<{ id: string; name: string }>).find(
    (x) => x.name === 'Individual',
  )!;
  const joined = ok(
    await call(t, 'POST', '/api/membership', {
      jar: member.jar,
      body: {
        typeId: individual.id,
        fullName: 'Dora Drill',
        email: member.user.email,
        phone: '+1 555 010 4000',
        birthYear: 1984,
        gender: 'female',
        ntrpRating: '3.5',
        ratingType: 'S',
        ratingYear: new Date().getUTCFullYear() - 1,
        ustaNumber: '2012345679',
        emergencyName: 'Sam Drill',
        emergencyPhone: '+1 555 010 4001',
        family: [],
        acceptCodeOfConduct: true,
        acceptWaiver: true,
        payment: 'offline',
        waiverReason: '',
      },
    }),
    'join',
    201,
  );
  const treasurer = await createSignedInUser(t, ['board']);
  ok(
    await call(t, 'POST', `/api/admin/payments/${joined.membership.paymentId}/record`, {
      jar: treasurer.jar,
      body: { method: 'cheque', chequeNumber: '4242', receivedBy: 'Pat Treasurer', receivedOn: '2026-03-01' },
    }),
    'record the cheque',
  );
  const form = new FormData();
  form.append('avatar', new File([avatarPng as BlobPart], 'me.png', { type: 'image/png' }));
  const avatar = ok(
    await call(t, 'POST', '/api/profiles/me/avatar', { jar: member.jar, body: form }),
    'avatar',
  );

  // An admin with two-factor login.
  const admin = await createUser(t, { roles: ['admin'] });
  const adminJar = await signIn(t, admin.email, admin.password);
  const enabled = ok(
    await call(t, 'POST', '/api/auth/two-factor/enable', {
      jar: adminJar,
      body: { password: admin.password },
    }),
    '2FA enable',
  );
  ok(
    await call(t, 'POST', '/api/auth/two-factor/verify-totp', {
      jar: adminJar,
      body: { code: totpCode(enabled.totpURI) },
    }),
    '2FA confirm',
  );

  // A league whose team's captain entered a score the co-captain confirmed.
  const captain = await createSignedInUser(t, ['captain']);
  const coCaptain = await createSignedInUser(t, ['captain']);
  const year = new Date().getUTCFullYear();
  const league = await insertLeague(ctx.db, {
    ...buildLeague(
      { season: 'spring', gender: 'women', ageDivision: '18+', level: { kind: 'ntrp', rating: 3.5 } },
      new Date(),
      new Date(Date.UTC(year, 0, 1)),
    ),
    name: 'Drill Women 3.5',
  });
  const team = await insertTeam(ctx.db, {
    leagueId: league.id,
    name: 'NJTC Drillers',
    captainId: captain.user.id,
    coCaptainId: coCaptain.user.id,
    status: 'active',
  });
  const match = await insertTeamMatch(ctx.db, {
    teamId: team.id,
    startsAt: new Date(Date.now() - 2 * 86_400_000),
    isHome: true,
    opponentTeam: 'Riverside 3.5',
  });
  ok(
    await call(t, 'PUT', `/api/team-matches/${match.id}/score`, { jar: captain.jar, body: winningSheet }),
    'enter score',
  );
  ok(
    await call(t, 'POST', `/api/team-matches/${match.id}/score/confirm`, { jar: coCaptain.jar }),
    'confirm score',
  );

  const news = await insertNewsPost(ctx.db, { title: 'Fifty years of NJTC', body: awkwardText });

  // The member's phone takes pushes, and they chose push for line-ups and both for sub requests.
  const push = {
    endpoint: 'https://fcm.googleapis.com/fcm/send/drill-dora-phone',
    preferences: { 'lineup-published': 'push', 'sub-request': 'both' },
  };
  ok(
    await call(t, 'POST', '/api/push/subscriptions', {
      jar: member.jar,
      body: {
        endpoint: push.endpoint,
        expirationTime: null,
        keys: {
          p256dh: createECDH('prime256v1').generateKeys().toString('base64url'),
          auth: randomBytes(16).toString('base64url'),
        },
      },
    }),
    'push subscription',
  );
  ok(
    await call(t, 'PUT', '/api/push/preferences', {
      jar: member.jar,
      body: { preferences: push.preferences },
    }),
    'notice choices',
  );

  return {
    member: {
      ...account(member.user),
      name: 'Dora Drill',
      membershipId: joined.membership.id,
      paymentId: joined.membership.paymentId,
      avatarUrl: avatar.profile.avatarUrl,
      avatarSha256: createHash('sha256').update(avatarPng).digest('hex'),
    },
    treasurer: account(treasurer.user),
    admin: { ...account(admin), totpUri: enabled.totpURI },
    captain: account(captain.user),
    leagueId: league.id,
    teamId: team.id,
    matchId: match.id,
    news: { slug: news.slug, body: awkwardText },
    push,
  };
}
