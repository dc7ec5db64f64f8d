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
  test(`wide tables scroll by keyboard on a phone, fit on a desktop, and pass axe (${theme})`, async ({
    page,
    axe,
  }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page, 'admin');
    await setTheme(page, theme);
    const rosterPath = await firstTeamPath(page);
    await axe.checkA11y(page);

    await page.goto(rosterPath);
    await settle(page);
    await axe.checkA11y(page);
    const standingsPath = await page
      .getByRole('link', { name: /standings/i })
      .first()
      .getAttribute('href');
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

    // On a desktop the table fits: no region, no extra tab stop.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(page.getByRole('table', { name: /^Standings of / })).toBeVisible();
    await expect(page.getByRole('region', { name: /^Standings of / })).toHaveCount(0);

    // The availability grid (desktop only): its short counts readable in both themes.
    await page.goto(rosterPath.replace(/roster$/, 'availability'));
    await settle(page);
    await expect(page.getByRole('table', { name: /^Availability of / })).toBeVisible();
    await axe.checkA11y(page);
  });
}
