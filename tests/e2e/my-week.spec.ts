import type { Page } from '@playwright/test';
import { e2eJourneyAccounts, signInAsEmail } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// Issue 21 §1: a player opens the club on their phone and their home page starts with their
// week — next matches with the place and a map, a one-tap availability answer, their sign-up
// and the fee they owe — then makes their personal calendar address on their profile and the
// address serves their calendar.

test.use({ viewport: { width: 375, height: 812 } });

const player = e2eJourneyAccounts.week;

async function settle(page: Page) {
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

async function expectNoSidewaysScroll(page: Page) {
  expect(
    await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth),
  ).toBe(true);
}

test('a player sees their week, answers with one tap and opens their calendar feed', async ({
  page,
  axe,
}) => {
  test.slow();
  await signInAsEmail(page, player.email);
  await page.goto('/');

  const week = page.getByRole('region', { name: 'My week' });
  await expect(week.getByRole('heading', { name: 'My week', level: 2 })).toBeVisible();
  const matches = week.getByRole('region', { name: 'Next matches' });
  const first = matches.getByRole('listitem').first();
  await expect(first.getByRole('link', { name: /^(Home vs|Away at) / })).toBeVisible();
  await expect(first.getByRole('link', { name: /^Map of / })).toHaveAttribute('href', /maps/);
  await expect(
    week.getByRole('region', { name: 'Socials and tournaments' }).getByRole('link'),
  ).not.toHaveCount(0);
  await expect(
    week.getByRole('region', { name: 'To pay' }).getByRole('link', { name: /^Pay \$/ }),
  ).toBeVisible();
  await expect(week.getByRole('region', { name: 'Availability requests' })).toContainText(
    /waiting for your answer/,
  );

  // One tap: the answer not chosen yet (a repeated run changes it again).
  const choices = first.getByRole('group', { name: /^Can you play / });
  const yes = choices.getByRole('button', { name: 'Yes', exact: true });
  const target = (await yes.getAttribute('aria-pressed')) === 'true' ? 'Maybe' : 'Yes';
  await choices.getByRole('button', { name: target, exact: true }).click();
  await expect(first.getByRole('status')).toHaveText('Your answer is recorded.');
  await expect(choices.getByRole('button', { name: target, exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await page.reload();
  await expect(
    page
      .getByRole('region', { name: 'Next matches' })
      .getByRole('listitem')
      .first()
      .getByRole('button', { name: target, exact: true }),
  ).toHaveAttribute('aria-pressed', 'true');

  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(page.getByRole('heading', { name: 'My week', level: 2 })).toBeVisible();
    await expect(
      page.getByRole('region', { name: 'Next matches' }).getByRole('listitem').first(),
    ).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
    await expectNoSidewaysScroll(page);
  }

  // The profile: the week again, the season, and the personal calendar address.
  await page.getByRole('link', { name: 'My season and calendar' }).click();
  await expect(page).toHaveURL(new RegExp(`/users/${player.username}$`));
  const calendar = page.getByRole('region', { name: 'My calendar' });
  await expect(page.getByRole('region', { name: 'My season' })).toContainText('My lines:');
  const make = calendar.getByRole('button', { name: 'Make my calendar address' });
  const address = calendar.getByLabel('My calendar address');
  if (await make.isVisible()) await make.click();
  await expect(address).toHaveValue(/\/api\/me\/calendar\.ics\?key=/);
  const url = new URL(await address.inputValue());
  const feed = await page.request.get(`${url.pathname}${url.search}`);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toContain('text/calendar');
  const ics = await feed.text();
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toMatch(/UID:team-match-/);

  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(
      page.getByRole('region', { name: 'My calendar' }).getByLabel('My calendar address'),
    ).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
    await expectNoSidewaysScroll(page);
  }
});
