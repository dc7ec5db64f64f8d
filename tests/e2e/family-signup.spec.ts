import { randomBytes } from 'node:crypto';
import type { Page } from '@playwright/test';
import {
  e2eAccountPassword,
  e2eAccounts,
  signInAsEmail,
  spareAccountFor,
  spareFamilyOf,
} from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// A parent whose account manages a family (issue 9 §2), on their phone: they open a social,
// choose their junior under "Who is signing up", send the form, and see the junior's place
// confirmed, on the confirmation page, the event page and in the e-mail to the parent; signing up
// someone else next, the junior is shown as signed up and cannot be chosen again. The organiser,
// on their phone at the courts, sees on the players list that the parent signed the junior up.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

/** Local wall time N days from now, "2031-06-12T18:30". */
function wallTimeIn(days: number, time: string): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${time}`;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a family account signs up its junior for a social and sees it confirmed', async ({
  page,
  playwright,
  baseURL,
  mailbox,
  axe,
}, testInfo) => {
  const parent = spareAccountFor('family', testInfo);
  const { junior } = spareFamilyOf(testInfo.repeatEachIndex);

  // The journey's own social, set up as an organiser would (through the API).
  const title = `Junior Jamboree ${randomBytes(3).toString('hex')}`;
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL! } });
  const signedIn = await api.post('/api/auth/sign-in/email', {
    data: { email: e2eAccounts.admin.email, password: e2eAccountPassword },
  });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
  const created = await api.post('/api/admin/social-events', {
    data: {
      title,
      slug: '',
      description: 'Games and drills for juniors and their families.',
      startsAt: wallTimeIn(12, '10:00'),
      endsAt: wallTimeIn(12, '12:00'),
      signupDeadline: '',
      courtId: '',
      placeText: 'Riverside Park, courts 5–6',
      capacity: 12,
      waitlistLimit: '',
      fee: '3',
      imageUrl: '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string; slug: string } };
  expect((await api.post(`/api/admin/social-events/${event.id}/publish`)).ok()).toBe(true);
  await api.dispose();

  await signInAsEmail(page, parent.email);
  await page.goto(`/social_events/${event.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.getByRole('link', { name: 'Sign up', exact: true }).click();

  const form = page.getByRole('form', { name: 'Social event sign-up' });
  const who = form.getByRole('radiogroup', { name: 'Who is signing up' });
  // Theme changes reload the page: check both before filling the form in.
  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(who).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
  }
  await expect(who.getByRole('radio', { name: `Myself (${parent.name})` })).toBeChecked();
  await expect(form.getByLabel('Full name')).toHaveValue(parent.name);
  await who.getByRole('radio', { name: junior }).check();
  // The form follows the chosen person; the confirmation still goes to the parent's e-mail.
  await expect(form.getByLabel('Full name')).toHaveValue(junior);
  await expect(form.getByLabel('E-mail')).toHaveValue(parent.email);
  await form.getByLabel('Phone').fill('(555) 010-4242');
  await form.getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/form_submit\/success$/);
  await expect(page.getByRole('heading', { name: `${junior} is in!` })).toBeVisible();
  await expect(page.getByText(parent.email)).toBeVisible();
  await settle(page);
  await axe.checkA11y(page);

  const mail = await mailbox.waitForMail({ to: parent.email, subject: new RegExp(title) });
  expect(mail.text).toContain(junior);
  expect(mail.links.some((l) => l.includes('/registrations/cancel?token='))).toBe(true);

  // The event page shows the junior's place, with a cancel action, and still lets the parent
  // sign up someone else of the family.
  await page.goto(`/social_events/${event.slug}`);
  const mine = page.getByRole('list', { name: 'Your sign-up' });
  await expect(mine.getByText(`${junior} is signed up`)).toBeVisible();
  await expect(mine.getByRole('button', { name: `Cancel ${junior}'s sign-up` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Sign up someone else' })).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await setTheme(page, 'light');
  await expect(mine.getByText(`${junior} is signed up`)).toBeVisible();
  await settle(page);
  await axe.checkA11y(page);

  // Signing up someone else: the junior, who has a place, is shown but cannot be chosen again.
  await page.getByRole('link', { name: 'Sign up someone else' }).click();
  const again = page
    .getByRole('form', { name: 'Social event sign-up' })
    .getByRole('radiogroup', { name: 'Who is signing up' });
  await expect(again.getByRole('radio', { name: `${junior} (signed up)` })).toBeDisabled();
  await expect(again.getByRole('radio', { name: `Myself (${parent.name})` })).toBeChecked();
  await expect(page.getByRole('form', { name: 'Social event sign-up' }).getByLabel('Full name')).toHaveValue(
    parent.name,
  );

  // The organiser's players list: the junior's card says who signed them up (the e-mail is the parent's).
  await signInAsEmail(page, e2eAccounts.admin.email);
  await page.goto(`/admin/SocialPlayersForEvent?event=${event.id}`);
  const confirmed = page.getByRole('region', { name: 'Confirmed' });
  const card = confirmed.getByRole('listitem').filter({ hasText: junior });
  await expect(card).toHaveCount(1);
  await expect(card.getByText(`Signed up by ${parent.name}`)).toBeVisible();
  await expect(card.getByRole('link', { name: parent.email })).toBeVisible();
  await expect(card.getByRole('button', { name: `Check in ${junior}` })).toBeVisible();
  const listOverflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(listOverflow).toBeLessThanOrEqual(0);
  await settle(page);
  await axe.checkA11y(page);
});
