import type { Locator, Page } from '@playwright/test';
import { signInAs } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// An organiser on a phone works through the admin lists: every row is a card with every
// column labelled, the action buttons are on screen, and nothing scrolls sideways.

test.use({ viewport: { width: 390, height: 844 } });

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

async function expectUsableAt390(page: Page, table: Locator, labels: string[], actionName: RegExp) {
  await expect(table).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page should not scroll sideways at 390 px').toBeLessThanOrEqual(0);
  const tableOverflow = await table.evaluate(
    (t) => t.parentElement!.scrollWidth - t.parentElement!.clientWidth,
  );
  expect(tableOverflow, 'the list should not scroll sideways').toBeLessThanOrEqual(0);
  const firstRow = table.locator('tbody tr').first();
  // Each column is a visible line of the card, labelled (the label is drawn from data-label).
  for (const label of labels) await expect(firstRow.locator(`td[data-label="${label}"]`)).toBeVisible();
  const box = await firstRow
    .getByRole('button', { name: actionName })
    .or(firstRow.getByRole('link', { name: actionName }))
    .first()
    .boundingBox();
  expect(box, 'the row action is on screen').not.toBeNull();
  expect(box!.x + box!.width).toBeLessThanOrEqual(390);
}

for (const theme of themes) {
  test(`admin lists as cards at 390 px (${theme})`, async ({ page, axe }) => {
    test.setTimeout(120_000);
    await signInAs(page, 'admin');
    await setTheme(page, theme);

    await page.goto('/admin/courts');
    await settle(page);
    const courts = page.getByRole('table', { name: 'Court locations' });
    await expectUsableAt390(page, courts, ['Courts', 'Surface', 'Lights', 'Setting'], /^Edit /);
    // Sorting stays available on a phone.
    await courts.getByRole('button', { name: 'Surface' }).click();
    await expect(courts.getByRole('columnheader', { name: 'Surface' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    await axe.checkA11y(page);

    await page.goto('/admin/contacts');
    await settle(page);
    await expectUsableAt390(
      page,
      page.getByRole('table', { name: 'Board members' }),
      ['Position', 'E-mail', 'Shown'],
      /^Edit /,
    );
    await axe.checkA11y(page);

    await page.goto('/admin/content');
    await settle(page);
    await expectUsableAt390(
      page,
      page.getByRole('table', { name: 'Club pages' }),
      ['Last updated', 'Version'],
      /^Edit /,
    );
    await page.getByRole('tab', { name: 'News' }).click();
    await settle(page);
    await expectUsableAt390(
      page,
      page.getByRole('table', { name: 'News posts' }),
      ['Status', 'Publish date', 'Last edited'],
      /^Edit /,
    );
    await axe.checkA11y(page);
  });
}
