import type { Page } from '@playwright/test';
import { linkTo } from './support/account-journeys';
import { spareAccount, spareAccountCount } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// The club's bulk mail says how to stop it (issue 19). A member who got the renewal reminder
// opens its "Stop these e-mails" link on their phone, stops the reminders and starts them again.

test.use({ viewport: { width: 390, height: 844 } });

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

test('the reminder’s link stops renewal reminders, and starts them again', async ({ page, mailbox, axe }) => {
  // The last spare renewal account: the renewal journey takes the first ones.
  const member = spareAccount('renewal', spareAccountCount - 1);
  const mail = await mailbox.waitForMail({ to: member.email, subject: /^Renew your NJTC membership/ });
  const link = linkTo(mail.links, '/mail/unsubscribe');

  for (const theme of themes) {
    await setTheme(page, theme);
    await page.goto(link);
    await settle(page);
    await expect(page.getByRole('heading', { name: 'Stop membership renewal reminders?' })).toBeVisible();
    await expect(page.getByText(member.email)).toBeVisible();
    await axe.checkA11y(page);
  }

  await page.getByRole('button', { name: 'Stop these e-mails' }).click();
  const done = page.getByRole('heading', { name: 'No more membership renewal reminders' });
  await expect(done).toBeFocused();
  await settle(page);
  await axe.checkA11y(page);

  await page.getByRole('button', { name: 'Start them again' }).click();
  await expect(page.getByRole('heading', { name: 'Stop membership renewal reminders?' })).toBeFocused();
});

test('a broken link says so', async ({ page }) => {
  await page.goto('/mail/unsubscribe?token=membership-reminders.bm9ib2R5.forged-signature');
  await expect(page.getByText('This link does not work')).toBeVisible();
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
});
