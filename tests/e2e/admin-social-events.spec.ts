import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import { signInAs } from './support/e2e-accounts';
import { expect, test, uniqueEmail } from './support/fixtures';

// An organiser creates a social, publishes it, edits it, and cancels it after someone has
// signed up: the confirmation step comes first, and the player gets the cancellation e-mail.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

/** "2031-06-12T18:30" N days from now, as a datetime-local input takes it. */
function wallTimeIn(days: number, time: string): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${time}`;
}

test('create, publish, edit and cancel a social event', async ({ page, mailbox, axe }) => {
  const title = `Autumn Round Robin ${randomBytes(3).toString('hex')}`;
  await signInAs(page, 'admin');

  await page.goto('/admin/SocialEventsPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Social Events' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Social events' })).toBeVisible();
  await settle(page);
  await axe.checkA11y(page);

  await page.getByRole('link', { name: 'New event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New Social Event' })).toBeVisible();
  // An empty form is refused field by field.
  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page.getByText('The title needs at least 3 characters.')).toBeVisible();
  await settle(page);
  await axe.checkA11y(page);

  await page.getByLabel('Title').fill(title);
  await page.getByLabel('Starts').fill(wallTimeIn(14, '09:00'));
  await page.getByLabel('Ends').fill(wallTimeIn(14, '12:00'));
  await page.getByLabel('Court location').selectOption({ label: 'Cottonwood Park' });
  await page.getByLabel('Place details').fill('Courts 1–4');
  await page.getByLabel('Places').fill('12');
  await page.getByLabel('Fee (USD)').fill('8');
  await page.getByRole('textbox', { name: 'Description' }).fill('Doubles on clay, **coffee** after.');
  await page.getByRole('button', { name: 'Save draft' }).click();

  await expect(page.getByRole('heading', { level: 1, name: `Edit ${title}` })).toBeVisible();
  await expect(page.getByText('Draft', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();
  // The editor has an address of its own: /admin/SocialEventsPage/<id>.
  await expect(page).toHaveURL(/\/admin\/SocialEventsPage\/[0-9a-f-]{36}$/);

  // Edit: a clearer title and more places.
  const edited = `${title} (clay)`;
  await page.getByLabel('Title').fill(edited);
  await page.getByLabel('Places').fill('16');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText(`${edited} is up to date.`, { exact: true })).toBeVisible();

  // The public page shows it; a player signs up.
  await page.getByRole('link', { name: 'View page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: edited })).toBeVisible();
  await expect(page.getByText('16 spots left')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Cottonwood Park' })).toBeVisible();
  const player = uniqueEmail('clay');
  const eventSlug = new URL(page.url()).pathname.split('/').pop()!;
  const signUp = await page.request.post(`/api/social-events/${eventSlug}/registrations`, {
    data: {
      name: 'Clay Player',
      email: player,
      phone: '555 010 8888',
      ntrp: '3.5',
      partnerName: '',
      notes: '',
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(signUp.status()).toBe(201);

  // Back in the admin: cancel, with a confirmation step and a note for the e-mail.
  await page.getByRole('link', { name: 'Edit event' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${edited}` })).toBeVisible();
  await expect(page.getByText('1 confirmed · 0 on the waitlist')).toBeVisible();
  await page.getByRole('button', { name: 'Cancel event' }).click();
  const dialog = page.getByRole('alertdialog', { name: `Cancel ${edited}?` });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('All 1 registered player is cancelled and e-mailed.');
  await settle(page);
  await axe.checkA11y(page);
  // Changing one's mind closes it without doing anything.
  await dialog.getByRole('button', { name: 'Keep the event' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Published', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel event' }).click();
  await dialog.getByLabel('Message for the e-mail (optional)').fill('The clay courts are flooded. Sorry!');
  await dialog.getByRole('button', { name: 'Cancel event and notify' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('1 player was e-mailed.', { exact: true })).toBeVisible();
  await expect(page.getByText('Cancelled', { exact: true })).toBeVisible();

  const mail = await mailbox.waitForMail({ to: player, subject: `Cancelled: ${edited}` });
  expect(mail.text).toContain('The clay courts are flooded. Sorry!');

  await page.goto(`/social_events/${eventSlug}`);
  await expect(page.getByText('This event has been cancelled')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up', exact: true })).toHaveCount(0);

  // The list finds it by search, and its CSV export is a download link.
  await page.goto('/admin/SocialEventsPage?status=all');
  await page.getByLabel('Search events').fill(edited);
  await expect(page.getByRole('link', { name: edited, exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Export CSV' })).toHaveAttribute(
    'href',
    /social-events\.csv\?/,
  );
});

test('organisers only', async ({ page }) => {
  await signInAs(page, 'member');
  await page.goto('/admin/SocialEventsPage');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'New event' })).toHaveCount(0);
  expect((await page.request.get('/api/admin/social-events')).status()).toBe(403);
});
