import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInAs } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// Tournaments in series (issue 23 §3, decision 041): an organiser, at a desk, repeats a one-day
// tournament weekly from its editor, publishes the sessions and moves one to another date; the
// editor then asks which sessions a save changes.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

test('an organiser repeats a one-day tournament weekly and moves one session', async ({
  page,
  baseURL,
  axe,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await signInAs(page, 'admin');
  const created = await page.request.post('/api/admin/tournaments', {
    headers: { origin: baseURL! },
    data: {
      title: `E2E Shootout ${randomBytes(3).toString('hex')}`,
      slug: '',
      description: 'A one-day round robin, every week.',
      startDate: day(6),
      endDate: day(6),
      courtId: '',
      placeText: 'Club courts',
      format: 'Round robin',
      entryDeadline: '',
      entryFee: '0',
      drawsMarkdown: '',
      drawsFileUrl: '',
      resultsMarkdown: '',
      resultsFileUrl: '',
      divisions: [{ name: 'Open Singles', capacity: 8 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const body = await created.json();
  const id = (body.tournament ?? body).id as string;

  await page.goto(`/admin/tournaments/${id}`);
  const repeat = page.getByRole('form', { name: 'Repeat this tournament' });
  await expect(repeat).toBeVisible({ timeout: 20_000 });
  await repeat.getByRole('spinbutton', { name: 'Number of sessions' }).fill('4');
  await repeat.getByRole('button', { name: 'Make the series' }).click();

  const sessions = page.getByRole('table', { name: /^Series: Every / });
  await expect(sessions.getByRole('row')).toHaveCount(5);
  await page.getByRole('button', { name: 'Publish all 4 draft sessions' }).click();
  await expect(sessions.getByRole('cell', { name: 'Published' })).toHaveCount(4);

  // The second session (a week later) moves two days on: a date, not a time.
  await page
    .getByRole('button', { name: /^Move the session of / })
    .nth(1)
    .click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('New date').fill(day(15));
  await dialog.getByRole('button', { name: 'Move the session' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(sessions.getByText('· moved')).toHaveCount(1);

  await expect(page.getByRole('group', { name: /Save changes to/ })).toBeVisible();
  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(sessions).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
  }
});
