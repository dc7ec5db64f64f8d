import type { Page } from '@playwright/test';
import { signInAsAdmin } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';

// An admin edits a club page, sees the change on the public page, then restores the previous
// version from the history; a stale save (someone else saved meanwhile) keeps what was typed.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
}

/** "Version 4, saved …" under the editor → 4. */
async function currentVersion(page: Page): Promise<number> {
  const status = page.getByText(/^Version \d+, saved /);
  await expect(status).toBeVisible();
  return Number(((await status.textContent()) ?? '').match(/^Version (\d+)/)![1]);
}

test('edit the rules, see them public, restore the previous version', async ({ page, browser, axe }) => {
  await signInAsAdmin(page);
  const marker = `Lights out at 10 pm sharp (${Date.now().toString(36)}).`;

  await page.goto('/admin/content');
  await expect(page.getByRole('heading', { level: 1, name: 'Site Content' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Pages', selected: true })).toBeVisible();
  await page.getByRole('link', { name: 'Edit Rules of Play' }).click();

  await expect(page).toHaveURL(/\/admin\/content\/pages\/rules$/);
  await settle(page);
  const before = await currentVersion(page);
  const text = page.getByLabel('Text', { exact: true });
  const original = await text.inputValue();
  await text.fill(`${original}\n\n## Closing time\n\n${marker}`);
  // The live preview renders the new section as the public page will.
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Closing time' })).toBeVisible();
  await expect(page.getByText('Unsaved changes.')).toBeVisible();
  // The page's own content (the account menu in the top bar belongs to the shell).
  await axe.checkA11y(page, { include: '#main' });

  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page saved', { exact: true })).toBeVisible();
  expect(await currentVersion(page)).toBe(before + 1);

  // A visitor (no session) sees the new text.
  const visitor = await browser.newPage();
  await visitor.goto('/rules');
  await expect(visitor.getByRole('heading', { level: 1, name: 'Rules of Play' })).toBeVisible();
  await expect(visitor.getByRole('heading', { level: 2, name: 'Closing time' })).toBeVisible();
  await expect(visitor.getByText(marker)).toBeVisible();

  // The history shows what the save changed: the added lines marked + (and "Added:" for screen readers).
  const history = page.getByRole('region', { name: 'Version history' });
  await history.getByRole('button', { name: `Show version ${before + 1}` }).click();
  const changes = history.getByRole('list', {
    name: `Changes from version ${before} to version ${before + 1}`,
  });
  await expect(changes.getByRole('listitem').filter({ hasText: marker })).toHaveText(`+Added: ${marker}`);
  await expect(changes.getByRole('listitem').filter({ hasText: '## Closing time' })).toHaveText(
    '+Added: ## Closing time',
  );
  await expect(changes.getByText(/^Removed: /)).toHaveCount(0);
  await axe.checkA11y(page, { include: '#main' });

  // Restore the version before the edit (with its confirmation).
  const previous = history.getByRole('listitem').filter({ hasText: `Version ${before}` });
  await previous.getByRole('button', { name: `Restore version ${before}` }).click();
  const dialog = page.getByRole('dialog', { name: `Restore version ${before}?` });
  await expect(dialog).toContainText(`as a new version ${before + 2}`);
  // The page's own content (the account menu in the top bar belongs to the shell).
  await axe.checkA11y(page, { include: '#main' });
  await dialog.getByRole('button', { name: `Restore version ${before}` }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Version restored', { exact: true })).toBeVisible();
  expect(await currentVersion(page)).toBe(before + 2);
  await expect(text).toHaveValue(original);
  await expect(history.getByRole('listitem').first()).toContainText(`restored from version ${before}`);

  await visitor.reload();
  await expect(visitor.getByRole('heading', { level: 1, name: 'Rules of Play' })).toBeVisible();
  await expect(visitor.getByText(marker)).toHaveCount(0);
  await visitor.close();
});

test('a save over someone else’s newer version is refused and keeps the typed text', async ({ page }) => {
  await signInAsAdmin(page);
  await page.goto('/admin/content/pages/schedule');
  await settle(page);
  const text = page.getByLabel('Text', { exact: true });
  await expect(text).not.toHaveValue('');

  // Another editor saves the page meanwhile (same API the editor uses).
  const latest = (await (await page.request.get('/api/pages/schedule')).json()) as {
    page: { title: string; body: string; version: number };
  };
  const otherSave = await page.request.put('/api/pages/schedule', {
    data: {
      title: latest.page.title,
      body: `${latest.page.body}\n\nChanged by someone else.`,
      version: latest.page.version,
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(otherSave.status()).toBe(200);

  const mine = `My schedule draft ${Date.now().toString(36)}`;
  await text.fill(mine);
  await page.getByRole('button', { name: 'Save page' }).click();
  const notice = page
    .getByRole('alert')
    .filter({ hasText: 'Not saved: someone else changed this in the meantime' });
  await expect(notice).toBeVisible();
  await expect(notice).toContainText('Your text is still in the editor');
  await expect(text).toHaveValue(mine);

  await notice.getByRole('button', { name: 'Compare with the latest version' }).click();
  await expect(notice.getByText('Changed by someone else.')).toBeVisible();
  await notice.getByRole('button', { name: 'Save my text anyway' }).click();
  await expect(page.getByText('Page saved', { exact: true })).toBeVisible();
  await expect(text).toHaveValue(mine);

  // Put the seeded schedule back for the other journeys (restore is itself a new version).
  const history = page.getByRole('region', { name: 'Version history' });
  await history.getByRole('button', { name: `Restore version ${latest.page.version}` }).click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: `Restore version ${latest.page.version}` })
    .click();
  await expect(page.getByText('Version restored', { exact: true })).toBeVisible();
});
