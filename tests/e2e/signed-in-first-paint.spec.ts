import { e2eJourneyAccounts, signInAsEmail } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';

// Issue 24: a member's pages are painted by the server with their shell (their avatar menu) and
// the page's heading, so a phone shows them before any API call has answered; the app then takes
// the page over without asking again for the session or the profile it was painted with.

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

const player = e2eJourneyAccounts.week;

test('a signed-in phone shows the header and heading before any API call answers, then hydrates without asking again', async ({
  page,
}) => {
  await signInAsEmail(page, player.email);

  // No API call answers at all: what shows is what the server painted.
  await page.route('**/api/**', (route) => route.abort());
  for (const [url, heading] of [
    [`/users/${player.username}`, null],
    ['/forms/membership', 'Membership'],
    ['/', null],
  ] as const) {
    await page.goto(url);
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1, url).toBeVisible();
    if (heading) await expect(h1, url).toContainText(heading);
    await expect(page.getByRole('button', { name: 'My Account' }), url).toBeVisible();
    await expect(page.getByText('Loading...'), url).toHaveCount(0);
  }
  // Their own reads are painted too (decision 045): their week with its matches on the home
  // page, their profile card and their week on their profile; still no API call answered.
  await page.goto('/');
  const week = page.getByRole('region', { name: 'My week' });
  await expect(week.getByRole('heading', { name: 'My week', level: 2 })).toBeVisible();
  await expect(
    week
      .getByRole('region', { name: 'Next matches' })
      .getByRole('link', { name: /^(Home vs|Away at) / })
      .first(),
  ).toBeVisible();
  await page.goto(`/users/${player.username}`);
  await expect(page.getByRole('heading', { name: player.name, level: 2 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'My week', level: 2 })).toBeVisible();
  await page.unroute('**/api/**');

  // With the API back: the app starts with what was painted (no get-session, no /api/me) and
  // takes the page over without a hydration mismatch.
  const asked: string[] = [];
  const problems: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname === '/api/auth/get-session' || pathname === '/api/me') asked.push(pathname);
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat/i.test(message.text())) problems.push(message.text());
  });
  page.on('request', (request) => {
    if (/hydration_mismatch/.test(request.postData() ?? '')) problems.push(request.postData() ?? '');
  });
  // The home page with their week hydrates as painted (the week's code arrives after the rest).
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'My Account' })).toBeEnabled();
  await expect(
    page.getByRole('region', { name: 'My week' }).getByRole('heading', { name: 'My week', level: 2 }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  asked.length = 0;
  await page.goto('/forms/membership');
  const menu = page.getByRole('button', { name: 'My Account' });
  await expect(menu).toBeEnabled();
  await menu.click();
  await expect(page.getByText(player.name)).toBeVisible();
  expect(asked).toEqual([]);
  expect(problems).toEqual([]);
});
