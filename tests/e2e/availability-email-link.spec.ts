import type { APIRequestContext, Page } from '@playwright/test';
import { e2eAccountPassword, e2eAccounts, e2eTeam } from './support/e2e-accounts';
import {
  expect,
  expectTheme,
  type Mailbox,
  setTheme,
  startInTheme,
  test,
  themes,
  uniqueEmail,
} from './support/fixtures';

// A player answers the captain from the reminder e-mail on a phone: the link shows the e-mail's
// choice preselected, records nothing until the player taps Confirm, then shows what was recorded.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

/**
 * As the e2e captain (API): invite a new player to the e2e team (who accepts from the e-mail),
 * schedule a match of its own and
 * press "remind non-responders"; returns the player's link for `answer` from the reminder e-mail.
 */
async function reminderLink(request: APIRequestContext, mailbox: Mailbox, answer: 'yes' | 'no' | 'maybe') {
  const base = process.env.E2E_BASE_URL!;
  const headers = { origin: base };
  const signIn = await request.post(`${base}/api/auth/sign-in/email`, {
    data: { email: e2eAccounts.captain.email, password: e2eAccountPassword },
    headers,
  });
  expect(signIn.ok()).toBe(true);
  const teams = await (await request.get(`${base}/api/teams?q=${encodeURIComponent(e2eTeam)}`)).json();
  const teamId = teams.items.find((t: { name: string }) => t.name === e2eTeam).id as string;
  const email = uniqueEmail('availability');
  const invited = await request.post(`${base}/api/teams/${teamId}/roster`, {
    data: { email, name: 'Avery Answer' },
    headers,
  });
  expect(invited.ok()).toBe(true);
  // Nobody is on a roster before agreeing (issue 18): the player accepts from the invitation.
  const invitation = await mailbox.waitForMail({ to: email, subject: /invitation to play for/ });
  const token = new URL(
    invitation.links.find((l) => l.includes('/roster-invitation?token='))!,
  ).searchParams.get('token');
  const accepted = await request.post(`${base}/api/roster-invitations/link`, {
    data: { token, decision: 'accept' },
    headers,
  });
  expect(accepted.ok(), await accepted.text()).toBe(true);
  const inTwelveDays = new Date(Date.now() + 12 * 86_400_000).toISOString().slice(0, 10);
  const created = await request.post(`${base}/api/teams/${teamId}/matches`, {
    data: {
      startsAt: `${inTwelveDays}T18:30`,
      isHome: false,
      opponentTeam: `Link Testers ${email.split('@')[0]}`,
      opponentClub: 'Cedar Grove Racquet Club',
      address: '210 Cedar Grove Rd, Riverton',
    },
    headers,
  });
  expect(created.status()).toBe(201);
  const { match } = await created.json();
  const reminded = await request.post(`${base}/api/teams/${teamId}/matches/${match.id}/remind`, { headers });
  expect(reminded.ok()).toBe(true);
  const mail = await mailbox.waitForMail({ to: email, subject: 'can you play' });
  const link = mail.links.find((l) => l.includes('/availability/answer?') && l.endsWith(`answer=${answer}`));
  if (!link) throw new Error(`No ${answer} link in: ${mail.links.join(', ')}`);
  return { link, opponent: match.opponentTeam as string };
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a player answers from the e-mail link: preselected, recorded only on confirm', async ({
    page,
    request,
    mailbox,
    axe,
  }) => {
    const { link, opponent } = await reminderLink(request, mailbox, 'maybe');
    await page.goto(link);
    await expect(
      page.getByRole('heading', { name: `Away at ${opponent} (Cedar Grove Racquet Club)` }),
    ).toBeVisible();
    const choice = page.getByRole('group', { name: 'Can you play?' });
    await expect(choice.getByRole('radio', { name: 'Maybe' })).toBeChecked();
    // Opening the link answered nothing.
    await expect(page.getByText('your captain would like to know whether you can play')).toBeVisible();
    await page.reload();
    await expect(page.getByText('Recorded answer')).toHaveCount(0);
    await expect(choice.getByRole('radio', { name: 'Maybe' })).toBeChecked();

    await page.getByRole('button', { name: 'Confirm my answer' }).click();
    await expect(page.getByRole('status')).toContainText('Your answer is recorded: Maybe');
    await settle(page);
    await axe.checkA11y(page);

    // Changing it: one tap on another choice, one on the button.
    await choice.getByText('Yes', { exact: true }).click();
    await page.getByRole('button', { name: 'Change my answer' }).click();
    await expect(page.getByRole('status')).toContainText('Your answer is recorded: Yes');
    // Coming back to the link later shows what was recorded.
    await page.goto(link.replace('answer=maybe', ''));
    await expect(page.getByRole('status')).toContainText('Recorded answer: Yes');
  });

  for (const theme of themes) {
    test(`the answer page passes axe in the ${theme} theme`, async ({ page, request, mailbox, axe }) => {
      const { link } = await reminderLink(request, mailbox, 'no');
      await startInTheme(page, theme);
      await page.goto(link);
      await expectTheme(page, theme);
      await expect(page.getByRole('radio', { name: 'No' })).toBeChecked();
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await axe.checkA11y(page);
    });
  }

  test('from the link, the invited player opens the match page and is offered an account', async ({
    page,
    request,
    mailbox,
    axe,
  }) => {
    const { link, opponent } = await reminderLink(request, mailbox, 'yes');
    await page.goto(link);
    await page.getByRole('link', { name: 'See the match' }).click();
    await expect(page).toHaveURL(/\/availability\/match\?token=/);
    await expect(
      page.getByRole('heading', { name: `Away at ${opponent} (Cedar Grove Racquet Club)` }),
    ).toBeVisible();
    await expect(page.getByText('210 Cedar Grove Rd, Riverton')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Google Maps' })).toHaveAttribute(
      'href',
      /210%20Cedar%20Grove/,
    );
    await expect(page.getByRole('heading', { name: 'Lineup' })).toBeVisible();
    await expect(page.getByText('You have not answered yet.')).toBeVisible();
    // One tap to answer, by the same signed link.
    await page.getByRole('group', { name: 'Can you play?' }).getByText('Yes', { exact: true }).click();
    await page.getByRole('button', { name: 'Save my answer' }).click();
    await expect(page.getByText('Your answer: Yes')).toBeVisible();
    const offer = page.getByRole('link', { name: 'Create my account' });
    await expect(offer).toHaveAttribute('href', /\?email=availability/);
    await settle(page);
    for (const theme of themes) {
      await setTheme(page, theme);
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await axe.checkA11y(page);
    }
  });

  test('a forged link says so and offers nothing to answer', async ({ page }) => {
    await page.goto('/availability/answer?token=not-a-real-token&answer=yes');
    await expect(page.getByText('This answer link is not valid')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Confirm my answer' })).toHaveCount(0);
  });
});
