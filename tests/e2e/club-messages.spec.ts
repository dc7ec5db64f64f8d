import type { Page } from '@playwright/test';
import { linkTo } from './support/account-journeys';
import { e2eAccounts, e2eJourneyAccounts, e2eTeam, signInAs, signInAsEmail } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// Club messages (issue 22): a captain e-mails their roster from their phone, and a board member
// sends a newsletter issue to the confirmed subscribers; both arrive at the test SMTP server with
// working unsubscribe links, and the issue is in the public archive.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

async function openCompose(page: Page) {
  await page.goto('/messages/new');
  // The audiences are read for the viewer first (their teams, events, leagues).
  await expect(page.getByLabel('To', { exact: true })).toBeVisible({ timeout: 20_000 });
}

async function compose(page: Page, audience: RegExp | string, subject: string, body: string) {
  const to = page.getByLabel('To', { exact: true });
  const label = await to.locator('option').filter({ hasText: audience }).first().textContent();
  await to.selectOption({ label: label ?? '' });
  await page.getByLabel('Subject', { exact: true }).fill(subject);
  await page.getByRole('textbox', { name: 'Message', exact: true }).fill(body);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a captain e-mails the roster; the e-mail arrives and its link stops team messages', async ({
    page,
    mailbox,
    axe,
  }) => {
    test.setTimeout(90_000);
    const run = test.info().repeatEachIndex + 3 * test.info().retry;
    const subject = `Practice moved to Thursday (${run})`;
    await signInAs(page, 'captain');
    for (const theme of themes) {
      await setTheme(page, theme);
      await openCompose(page);
      await settle(page);
      await axe.checkA11y(page);
    }
    await compose(page, new RegExp(`^${e2eTeam} .*— roster$`), subject, 'Practice is **Thursday** at 6 pm.');

    await page.getByRole('button', { name: 'Preview' }).click();
    const preview = page.getByRole('region', { name: 'Preview' });
    await expect(preview.getByText('Thursday', { exact: true })).toBeVisible();
    await axe.checkA11y(page);

    await page.getByRole('button', { name: 'Send…' }).click();
    const confirm = page.getByRole('dialog', { name: 'Send this message?' });
    await expect(confirm).toContainText(/\d+ recipients?/);
    await confirm.getByRole('button', { name: /^Send to \d+ recipients?$/ }).click();

    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Delivery' })).toBeVisible();
    const mail = await mailbox.waitForMail({ to: e2eAccounts.captain.email, subject });
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    expect(mail.text).toContain('Practice is **Thursday** at 6 pm.');
    // Delivery state moves to sent once the outbox has handed it over.
    await expect(page.getByRole('cell', { name: 'Sent' }).first()).toBeVisible({ timeout: 15_000 });
    for (const theme of themes) {
      await setTheme(page, theme);
      await settle(page);
      await axe.checkA11y(page);
    }

    await page.goto(linkTo(mail.links, '/mail/unsubscribe'));
    await expect(
      page.getByRole('heading', { name: "Stop captains' messages to their teams?" }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Stop these e-mails' }).click();
    await expect(
      page.getByRole('heading', { name: "No more captains' messages to their teams" }),
    ).toBeFocused();
    await page.getByRole('button', { name: 'Start them again' }).click();
    await expect(
      page.getByRole('heading', { name: "Stop captains' messages to their teams?" }),
    ).toBeFocused();
  });
});

test.describe('from the team page, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a captain writes to the team with a PDF from its page; a roster player reads it and opens the file there', async ({
    page,
    browser,
    mailbox,
    axe,
  }) => {
    test.setTimeout(120_000);
    const run = test.info().repeatEachIndex + 3 * test.info().retry;
    const subject = `Directions to the away match (${run})`;
    const teammate = e2eJourneyAccounts.teammate;
    await signInAs(page, 'captain');
    const teams = await (await page.request.get(`/api/teams?q=${encodeURIComponent(e2eTeam)}`)).json();
    const teamId = teams.items.find((t: { name: string }) => t.name === e2eTeam).id as string;

    // The team's page: its Messages section, with the captain's way in.
    await page.goto(`/teams/${teamId}/schedule`);
    const messages = page.getByRole('region', { name: 'Messages' });
    await expect(messages).toBeVisible({ timeout: 20_000 });
    // (A theme change reloads the page: checked here and below before anything is typed.)
    for (const theme of themes) {
      await setTheme(page, theme);
      await settle(page);
      await axe.checkA11y(page);
    }
    await messages.getByRole('link', { name: 'Write to the team' }).click();
    const to = page.getByLabel('To', { exact: true });
    await expect(to.locator('option:checked')).toHaveText(new RegExp(`^${e2eTeam} .*— roster$`), {
      timeout: 20_000,
    });
    await page.getByLabel('Subject', { exact: true }).fill(subject);
    await page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('Directions are attached. Car pool at 5.');
    await page.locator('input[type=file]').setInputFiles({
      name: 'directions.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n'),
    });
    await expect(page.getByRole('list', { name: 'Attached files' })).toContainText('directions.pdf');
    await axe.checkA11y(page);
    await page.getByRole('button', { name: 'Send…' }).click();
    await page
      .getByRole('dialog', { name: 'Send this message?' })
      .getByRole('button', { name: /^Send to \d+ recipients$/ })
      .click();
    await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(page.getByRole('link', { name: 'directions.pdf' })).toBeVisible();
    const mail = await mailbox.waitForMail({ to: teammate.email, subject });
    expect(mail.text).toContain('Directions are attached.');

    // A roster player, on their phone, finds it on the team's page and opens the file.
    const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const reader = await phone.newPage();
    await signInAsEmail(reader, teammate.email);
    await reader.goto(`/teams/${teamId}/schedule`);
    const listed = reader.getByRole('region', { name: 'Messages' });
    await expect(listed.getByRole('link', { name: subject })).toBeVisible({ timeout: 20_000 });
    await expect(listed.getByRole('link', { name: 'Write to the team' })).toHaveCount(0);
    for (const theme of themes) {
      await setTheme(reader, theme);
      await settle(reader);
      await axe.checkA11y(reader);
    }
    await listed.getByRole('link', { name: subject }).click();
    await expect(reader.getByRole('heading', { level: 1, name: subject })).toBeVisible();
    await expect(reader.getByRole('heading', { name: 'Delivery' })).toHaveCount(0);
    const file = reader.getByRole('link', { name: 'directions.pdf' });
    const got = await reader.request.get((await file.getAttribute('href')) ?? '');
    expect(got.status()).toBe(200);
    expect(got.headers()['content-type']).toBe('application/pdf');
    for (const theme of themes) {
      await setTheme(reader, theme);
      await settle(reader);
      await axe.checkA11y(reader);
    }
    await phone.close();
  });
});

test('a board member sends a newsletter issue to the confirmed subscribers; it is archived and its link unsubscribes', async ({
  page,
  mailbox,
  axe,
}) => {
  test.setTimeout(90_000);
  const run = test.info().repeatEachIndex + 3 * test.info().retry;
  const subject = `Winter newsletter (${run})`;
  // Seeded subscribers (src/server/db/seed-data/club-messages.ts): confirmed, pending, unsubscribed.
  const confirmed = 'luis.ortega@example.org';
  await signInAs(page, 'board');
  // The board reaches the club's mail tools from the Members List (the admin strip's entry).
  await page.goto('/members');
  await page.getByRole('link', { name: 'Newsletter subscribers' }).click();
  await expect(page.getByRole('table', { name: 'Newsletter subscribers' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText(confirmed)).toBeVisible();
  for (const theme of themes) {
    await setTheme(page, theme);
    await settle(page);
    await axe.checkA11y(page);
  }

  await openCompose(page);
  await compose(page, 'Newsletter subscribers', subject, 'Indoor courts open on **December 1**.');
  await page.getByRole('button', { name: 'Send…' }).click();
  const confirm = page.getByRole('dialog', { name: 'Send this message?' });
  await confirm.getByRole('button', { name: /^Send to \d+ recipients?$/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();

  const mail = await mailbox.waitForMail({ to: confirmed, subject });
  expect(mail.headers['list-unsubscribe']).toContain('/api/newsletter/unsubscribe?token=');
  await mailbox.expectNoMail({ to: 'tomas.reyes@example.org', subject }, 1000);
  await mailbox.expectNoMail({ to: 'ivan.petrov@example.org', subject }, 500);

  await page.goto('/newsletter/issues');
  await page.getByRole('link', { name: subject }).click();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(page.getByText('December 1')).toBeVisible();
  for (const theme of themes) {
    await setTheme(page, theme);
    await settle(page);
    await axe.checkA11y(page);
  }

  await page.goto(linkTo(mail.links, '/newsletter/unsubscribe'));
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('heading', { name: 'You have been unsubscribed' })).toBeVisible();
});
