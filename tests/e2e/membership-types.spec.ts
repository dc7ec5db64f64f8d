import type { Page } from '@playwright/test';
import { signInAs } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// An admin sets up the year's membership types: adds one with a price, edits it, removes it.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

test('an admin adds, edits and removes a membership type', async ({ page, axe }) => {
  await signInAs(page, 'admin');
  await page.goto('/admin');
  await page.getByRole('link', { name: /Membership Types/ }).click();
  await expect(page).toHaveURL(/\/admin\/membership-types$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Types' })).toBeVisible();
  await expect(page.getByLabel('Membership year')).toBeVisible();
  // The season form checks with the API's own schema: a pro-rata month needs its percentage.
  const month = page.getByLabel('Pro-rata from month (1–12)');
  const percent = page.getByLabel('Pro-rata percentage');
  const [oldMonth, oldPercent] = [await month.inputValue(), await percent.inputValue()];
  await month.fill('7');
  await percent.fill('');
  await page.getByRole('button', { name: 'Save season' }).click();
  await expect(page.getByText('Give both the month and the percentage, or neither.')).toBeVisible();
  await month.fill(oldMonth);
  await percent.fill(oldPercent);
  await page.getByRole('button', { name: 'Save season' }).click();
  await expect(page.getByText('Season saved').first()).toBeVisible();

  const name = `Weekend Pass ${Date.now() % 100000}`;
  await page.getByRole('button', { name: 'Add membership type' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Name').fill(name);
  await dialog.getByLabel('Price ($)').fill('42.50');
  await dialog.getByLabel('People covered').fill('2');
  await dialog.getByLabel('Lowest age').fill('18');
  await dialog.getByRole('button', { name: 'Add type' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.getByText('Membership type added').first()).toBeVisible();

  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('$42.50');
  await expect(row).toContainText('18 and over');

  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(page.getByRole('row').filter({ hasText: name })).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
  }

  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog');
  await expect(edit.getByLabel('Price ($)')).toHaveValue('42.50');
  await edit.getByLabel('Price ($)').fill('abc');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('Enter the price.')).toBeVisible();
  await edit.getByLabel('Price ($)').fill('45');
  await edit.getByLabel('Name').fill(`${name} Plus`);
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit).toHaveCount(0);
  const edited = page.getByRole('row').filter({ hasText: `${name} Plus` });
  await expect(edited).toContainText('$45.00');

  await page.getByRole('button', { name: `Remove ${name} Plus` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Remove ${name} Plus?`);
  await confirm.getByRole('button', { name: 'Remove type' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});
