import type { Page } from '@playwright/test';
import { e2eAccounts, e2eTeam, signInAsEmail } from './support/e2e-accounts';
import { expect, expectTheme, startInTheme, test, themes, uniqueEmail } from './support/fixtures';

// A visitor files a looking-for-a-team request on a phone; a rep finds it, places the player
// on a team that fits, and the player gets the e-mail.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const theme of themes) {
    test(`the form passes axe in the ${theme} theme`, async ({ page, axe }) => {
      await startInTheme(page, theme);
      await page.goto('/forms/looking');
      await expectTheme(page, theme);
      await expect(page.getByRole('form', { name: 'Looking for a team' })).toBeVisible();
      await page.getByRole('button', { name: 'Send my request' }).click();
      await expect(page.getByText('Please choose your NTRP level.')).toBeVisible();
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await axe.checkA11y(page);
    });
  }

  test('a visitor files a request and a rep places them on a team', async ({
    page,
    axe,
    mailbox,
    browser,
  }) => {
    const email = uniqueEmail('looking');
    // Each run its own player: repeated runs share the list, where the rep picks her by name.
    const playerName = `Lena Lookwell ${Date.now().toString(36)}`;
    await page.goto('/forms/looking');
    const form = page.getByRole('form', { name: 'Looking for a team' });
    await form.getByLabel('Name').fill(playerName);
    await form.getByLabel('E-mail').fill(email);
    await form.getByLabel('Gender').selectOption('female');
    await form.getByLabel('Age group').selectOption('18+');
    await form.getByLabel('NTRP level').selectOption('3.5');
    await form.getByRole('group', { name: 'Kinds of league' }).getByLabel("Women's", { exact: true }).check();
    await form.getByRole('group', { name: 'Days' }).getByLabel('Tuesday').check();
    await form.getByRole('group', { name: 'Times' }).getByLabel('Evenings').check();
    await form.getByLabel('Notes').fill('Played 3.5 in Ohio for two seasons.');
    await form.getByRole('button', { name: 'Send my request' }).click();
    await expect(page.getByRole('status')).toContainText('Request sent');
    await settle(page);
    await axe.checkA11y(page);
    const confirmation = await mailbox.waitForMail({ to: email, subject: 'looking-for-a-team request' });
    expect(confirmation.links.some((l) => l.includes('/forms/looking/withdraw?token='))).toBe(true);

    // The rep, on a desktop.
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const desk = await context.newPage();
    await desk.setViewportSize({ width: 1280, height: 900 });
    await signInAsEmail(desk, e2eAccounts.rep.email);
    await desk.goto('/looking_for_team');
    await desk.getByRole('link', { name: playerName }).click();
    await expect(desk.getByRole('heading', { name: playerName, exact: true })).toBeVisible();
    await desk.getByLabel('Note for the history').fill('Called her: keen on Tuesday evenings.');
    await desk.getByLabel('How you got in touch').selectOption('phone');
    await desk.getByRole('button', { name: 'Record contact' }).click();
    await expect(desk.getByText('Called her: keen on Tuesday evenings.')).toBeVisible();
    await settle(desk);
    await axe.checkA11y(desk);
    await desk.getByRole('button', { name: `Place on ${e2eTeam}` }).click();
    await desk.getByRole('dialog').getByRole('button', { name: 'Place player' }).click();
    await expect(desk.getByText(`Placed on ${e2eTeam} by Rita Rep`)).toBeVisible();
    const placed = await mailbox.waitForMail({ to: email, subject: e2eTeam });
    // The notice is an editable template (issue 22 §3): its plain-text part is its Markdown.
    expect(placed.text).toContain(`placed you on **${e2eTeam}**`);
    await context.close();
  });
});
