import type { Page } from '@playwright/test';
import { signInAs } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// Tables wider than a phone (issue 19): the standings, a team's roster and the availability
// grid scroll sideways inside a region the keyboard can reach and scroll, with a name; the
// roster list's team links stand out from the text around them; the grid's short counts are
// readable in the dark theme. axe-core (serious and critical) in both themes.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The first team on /teams/roster (an admin sees every team): its page's address. */
async function firstTeamPath(page: Page): Promise<string> {
  await page.goto('/teams/roster');
  await settle(page);
  const href = await page
    .getByRole('main')
    .getByRole('heading', { level: 2 })
    .getByRole('link')
    .first()
    .getAttribute('href');
  expect(href).toMatch(/^\/teams\/[^/]+\/roster$/);
  return href!;
}

for (const theme of themes) {
  test(`on a phone, wide tables scroll by keyboard and pass axe (${theme})`, async ({ page, axe }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'admin');
    await setTheme(page, theme);
    const rosterPath = await firstTeamPath(page);
    await axe.checkA11y(page);

    await page.goto(rosterPath);
    await settle(page);
    await axe.checkA11y(page);
    const standingsLink = page.getByRole('link', { name: /standings/i }).first();
    const standingsPath = await standingsLink.getAttribute('href');
    expect(standingsPath).toMatch(/^\/leagues\/[^/]+\/standings$/);

    await page.goto(standingsPath!);
    await settle(page);
    const region = page.getByRole('region', { name: /^Standings of / });
    await expect(region).toBeVisible();
    await axe.checkA11y(page);
    // Reached with Tab and scrolled with the arrow keys.
    await region.focus();
    await expect(region).toBeFocused();
    const before = await region.evaluate((el) => el.scrollLeft);
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(before);
  });

  test(`the availability grid's counts are readable (${theme})`, async ({ page, axe }) => {
    await signInAs(page, 'admin');
    await setTheme(page, theme);
    const rosterPath = await firstTeamPath(page);
    await page.goto(rosterPath.replace(/roster$/, 'availability'));
    await settle(page);
    await expect(page.getByRole('table', { name: /^Availability of / })).toBeVisible();
    await axe.checkA11y(page);
  });
}

test('a table that fits the screen is not an extra tab stop', async ({ page }) => {
  await signInAs(page, 'admin');
  const rosterPath = await firstTeamPath(page);
  await page.goto(rosterPath);
  await settle(page);
  const standings = page.getByRole('link', { name: /standings/i }).first();
  await page.goto((await standings.getAttribute('href'))!);
  await settle(page);
  await expect(page.getByRole('table', { name: /^Standings of / })).toBeVisible();
  await expect(page.getByRole('region', { name: /^Standings of / })).toHaveCount(0);
});
