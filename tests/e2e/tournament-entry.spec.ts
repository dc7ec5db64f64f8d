import type { Page } from '@playwright/test';
import { demoTournamentsFor } from '@server/db/seed-data/events';
import { defaultClubIdentity } from '@shared/club';
import { zonedToday } from '@shared/club-time';
import { signInAs } from './support/e2e-accounts';
import { expect, test, uniqueEmail } from './support/fixtures';

// The seed names the doubles classic after the season of its date (demo content follows today).
const classic = demoTournamentsFor(zonedToday(defaultClubIdentity.timeZone, new Date())).classic.title;

// A visitor on a phone finds the club's doubles tournament, enters a division with a partner,
// and gets the confirmation e-mail; the organiser sees the entry in the tournament's entries.

test.use({ viewport: { width: 375, height: 812 } });

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page should not scroll sideways at 375 px').toBeLessThanOrEqual(0);
}

test('enter a tournament division', async ({ page, mailbox, axe }) => {
  await page.goto('/tournaments');
  // The footer's /tournaments leads to the tournaments page.
  await expect(page).toHaveURL(/\/events$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Tournaments' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Past tournaments and results' })).toBeVisible();
  await settle(page);
  await expectNoSidewaysScroll(page);
  await axe.checkA11y(page);

  await page.getByRole('link', { name: classic }).click();
  await expect(page.getByRole('heading', { level: 1, name: classic })).toBeVisible();
  const tournamentUrl = page.url();
  await expect(page.getByRole('heading', { name: 'Divisions' })).toBeVisible();
  await settle(page);
  await expectNoSidewaysScroll(page);
  await axe.checkA11y(page);

  // "Enter" next to a division jumps to the form with that division chosen and focused.
  await page.getByRole('button', { name: "Enter Men's Doubles 3.5" }).click();
  const form = page.getByRole('form', { name: 'Enter the tournament' });
  await expect(form.getByLabel('Division')).toHaveValue(/.+/);
  await expect(form.getByLabel('Division').locator('option:checked')).toHaveText(/^Men's Doubles 3\.5/);

  const email = uniqueEmail('doubles');
  await form.getByLabel('Full name').fill('Nina Netrusher');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('555 010 9999');
  await form.getByLabel('NTRP rating').selectOption('3.5');
  await form.getByLabel('Partner').fill('Ola Overhead');
  await form.getByRole('button', { name: 'Enter' }).click();

  await expect(page).toHaveURL(/\/form_submit\/success$/);
  // Held until confirmed from the e-mail (issue 18); the tap on its link confirms it.
  await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm' })).toBeVisible();
  await expect(page.getByText(`${classic} — Men's Doubles 3.5`)).toBeVisible();
  await settle(page);
  await axe.checkA11y(page);
  const held = await mailbox.waitForMail({
    to: email,
    subject: `Please confirm your sign-up: ${classic} — Men's Doubles 3.5`,
  });
  await page.goto(held.links.find((l) => l.includes('/registrations/confirm?token='))!);
  await page.getByRole('button', { name: 'Confirm my place' }).click();
  await expect(page.getByRole('heading', { name: "You're in!" })).toBeVisible();
  const mail = await mailbox.waitForMail({
    to: email,
    subject: `You're signed up: ${classic} — Men's Doubles 3.5`,
  });
  expect(mail.text).toContain('Fee: $30.00');
  expect(mail.links.some((l) => l.includes('/registrations/cancel?token='))).toBe(true);

  // Entering the same division again is refused at the e-mail field.
  await page.goto(tournamentUrl);
  await page.getByRole('button', { name: "Enter Men's Doubles 3.5" }).click();
  await form.getByLabel('Full name').fill('Nina Netrusher');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Phone').fill('555 010 9999');
  await form.getByRole('button', { name: 'Enter' }).click();
  await expect(form.getByText('You have already entered this division.')).toBeVisible();

  // The organiser sees the entry, with the partner, among the tournament's entries.
  await signInAs(page, 'admin');
  await page.goto('/admin/tournaments');
  await page.getByRole('link', { name: classic, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Entries' })).toBeVisible();
  await page.getByLabel('Search entries').fill('Netrusher');
  const entry = page.getByRole('listitem').filter({ hasText: 'Nina Netrusher' });
  await expect(entry).toContainText('Partner: Ola Overhead');
  await expect(entry).toContainText("Men's Doubles 3.5");
  await expect(page.getByRole('link', { name: 'Export CSV' }).last()).toHaveAttribute(
    'href',
    /entries\.csv\?q=Netrusher/,
  );
  await settle(page);
  await expectNoSidewaysScroll(page);
  await axe.checkA11y(page);
});
