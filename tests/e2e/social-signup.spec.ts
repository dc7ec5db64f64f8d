import { randomBytes } from 'node:crypto';
import type { APIRequest, APIRequestContext, Page } from '@playwright/test';
import { unescapeText, validateICalendar } from '../support/ical-validator';
import { e2eAccountPassword, e2eAccounts } from './support/e2e-accounts';
import { expect, setTheme, test, themes, uniqueEmail } from './support/fixtures';

// A visitor signs up for a social (its calendar file and the club feed parse as iCalendar); the
// place is held until they confirm it from the e-mail (issue 18), then the confirmation e-mail
// comes; the event fills and the next visitor is waitlisted; the first
// cancels through the e-mailed link, the second moves up, gets an e-mail, and the event page
// they left open updates by itself.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

/** An admin API session (the event is set up the way an organiser would, through the API). */
async function adminApi(request: APIRequest, baseURL: string): Promise<APIRequestContext> {
  const api = await request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post('/api/auth/sign-in/email', {
    data: { email: e2eAccounts.admin.email, password: e2eAccountPassword },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return api;
}

/** Local wall time N days from now, "2031-06-12T18:30". */
function wallTimeIn(days: number, time: string): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${time}`;
}

const signUpForm = (page: Page) => page.getByRole('form', { name: 'Social event sign-up' });

async function fillSignUp(page: Page, who: { name: string; email: string }) {
  const form = signUpForm(page);
  await form.getByLabel('Full name').fill(who.name);
  await form.getByLabel('E-mail').fill(who.email);
  await form.getByLabel('Phone').fill('(555) 010-7777');
  await form.getByLabel('NTRP rating').selectOption('3.5');
  await form.getByLabel('Notes').fill('First social with the club!');
}

test('sign up, fill up, waitlist, cancel by e-mail link, live promotion', async ({
  browser,
  page,
  playwright,
  baseURL,
  mailbox,
  axe,
}) => {
  const title = `Twilight Mixer ${randomBytes(3).toString('hex')}`;
  const api = await adminApi(playwright.request, baseURL!);
  const created = await api.post('/api/admin/social-events', {
    data: {
      title,
      slug: '',
      description: 'Mixed doubles under the lights.\n\n- Balls provided\n- All levels',
      startsAt: wallTimeIn(10, '18:30'),
      endsAt: wallTimeIn(10, '21:00'),
      signupDeadline: '',
      courtId: '',
      placeText: 'Riverside Park, courts 1–4',
      capacity: 1,
      waitlistLimit: '',
      fee: '5',
      imageUrl: '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { event } = (await created.json()) as { event: { id: string; slug: string } };
  expect((await api.post(`/api/admin/social-events/${event.id}/publish`)).ok()).toBe(true);

  // Visitor A finds the event in the list and opens it.
  const alice = { name: 'Alice Fairweather', email: uniqueEmail('alice') };
  await page.goto('/social_events');
  await expect(page.getByRole('heading', { level: 1, name: 'Social Events' })).toBeVisible();
  await page.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByText('1 spot left')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add to calendar' })).toHaveAttribute(
    'href',
    `/api/social-events/${event.slug}/ics`,
  );
  await settle(page);
  await axe.checkA11y(page);

  // "Add to calendar" and the subscribable feed are valid iCalendar holding this event.
  const ics = await page.request.get(`/api/social-events/${event.slug}/ics`);
  expect(ics.headers()['content-type']).toContain('text/calendar');
  const single = validateICalendar(await ics.text());
  expect(unescapeText(single.events[0]!.get('SUMMARY')!)).toBe(title);
  const feed = validateICalendar(await (await page.request.get('/calendar.ics')).text());
  expect(feed.events.map((e) => unescapeText(e.get('SUMMARY')!))).toContain(title);

  await page.getByRole('link', { name: 'Sign up', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/forms/socials\\?event=${event.slug}$`));
  await expect(signUpForm(page).getByLabel('Event')).toHaveValue(event.slug);
  // Submitting empty names the problems next to the fields.
  await signUpForm(page).getByRole('button', { name: 'Sign up' }).click();
  await expect(page.getByText('Please enter your name.')).toBeVisible();
  await settle(page);
  await axe.checkA11y(page);
  await fillSignUp(page, alice);
  await signUpForm(page).getByRole('button', { name: 'Sign up' }).click();

  await expect(page).toHaveURL(/\/form_submit\/success$/);
  // A visitor's place is held until confirmed from the e-mail they typed.
  await expect(page.getByRole('heading', { name: 'Check your e-mail to confirm' })).toBeVisible();
  await expect(page.getByText(alice.email)).toBeVisible();
  await settle(page);
  await axe.checkA11y(page);
  const held = await mailbox.waitForMail({
    to: alice.email,
    subject: `Please confirm your sign-up: ${title}`,
  });
  expect(held.text).toMatch(/^Hello,\n/);
  expect(held.text).toContain(`Name on the sign-up: “${alice.name}”`);
  await page.goto(held.links.find((l) => l.includes('/registrations/confirm?token='))!);
  await expect(page.getByRole('heading', { name: 'Your place is held' })).toBeVisible();
  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(page.getByRole('button', { name: 'Confirm my place' })).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
  }
  await setTheme(page, 'light');
  await page.getByRole('button', { name: 'Confirm my place' }).click();
  await expect(page.getByRole('heading', { name: "You're in!" })).toBeVisible();

  const confirmation = await mailbox.waitForMail({ to: alice.email, subject: `You're signed up: ${title}` });
  expect(confirmation.text).toContain('Fee: $5.00');
  const cancelLink = confirmation.links.find((l) => l.includes('/registrations/cancel?token='));
  expect(cancelLink, 'the confirmation carries a cancel link').toBeTruthy();

  // Visitor B, on a phone: the event is full, so the button offers the waitlist.
  const bobContext = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const bobPage = await bobContext.newPage();
  const bob = { name: 'Bob Baseline', email: uniqueEmail('bob') };
  await bobPage.goto(`/social_events/${event.slug}`);
  await expect(bobPage.getByText('Waitlist', { exact: true })).toBeVisible();
  await bobPage.getByRole('link', { name: 'Join the waitlist' }).click();
  await fillSignUp(bobPage, bob);
  await signUpForm(bobPage).getByRole('button', { name: 'Join the waitlist' }).click();
  await expect(bobPage.getByRole('heading', { name: 'Check your e-mail to confirm' })).toBeVisible();
  await expect(bobPage.getByText(/number 1 on the waitlist/)).toBeVisible();
  const bobHeld = await mailbox.waitForMail({
    to: bob.email,
    subject: `Please confirm your sign-up: ${title}`,
  });
  await bobPage.goto(bobHeld.links.find((l) => l.includes('/registrations/confirm?token='))!);
  await bobPage.getByRole('button', { name: 'Confirm my place' }).click();
  await expect(bobPage.getByRole('heading', { name: 'You are on the waitlist' })).toBeVisible();
  await mailbox.waitForMail({ to: bob.email, subject: `You're on the waitlist (#1): ${title}` });

  // Bob leaves the event page open.
  await bobPage.goto(`/social_events/${event.slug}`);
  await expect(bobPage.getByText('1 of 1 places taken, 1 on the waitlist')).toBeVisible();
  await expect(bobPage.getByText('Updates live')).toBeVisible();
  const overflow = await bobPage.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // Alice opens the link from her e-mail; nothing happens until she confirms.
  await page.goto(cancelLink!);
  await expect(page.getByRole('heading', { name: 'Cancel your registration?' })).toBeVisible();
  await expect(page.getByText(title)).toBeVisible();
  await settle(page);
  await axe.checkA11y(page);
  await page.getByRole('button', { name: 'Yes, cancel my registration' }).click();
  await expect(page.getByRole('heading', { name: 'Your registration is cancelled' })).toBeVisible();
  await expect(page.getByText('Your place has gone to the next person on the waitlist.')).toBeVisible();

  // Bob moved up: an e-mail, and his open page changed without a reload.
  await mailbox.waitForMail({ to: bob.email, subject: `Good news: you're in for ${title}` });
  await expect(bobPage.getByText('1 of 1 places taken', { exact: true })).toBeVisible();
  await mailbox.waitForMail({ to: alice.email, subject: `Registration cancelled: ${title}` });

  await bobContext.close();
  await api.dispose();
});
