import type { Locator } from '@playwright/test';
import { expectSignedIn } from './support/account-journeys';
import { e2eJourneyAccounts, signInAsEmail } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// A volunteer holding five roles and a long name: the role badge is never clipped (compact in
// the bar with the full list on focus/hover, whole and wrapped in the phone menu), and the
// profile page wraps the name between words.

const account = e2eJourneyAccounts.manyRoles;
const fullList = 'Executive, Board, Rep, Captain, Member';

async function expectNotClipped(element: Locator, what: string) {
  const clipped = await element.evaluate((el) => el.scrollWidth > el.clientWidth + 1);
  expect(clipped, `${what} should show all its text`).toBe(false);
}

for (const theme of themes) {
  test(`role badge and long name at 390 px and on desktop (${theme})`, async ({ page, axe }) => {
    test.setTimeout(120_000);
    await page.setViewportSize({ width: 1280, height: 800 });
    await signInAsEmail(page, account.email);
    await page.goto('/');
    await expectSignedIn(page);
    await setTheme(page, theme);

    // Desktop: compact badge; keyboard focus shows the full list.
    const badge = page.getByRole('banner').getByRole('button', { name: `Roles: ${fullList}` });
    await expect(badge).toHaveText(/Executive \+4/);
    await badge.focus();
    await expect(page.getByRole('tooltip')).toHaveText(fullList);
    await expect(page.getByRole('tooltip')).toBeInViewport({ ratio: 1 });
    await axe.checkA11y(page);
    await page.keyboard.press('Escape');
    await page.mouse.move(0, 400);

    // Phone: the menu shows the whole list, wrapped, inside the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('banner').getByRole('button', { name: 'Menu' }).click();
    const wrapped = page.getByTitle(`Your roles: ${fullList}`).filter({ visible: true });
    await expect(wrapped).toHaveText(`Roles: ${fullList}`);
    await expect(wrapped).toBeInViewport({ ratio: 1 });
    const box = await wrapped.boundingBox();
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    await axe.checkA11y(page);
    await page.keyboard.press('Escape');

    // The profile page: the long name wraps between words, never inside one.
    await page.goto(`/users/${account.username}`);
    const heading = page.getByRole('heading', { level: 2, name: account.name });
    await expect(heading).toBeVisible();
    const brokenWords = await heading.evaluate((h) => {
      const text = h.firstChild as Text;
      const broken: string[] = [];
      let start = 0;
      for (const word of text.data.split(' ')) {
        const range = document.createRange();
        range.setStart(text, start);
        range.setEnd(text, start + word.length);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        if (lines.size > 1) broken.push(word);
        start += word.length + 1;
      }
      return broken;
    });
    expect(brokenWords, 'no word of the name is split across lines').toEqual([]);
    await expectNotClipped(heading, 'the profile card name');
    await expectNotClipped(page.getByRole('heading', { level: 1, name: account.name }), 'the page heading');
    await axe.checkA11y(page);
  });
}
