import { e2eAccounts, signInAsEmail } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';
import { e2eWithdrawEmail, e2eWithdrawMatchId, e2eWithdrawTeam } from './support/provision-match-results';

// A published-lineup player withdraws from a match on their phone (issue 22 §3): a confirm step
// with an optional reason, the answer becomes "No", and the captain is e-mailed at once.

test.use({ viewport: { width: 390, height: 844 } });

test('a lineup player withdraws from a match and the captain is told', async ({ page, axe, mailbox }) => {
  test.setTimeout(90_000);
  const run = test.info().repeatEachIndex + 3 * test.info().retry;
  await signInAsEmail(page, e2eWithdrawEmail);
  await page.goto(`/team-matches/${e2eWithdrawMatchId(run)}`);
  await expect(
    page.getByRole('heading', { level: 2, name: new RegExp(`Riverside Rockets ${run + 1} \\(`) }),
  ).toBeVisible();
  const lineup = page.getByRole('region', { name: 'Lineup' });
  await expect(lineup.getByRole('listitem').filter({ hasText: 'D1' })).toContainText('Wren Withdraw');
  const withdraw = page.getByRole('button', { name: 'Withdraw from this match' });
  await expect(withdraw).toBeVisible();
  for (const theme of themes) {
    await setTheme(page, theme);
    await axe.checkA11y(page);
  }

  // The confirm step, in both themes: nothing happens until "Yes, withdraw"; "Keep my place"
  // closes it. (Setting the theme reloads the page, so the dialog is opened after it.)
  const dialog = page.getByRole('alertdialog', { name: 'Withdraw from this match?' });
  for (const theme of themes) {
    await setTheme(page, theme);
    await withdraw.click();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Reason (optional)').fill('Sprained my ankle at practice.');
    await axe.checkA11y(page);
    await dialog.getByRole('button', { name: 'Keep my place' }).click();
    await expect(dialog).toBeHidden();
  }
  await expect(page.getByText('You have not answered yet.')).toBeVisible();
  await withdraw.click();
  await dialog.getByLabel('Reason (optional)').fill('Sprained my ankle at practice.');
  await dialog.getByRole('button', { name: 'Yes, withdraw' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('status').filter({ hasText: 'You withdrew from this match' })).toBeVisible();
  await expect(page.getByText('Your answer: No — “Sprained my ankle at practice.”')).toBeVisible();
  await expect(withdraw).toHaveCount(0);

  const mail = await mailbox.waitForMail({
    to: e2eAccounts.captain.email,
    subject: `${e2eWithdrawTeam} vs Riverside Rockets ${run + 1}`,
  });
  expect(mail.subject).toMatch(/^Wren Withdraw cannot play /);
  expect(mail.text).toContain('withdrew from the lineup');
  expect(mail.text).toContain('Sprained my ankle at practice.');
  for (const theme of themes) {
    await setTheme(page, theme);
    await axe.checkA11y(page);
  }
});
