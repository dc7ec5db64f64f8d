import type { APIRequestContext, Page } from '@playwright/test';
import {
  createPushSubscriber,
  fetchDecryptedPushes,
  type PushSubscriber,
} from '../support/fake-push-service';
import {
  e2eAccountPassword,
  e2eAccounts,
  e2eTeam,
  signInAs,
  signInAsEmail,
  spareAccountFor,
} from './support/e2e-accounts';
import { expect, setTheme, test, themes, waitForApp } from './support/fixtures';

// A player on a phone turns on push notifications in their profile, chooses push for
// availability requests, and gets the next one on the phone: the captain adds a match and the
// push, encrypted for the player's subscription, reaches the push service, where the test
// decrypts it with the keys only the "browser" holds. Headless Chromium has no push service:
// the page's pushManager is stood in for by one returning the test's subscription.

test.use({ viewport: { width: 390, height: 844 }, serviceWorkers: 'allow' });

const base = () => process.env.E2E_BASE_URL!;
const pushServiceUrl = () => {
  const url = process.env.E2E_PUSH_SERVICE_URL;
  if (!url)
    throw new Error('E2E_PUSH_SERVICE_URL is not set: run with `npx playwright test` (global setup).');
  return url;
};

/** Replaces the browser's PushManager with one that hands out `subscriber`'s subscription. */
async function standInPushManager(page: Page, subscriber: PushSubscriber) {
  await page.addInitScript((json) => {
    const storageKey = 'e2e-push-subscription';
    const makeSubscription = (key: ArrayBuffer | null) => ({
      endpoint: json.endpoint,
      expirationTime: null,
      options: { userVisibleOnly: true, applicationServerKey: key },
      toJSON: () => json,
      unsubscribe: async () => {
        localStorage.removeItem(storageKey);
        return true;
      },
    });
    const keyOf = () => {
      const saved = localStorage.getItem(storageKey);
      return saved ? new Uint8Array(JSON.parse(saved) as number[]).buffer : null;
    };
    PushManager.prototype.getSubscription = async function getSubscription() {
      const key = keyOf();
      return (key ? makeSubscription(key) : null) as unknown as PushSubscription;
    };
    PushManager.prototype.subscribe = async function subscribe(options?: PushSubscriptionOptionsInit) {
      const key = new Uint8Array(options?.applicationServerKey as Uint8Array);
      localStorage.setItem(storageKey, JSON.stringify([...key]));
      return makeSubscription(key.buffer) as unknown as PushSubscription;
    };
  }, subscriber.subscription);
}

/** As the e2e captain (API): puts `email` on the e2e team (the player accepts) and returns the team. */
async function captainSession(request: APIRequestContext) {
  const headers = { origin: base() };
  const signIn = await request.post(`${base()}/api/auth/sign-in/email`, {
    data: { email: e2eAccounts.captain.email, password: e2eAccountPassword },
    headers,
  });
  expect(signIn.ok()).toBe(true);
  const teams = await (await request.get(`${base()}/api/teams?q=${encodeURIComponent(e2eTeam)}`)).json();
  const teamId = teams.items.find((t: { name: string }) => t.name === e2eTeam).id as string;
  return { headers, teamId };
}

test('a player gets an availability request by push on the phone, decrypted as the browser would', async ({
  page,
  request,
  context,
}, testInfo) => {
  const player = spareAccountFor('notified', testInfo);
  const subscriber = createPushSubscriber(pushServiceUrl());
  await context.grantPermissions(['notifications'], { origin: base() });
  await standInPushManager(page, subscriber);

  // The captain invites the player to the team; the player accepts (signed in).
  const captain = await captainSession(request);
  const invited = await request.post(`${base()}/api/teams/${captain.teamId}/roster`, {
    data: { email: player.email, name: player.name },
    headers: captain.headers,
  });
  expect(invited.ok(), await invited.text()).toBe(true);
  await signInAsEmail(page, player.email);
  const mine = await (await page.request.get(`${base()}/api/me/roster-invitations`)).json();
  const invitation = mine.invitations.find((i: { team: { name: string } }) => i.team.name === e2eTeam);
  const accepted = await page.request.post(`${base()}/api/me/roster-invitations/${invitation.id}`, {
    data: { decision: 'accept' },
    headers: { origin: base() },
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);

  // The profile: turn on push for this phone, and choose push for availability requests.
  await page.goto(`/users/${player.username}`);
  await waitForApp(page);
  const section = page.getByRole('region', { name: 'Notifications' });
  await expect(section.getByText('Push notifications are off for this device.')).toBeVisible();
  await section.getByRole('button', { name: 'Turn on push notifications on this device' }).click();
  await expect(section.getByText('Push notifications are on for this device.')).toBeVisible();
  // The subscription was made with the server's VAPID key.
  const { publicKey } = await (await page.request.get(`${base()}/api/push/public-key`)).json();
  const usedKey = await page.evaluate(() => localStorage.getItem('e2e-push-subscription'));
  expect(Buffer.from(JSON.parse(usedKey!) as number[]).toString('base64url')).toBe(publicKey);

  await section.getByLabel('Availability requests and reminders').selectOption('push');
  await section.getByRole('button', { name: 'Save notification choices' }).click();
  await expect(section.getByText('Your notification choices are saved.')).toBeVisible();

  // The captain adds a match: the roster is asked whether they can play.
  const inTenDays = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
  const opponent = `Push Testers ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
  const created = await request.post(`${base()}/api/teams/${captain.teamId}/matches`, {
    data: {
      startsAt: `${inTenDays}T18:30`,
      isHome: false,
      opponentTeam: opponent,
      opponentClub: 'Cedar Grove Racquet Club',
      address: '210 Cedar Grove Rd, Riverton',
    },
    headers: captain.headers,
  });
  expect(created.status()).toBe(201);
  const { match } = await created.json();

  await expect
    .poll(async () => (await fetchDecryptedPushes(pushServiceUrl(), subscriber)).length, { timeout: 15_000 })
    .toBeGreaterThan(0);
  const [push] = (await fetchDecryptedPushes(pushServiceUrl(), subscriber)) as Array<Record<string, string>>;
  expect(push).toMatchObject({
    title: `${e2eTeam}: a match was added to the schedule`,
    url: `/team-matches/${match.id}`,
    tag: `match-${match.id}`,
  });
  expect(push!.body).toContain(opponent);
  expect(push!.body).toContain('Can you play?');

  // Offline: the match page opened once shows again from the device, marked as offline.
  await page.goto(`/team-matches/${match.id}`);
  await waitForApp(page);
  await expect(page.getByText(opponent).first()).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  // Once more online, now under the service worker's control, which keeps what it reads.
  await page.reload();
  await expect(page.getByText(opponent).first()).toBeVisible();
  await context.setOffline(true);
  try {
    await page.reload();
    await expect(page.getByText(opponent).first()).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toBeVisible();
  } finally {
    await context.setOffline(false);
  }
});

test('the app is installable: a manifest without errors, and no installability errors', async ({ page }) => {
  // The service worker is a member's (a visitor's phone loads none of it): signed in, it starts.
  await signInAs(page, 'member');
  await page.goto('/');
  await waitForApp(page);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const cdp = await page.context().newCDPSession(page);
  const manifest = (await cdp.send('Page.getAppManifest')) as {
    url: string;
    errors: Array<{ message: string }>;
    parsed?: { name?: string; startUrl?: string };
  };
  expect(manifest.url).toMatch(/\/manifest\.webmanifest$/);
  expect(manifest.errors).toEqual([]);
  const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
    installabilityErrors: Array<{ errorId: string }>;
  };
  // A browser context of a test is incognito-like: that one is about the browser, not the app.
  expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
});

test.describe('the Notifications section', () => {
  for (const theme of themes) {
    test(`passes axe in ${theme}`, async ({ page, axe }, testInfo) => {
      const player = spareAccountFor('notified', testInfo);
      await signInAsEmail(page, player.email);
      await page.goto(`/users/${player.username}`);
      await setTheme(page, theme);
      await waitForApp(page);
      const section = page.getByRole('region', { name: 'Notifications' });
      await expect(section.getByLabel('Lineup published (your line)')).toBeVisible();
      await axe.checkA11y(page, { include: 'section[aria-labelledby="notice-preferences-heading"]' });
    });
  }
});
