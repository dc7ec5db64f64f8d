// The load scenarios of `npm run bench`, in run order. Add a route by adding an entry:
// the runner (scripts/bench.ts) starts the server, runs each scenario with autocannon and
// reports req/s, p50/p99 latency and the ratios to both floor routes, and checks the budgets.

/** The production server under test (reopened PGlite with demo content, RATE_LIMITS=off). */
export interface BenchTarget {
  url: string;
  dataDir: string;
  pid: number;
}

export interface BenchRequest {
  path?: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface BenchScenario {
  /** Shown in the table and the JSON, e.g. "GET /api/health". */
  name: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  headers?: Record<string, string>;
  body?: string;
  /** Per-request path/body/headers from a running counter: unique data for every request. */
  vary?: (n: number) => BenchRequest;
  /**
   * Runs once before the scenario against the running server, e.g. to sign a user in and
   * return its cookie: `async (t) => ({ headers: { cookie } })`.
   */
  prepare?: (target: BenchTarget) => Promise<{ headers?: Record<string, string> } | undefined>;
  /**
   * Runs beside the measured load (started after the warm-up, stopped after the run): e.g.
   * hostile requests arriving while a cheap route is measured. Returns its stopper.
   */
  during?: (target: BenchTarget) => () => Promise<void>;
  /** Concurrent connections (default 10). */
  connections?: number;
  /** Seconds of load (default 10, or BENCH_SECONDS). Ignored when `amount` is set. */
  durationSeconds?: number;
  /** A fixed number of requests instead of a duration (e.g. 50 concurrent sign-ups). */
  amount?: number;
  /**
   * A route every other is compared with: 'database' is GET /api/health (one database round
   * trip), 'no-database' a constant answer (what Node and Hono cost without the database).
   */
  floor?: 'database' | 'no-database';
  /** Budget: throughput at least this share of the database floor's (0.25 = 25% of health). */
  minRatioOfFloor?: number;
  /** Budget: p99 latency at most this many ms. */
  maxP99Ms?: number;
}

import Stripe from 'stripe';
import { availabilityLinkPurpose } from '../src/server/features/team-matches/availability-answers';
import { resolveAuthSecret } from '../src/server/lib/auth-secret';
import { createExpiringRecordToken } from '../src/server/lib/record-token';
import { availabilityLinkExpiry } from '../src/shared/availability-rules';
import { signUpVerifiedOverHttp } from '../tests/support/auth-helpers';

const json = { 'content-type': 'application/json' };
// Unique per bench run, so subscribe addresses never collide with an earlier run's.
const runId = Date.now().toString(36);

/** The Individual membership type of the offered season (set by `prepare`). */
let membershipTypeId = '';
async function findMembershipType(target: BenchTarget) {
  const res = await fetch(`${target.url}/api/membership/options`);
  const options = (await res.json()) as { types: Array<{ id: string; name: string }> };
  const type = options.types.find((t) => t.name === 'Individual') ?? options.types[0];
  if (!type) throw new Error('bench: no membership type in the seeded data');
  membershipTypeId = type.id;
  return undefined;
}

/** A visitor's membership form (unique account per `key`). */
function joinBody(key: string, payment: 'offline' | 'online') {
  return {
    typeId: membershipTypeId,
    fullName: `Bench Member ${key}`,
    email: `bench-join-${key}@example.org`,
    phone: '555 010 0000',
    birthYear: 1980,
    gender: '',
    ntrpRating: '3.5',
    ratingType: '',
    ratingYear: null,
    ustaNumber: '',
    emergencyName: 'Bench Contact',
    emergencyPhone: '555 010 0001',
    family: [],
    acceptCodeOfConduct: true,
    acceptWaiver: true,
    payment,
    waiverReason: '',
    account: {
      username: `bench_${key.replace(/-/g, '_')}`,
      password: 'bench-password-1',
      confirmPassword: 'bench-password-1',
    },
  };
}

/**
 * Online payment on for the bench server (throwaway test values): the webhook scenario signs its
 * events with this secret. The API address refuses connections: nothing reaches the real Stripe.
 */
export const benchStripeSettings = {
  STRIPE_SECRET_KEY: 'sk_test_bench_only',
  STRIPE_WEBHOOK_SECRET: 'whsec_bench_only',
  STRIPE_API_URL: 'http://127.0.0.1:9',
};
const stripeSigner = new Stripe('sk_test_bench_signer');
let webhookPaymentId = '';

/** The first social still open for sign-up on the seeded bench server (set by `prepare`). */
let openSocialSlug = 'thursday-night-mixer';
async function findOpenSocial(target: BenchTarget) {
  const res = await fetch(`${target.url}/api/social-events`);
  const list = (await res.json()) as { upcoming: Array<{ slug: string; availability: { isOpen: boolean } }> };
  const open = list.upcoming.find((e) => e.availability.isOpen);
  if (!open) throw new Error('bench: no social open for sign-up in the seeded data');
  openSocialSlug = open.slug;
  return undefined;
}

/** The bench captain's team roster (set by `prepare`; scripts/lib/bench-league-data.ts made it). */
let rosterPath = '/api/teams/bench/roster';

/** The bench team's schedule (set by `prepare`). */
let schedulePath = '/api/teams/bench/schedule';

/** The bench team's league standings (set by `prepare`). */
let standingsPath = '/api/leagues/bench/standings';
/** The bench captain's session cookie (scripts/lib/bench-league-data.ts makes the account). */
export async function signInBenchCaptain(t: BenchTarget): Promise<string> {
  const signIn = await fetch(`${t.url}/api/auth/sign-in/email`, {
    method: 'POST',
    headers: { ...json, origin: t.url },
    body: JSON.stringify({ email: 'bench-captain@example.org', password: 'Bench-Captain-Password-2026!' }),
  });
  if (!signIn.ok) throw new Error(`bench: captain sign-in failed (${signIn.status})`);
  return signIn.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Signed answer links of the bench team's players for one match (set by `prepare`). */
let answerTokens: string[] = [];

/**
 * Issue 18: anonymous bodies under 64 KB nested thousands deep, 8 at a time without pause, at
 * Better Auth's sign-in (where they once ran before its limiter) and at an app route. Each must
 * be a cheap 400; the event loop stays free for everyone else.
 */
function deepBodyFlood(target: BenchTarget): () => Promise<void> {
  const arrays = `{"email":${'['.repeat(6000)}${']'.repeat(6000)},"password":"whatever-123"}`;
  const objects = `{"name":${'{"a":'.repeat(2500)}"x"${'}'.repeat(2500)},"email":"deep@example.org"}`;
  let isRunning = true;
  let sent = 0;
  const worker = async (i: number) => {
    while (isRunning) {
      const res = await fetch(`${target.url}${i % 2 ? '/api/auth/sign-in/email' : '/api/subscribe-email'}`, {
        method: 'POST',
        headers: { ...json, origin: target.url },
        body: i % 4 < 2 ? arrays : objects,
      }).catch(() => null);
      await res?.arrayBuffer().catch(() => {});
      if (res && res.status !== 400) throw new Error(`bench: a deep body got ${res.status}, not 400`);
      sent++;
    }
  };
  const workers = Array.from({ length: 8 }, (_, i) => worker(i));
  return async () => {
    isRunning = false;
    await Promise.all(workers);
    console.log(`  (${sent} deep bodies sent during the run, each answered 400)`);
  };
}

export const scenarios: BenchScenario[] = [
  { name: 'GET /api/health/live (no database)', path: '/api/health/live', floor: 'no-database' },
  {
    name: 'GET /api/health/live while deep JSON bodies arrive',
    path: '/api/health/live',
    during: deepBodyFlood,
    // Issue 18's target: the liveness answer stays under 100 ms whatever one visitor sends.
    maxP99Ms: 100,
  },
  { name: 'GET /api/health', path: '/api/health', floor: 'database' },
  {
    name: 'GET /api/check-email-subscription',
    path: '/api/check-email-subscription?email=bench%40example.org',
    vary: (n) => ({ path: `/api/check-email-subscription?email=bench-check-${n % 5000}%40example.org` }),
    minRatioOfFloor: 0.25,
  },
  {
    name: 'POST /api/subscribe-email',
    method: 'POST',
    path: '/api/subscribe-email',
    headers: json,
    vary: (n) => ({
      body: JSON.stringify({ email: `bench-${runId}-${n}@example.org`, name: `Bench Subscriber ${n}` }),
    }),
  },
  // Accounts (issue 3): a signed-in session read (issue 7 §3: at least 40% of health).
  {
    name: 'GET /api/auth/get-session (signed in)',
    path: '/api/auth/get-session',
    prepare: async (t) => ({
      headers: {
        cookie: await signUpVerifiedOverHttp(
          t.url,
          process.env.AUTH_SECRET ?? resolveAuthSecret(undefined, t.dataDir),
        ),
      },
    }),
    minRatioOfFloor: 0.4,
  },
  // Social events (issue 4 §6): the public list and one event's page data, as ratios of health,
  // and the p99 of 50 sign-ups arriving at once at one event (capacity lock + outbox write).
  { name: 'GET /api/social-events', path: '/api/social-events', minRatioOfFloor: 0.25 },
  // A visitor's first page (decision 020): the server reads the page's first reads and renders
  // it with the app's components (one page at a time per process), then sends the HTML.
  { name: 'GET / (home page, painted by the server)', path: '/', minRatioOfFloor: 0.05 },
  { name: 'GET /social_events (painted by the server)', path: '/social_events', minRatioOfFloor: 0.1 },
  // The public captains page (issue 10 §5): this season's teams with their captains' names.
  // Issue 24: every league read at least 20% of health.
  { name: 'GET /api/captains', path: '/api/captains', minRatioOfFloor: 0.2 },
  {
    name: 'GET /api/social-events/:slug',
    path: '/api/social-events/thursday-night-mixer',
    prepare: findOpenSocial,
    vary: () => ({ path: `/api/social-events/${openSocialSlug}` }),
    minRatioOfFloor: 0.25,
  },
  {
    name: 'POST /api/social-events/:slug/registrations (50 at once)',
    method: 'POST',
    path: '/api/social-events/thursday-night-mixer/registrations',
    headers: json,
    prepare: findOpenSocial,
    vary: (n) => ({
      path: `/api/social-events/${openSocialSlug}/registrations`,
      body: JSON.stringify({
        name: `Bench Player ${n}`,
        email: `bench-signup-${runId}-${n}@example.org`,
        phone: '555 010 0000',
        ntrp: '3.5',
        partnerName: '',
        notes: '',
      }),
    }),
    connections: 50,
    amount: 50,
    maxP99Ms: 3000,
  },
  // Leagues (issue 10): a captain opening their team's roster (12 rated players, eligibility
  // checked per player, membership state), as a ratio of health.
  {
    name: 'GET /api/teams/:id/roster (captain)',
    path: '/api/teams/bench/roster',
    prepare: async (t) => {
      const cookie = await signInBenchCaptain(t);
      const teams = (await (await fetch(`${t.url}/api/teams`, { headers: { cookie } })).json()) as {
        items: Array<{ id: string }>;
      };
      rosterPath = `/api/teams/${teams.items[0]!.id}/roster`;
      return { headers: { cookie } };
    },
    vary: () => ({ path: rosterPath }),
    minRatioOfFloor: 0.2,
  },
  // Match day (issue 11 §1): the team's schedule page as its captain opens it (issue 24: ≥ 20%).
  {
    name: 'GET /api/teams/:id/schedule (captain)',
    path: '/api/teams/bench/schedule',
    prepare: async (t) => {
      const cookie = await signInBenchCaptain(t);
      const teams = (await (await fetch(`${t.url}/api/teams`, { headers: { cookie } })).json()) as {
        items: Array<{ id: string }>;
      };
      schedulePath = `/api/teams/${teams.items[0]!.id}/schedule`;
      return { headers: { cookie } };
    },
    vary: () => ({ path: schedulePath }),
    minRatioOfFloor: 0.2,
  },
  // Standings (issue 11 §4): a league's public standings computed from confirmed score sheets
  // (the bench team's 8 matches, every line, tie-break chain, player records), as a ratio of health.
  {
    name: 'GET /api/leagues/:id/standings (standings page)',
    path: '/api/leagues/bench/standings',
    prepare: async (t) => {
      const signIn = await fetch(`${t.url}/api/auth/sign-in/email`, {
        method: 'POST',
        headers: { ...json, origin: t.url },
        body: JSON.stringify({
          email: 'bench-captain@example.org',
          password: 'Bench-Captain-Password-2026!',
        }),
      });
      if (!signIn.ok) throw new Error(`bench: captain sign-in failed (${signIn.status})`);
      const cookie = signIn.headers
        .getSetCookie()
        .map((line) => line.split(';')[0])
        .join('; ');
      const teams = (await (await fetch(`${t.url}/api/teams`, { headers: { cookie } })).json()) as {
        items: Array<{ id: string }>;
      };
      const team = (await (await fetch(`${t.url}/api/teams/${teams.items[0]!.id}/standings`)).json()) as {
        standings: { league: { id: string }; matchesCounted: number };
      };
      if (team.standings.matchesCounted === 0) throw new Error('bench: no confirmed results to rank');
      standingsPath = `/api/leagues/${team.standings.league.id}/standings`;
      return undefined;
    },
    vary: () => ({ path: standingsPath }),
    minRatioOfFloor: 0.2,
  },
  // Match day (issue 11 §2): a player confirms an availability answer from the e-mail link (the
  // token checked, the cut-off read, the answer upserted, the page's view read back), cycling
  // through the bench team's 12 players and yes / no / maybe, as a ratio of health.
  {
    name: 'POST /api/availability/link (answer from the e-mail)',
    method: 'POST',
    path: '/api/availability/link',
    headers: json,
    prepare: async (t) => {
      const cookie = await signInBenchCaptain(t);
      const headers = { ...json, origin: t.url, cookie };
      const teams = (await (await fetch(`${t.url}/api/teams`, { headers: { cookie } })).json()) as {
        items: Array<{ id: string }>;
      };
      const teamId = teams.items[0]!.id;
      const day = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
      const created = await fetch(`${t.url}/api/teams/${teamId}/matches`, {
        method: 'POST',
        headers,
        body: JSON.stringify({
          startsAt: `${day}T18:30`,
          isHome: false,
          opponentTeam: 'Bench Opponents',
          address: '1 Bench Rd',
        }),
      });
      if (created.status !== 201) throw new Error(`bench: scheduling a match failed (${created.status})`);
      const { match } = (await created.json()) as { match: { id: string; startsAt: string } };
      const grid = (await (await fetch(`${t.url}/api/teams/${teamId}/availability`, { headers })).json()) as {
        players: Array<{ rosterEntryId: string }>;
      };
      const secret = process.env.AUTH_SECRET ?? resolveAuthSecret(undefined, t.dataDir);
      answerTokens = grid.players.map((p) =>
        createExpiringRecordToken(
          secret,
          availabilityLinkPurpose,
          [match.id, p.rosterEntryId],
          availabilityLinkExpiry(match.startsAt),
        ),
      );
      return undefined;
    },
    vary: (n) => ({
      body: JSON.stringify({
        token: answerTokens[n % answerTokens.length],
        answer: (['yes', 'no', 'maybe'] as const)[n % 3],
        note: '',
      }),
    }),
    minRatioOfFloor: 0.2,
  },
  {
    // A visitor joins: a Better Auth account (password hashing, verification e-mail), the
    // profile, the membership and its open dues in the ledger.
    name: 'POST /api/membership (visitor joins, cash; 50)',
    method: 'POST',
    path: '/api/membership',
    headers: json,
    prepare: findMembershipType,
    vary: (n) => ({ body: JSON.stringify(joinBody(`${runId}-${n}`, 'offline')) }),
    connections: 10,
    amount: 50,
  },
  {
    // Stripe's webhook: the signature checked over the raw body, the event id recorded and the
    // payment locked in one transaction. Every delivery is a new event for one visitor's dues
    // (joined in prepare): the first marks them paid and activates the membership, the rest find
    // them paid — as when Stripe retries or sends the async events of a busy payment.
    name: 'POST /api/payments/stripe-webhook (checkout.session.completed)',
    method: 'POST',
    path: '/api/payments/stripe-webhook',
    headers: json,
    prepare: async (target) => {
      await findMembershipType(target);
      const res = await fetch(`${target.url}/api/membership`, {
        method: 'POST',
        headers: { ...json, origin: target.url },
        body: JSON.stringify(joinBody(`${runId}-webhook`, 'offline')),
      });
      const joined = (await res.json()) as { membership?: { paymentId: string | null } };
      if (!res.ok || !joined.membership?.paymentId)
        throw new Error(`bench: joining for the webhook scenario failed (${res.status})`);
      webhookPaymentId = joined.membership.paymentId;
      return undefined;
    },
    vary: (n) => {
      const payload = JSON.stringify({
        id: `evt_bench_${runId}_${n}`,
        object: 'event',
        type: 'checkout.session.completed',
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        data: {
          object: {
            id: `cs_bench_${runId}`,
            object: 'checkout.session',
            client_reference_id: webhookPaymentId,
            metadata: { paymentId: webhookPaymentId },
            payment_status: 'paid',
            status: 'complete',
            payment_intent: `pi_bench_${runId}`,
            amount_total: 6000,
            currency: 'usd',
          },
        },
      });
      const signature = stripeSigner.webhooks.generateTestHeaderString({
        payload,
        secret: benchStripeSettings.STRIPE_WEBHOOK_SECRET,
      });
      return { body: payload, headers: { 'stripe-signature': signature } };
    },
  },
];
