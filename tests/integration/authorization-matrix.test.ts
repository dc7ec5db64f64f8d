import { type AccessRule, isRelationRule, rolesOf } from '@shared/access';
import type { ApiRoute } from '@shared/api/define';
import { apiAccess } from '@shared/api-access';
import { type Role, roles } from '@shared/roles';
import { inspectRoutes } from 'hono/dev';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSignedInUser, testOrigin } from '../support/auth-helpers';
import { createTestApp, type TestApp } from '../support/test-context';

/**
 * Every API route the server registers, called as anonymous and as a user holding each
 * role, must answer 401/403 exactly when src/shared/access.ts (api-access.ts) says so. A registered route
 * missing from the table fails.
 */

let t: TestApp;
const cookies = new Map<Role, string>();

beforeAll(async () => {
  t = await createTestApp({ rateLimits: false });
  for (const role of roles) cookies.set(role, (await createSignedInUser(t, [role])).jar.header);
});
afterAll(() => t.close());

/** The 404 fallback for unknown API paths is not an operation. */
const notOperations = new Set(['ALL /api/*']);

function registeredOperations(): string[] {
  const keys = inspectRoutes(t.app)
    .filter((r) => !r.isMiddleware && r.path.startsWith('/api/'))
    .map((r) => `${r.method} ${r.path}`)
    .filter((k) => !notOperations.has(k));
  return [...new Set(keys)].sort();
}

/** A concrete URL for a route pattern: params get a placeholder, a wildcard a real endpoint. */
function urlFor(path: string): string {
  return path
    .split('/')
    .map((seg) => (seg.startsWith(':') ? 'matrix-test-param' : seg === '*' ? 'ok' : seg))
    .join('/');
}

type Caller = 'anonymous' | Role;

/** Requests in flight at once: enough to overlap the database's waits, few enough for 2 cores. */
const matrixConcurrency = 6;

/** Runs `task` over `items` with at most `limit` running at a time. */
async function forEachBounded<T>(items: readonly T[], limit: number, task: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await task(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

/** 'record' when only the record can decide (relation rules: owner, team captain). */
function expectedDenial(rule: AccessRule, caller: Caller): 401 | 403 | 'record' | null {
  if (rule === 'public') return null;
  if (caller === 'anonymous') return 401;
  if (rule === 'signedIn') return null;
  if (rolesOf(rule).includes(caller)) return null;
  return isRelationRule(rule) ? 'record' : 403;
}

async function callAs(caller: Caller, method: string, path: string) {
  const headers: Record<string, string> = { origin: testOrigin, 'content-type': 'application/json' };
  if (caller !== 'anonymous') headers.cookie = cookies.get(caller)!;
  const httpMethod = method === 'ALL' ? 'GET' : method;
  const res = await t.app.request(urlFor(path), {
    method: httpMethod,
    headers,
    body: httpMethod === 'GET' || httpMethod === 'HEAD' ? undefined : '{}',
  });
  const text = await res.text();
  return { status: res.status, text };
}

describe('authorization matrix', () => {
  it('finds the routes of the running app', () => {
    const ops = registeredOperations();
    expect(ops).toContain('GET /api/health');
    expect(ops).toContain('GET /api/me');
    expect(ops).toContain('POST /api/admin/users/:id/roles');
  });

  it('registers the match-day results routes (issue 11 §3–4), each checked below for every role', () => {
    const ops = registeredOperations();
    for (const op of [
      'GET /api/team-matches/:id/lineup',
      'PUT /api/team-matches/:id/lineup',
      'POST /api/team-matches/:id/lineup/publish',
      'GET /api/team-matches/:id/lineup/published',
      'GET /api/lineups/:token',
      'GET /api/team-matches/:id/score',
      'PUT /api/team-matches/:id/score',
      'POST /api/team-matches/:id/score/confirm',
      'POST /api/team-matches/:id/score/dispute',
      'GET /api/team-matches/:id/scorecard.csv',
      'GET /api/leagues/:id/standings',
      'GET /api/leagues/:id/standings.csv',
      'GET /api/teams/:id/standings',
      'PUT /api/leagues/:id/standings-rules',
    ])
      expect(ops).toContain(op);
  });

  it('serves every call defined in src/shared/api', () => {
    const files = import.meta.glob<Record<string, Record<string, ApiRoute>>>('../../src/shared/api/*.ts', {
      eager: true,
    });
    const defined = Object.values(files)
      .flatMap((file) => Object.values(file))
      .filter((group) => group && typeof group === 'object')
      .flatMap((group) => Object.values(group).filter((r) => r && typeof r === 'object' && 'path' in r))
      .map((r) => `${r.method} ${r.path}`);
    expect(defined.length).toBeGreaterThan(0);
    const served = new Set(registeredOperations());
    expect(defined.filter((op) => !served.has(op))).toEqual([]);
  });

  it('has every registered API route in the policy table', () => {
    const missing = registeredOperations().filter((op) => !(op in apiAccess));
    expect(missing, `routes missing from src/shared/api-access.ts apiAccess:\n${missing.join('\n')}`).toEqual(
      [],
    );
  });

  it('answers 401/403 exactly as the policy table says, for anonymous and every role', async () => {
    const callers: Caller[] = ['anonymous', ...roles];
    const mismatches: string[] = [];
    let checked = 0;
    const checkOperation = async (op: string) => {
      const rule = (apiAccess as Record<string, AccessRule>)[op];
      if (!rule) return; // reported by the test above
      const [method, path] = op.split(' ') as [string, string];
      // One operation's callers in turn; operations side by side (a few at a time).
      for (const caller of callers) {
        const { status, text } = await callAs(caller, method, path);
        const expected = expectedDenial(rule, caller);
        const denied = status === 401 || status === 403;
        checked += 1;
        if (expected === 'record') {
          // The placeholder record is nobody's: refused (403) or unknown (404), never 401.
          if (status !== 403 && status !== 404) {
            mismatches.push(`${op} as ${caller}: expected 403/404 for another's record, got ${status}`);
          }
        } else if (expected === null && denied) {
          mismatches.push(`${op} as ${caller}: expected access, got ${status} ${text.slice(0, 120)}`);
        } else if (expected !== null && status !== expected) {
          mismatches.push(`${op} as ${caller}: expected ${expected}, got ${status} ${text.slice(0, 120)}`);
        } else if (expected !== null && !JSON.parse(text).error) {
          mismatches.push(`${op} as ${caller}: ${status} without an {"error"} body`);
        }
      }
    };
    await forEachBounded(registeredOperations(), matrixConcurrency, checkOperation);
    mismatches.sort();
    expect(checked).toBeGreaterThan(0);
    expect(mismatches, mismatches.join('\n')).toEqual([]);
  });
});
