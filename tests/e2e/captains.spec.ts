import type { Page } from '@playwright/test';
import { e2eAccounts, e2eTeam } from './support/e2e-accounts';
import { expect, expectTheme, startInTheme, test, themes } from './support/fixtures';

// A visitor finds the teams at their level on /captains and writes to a captain: the message is
// relayed by e-mail (Reply-To the visitor) and no captain's address is in the page.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

test('a visitor writes to a captain at their level and the message arrives', async ({
  page,
  axe,
  mailbox,
}) => {
  await page.goto('/captains');
  await expect(page.getByRole('heading', { level: 1, name: 'Captains' })).toBeVisible();
  await page.getByLabel('Your NTRP level').selectOption('3.5');
  const team = page.getByRole('listitem').filter({ hasText: e2eTeam });
  await expect(team).toContainText('Cal Captain');
  expect(await page.content()).not.toContain(e2eAccounts.captain.email);
  await page.getByLabel('Your NTRP level').selectOption('5.0+');
  await expect(team).toHaveCount(0);
  await page.getByLabel('Your NTRP level').selectOption('3.0');
  await settle(page);
  await axe.checkA11y(page);

  await team.getByRole('button', { name: `Write to the captain of ${e2eTeam}` }).click();
  const dialog = page.getByRole('dialog', { name: `Write to the captain of ${e2eTeam}` });
  await dialog.getByLabel('Your name').fill('Vic Visitor');
  await dialog.getByLabel('Your e-mail').fill('vic.visitor@example.net');
  await dialog
    .getByLabel('Message')
    .fill('Hi! I am a 3.0 looking to play up; do you need players this spring?');
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByRole('status')).toContainText('Message sent');
  await settle(page);
  await axe.checkA11y(page);

  const mail = await mailbox.waitForMail({
    to: e2eAccounts.captain.email,
    subject: 'message from Vic Visitor',
  });
  expect(mail.headers['reply-to']).toContain('vic.visitor@example.net');
  expect(mail.text).toContain(`as captain of ${e2eTeam} through the Captains page`);
});

for (const theme of themes) {
  test(`captains page passes axe in the ${theme} theme`, async ({ page, axe }) => {
    await startInTheme(page, theme);
    await page.goto('/captains');
    await expectTheme(page, theme);
    await expect(page.getByText(e2eTeam, { exact: true })).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
  });
}
