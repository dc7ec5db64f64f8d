import type { Page, Request } from '@playwright/test';
import { expect, test, uniqueEmail } from './support/fixtures';

// §2 Newsletter subscribe section, §4 states, §5 validation, §8 toasts — every branch, as a visitor.
// The server keeps one database for the run and limits subscribe calls per address (10 / 10 min),
// so each test uses fresh addresses and only the branches that must reach the server do.

const texts = {
  heading: 'Stay in the Game',
  tiles: ['Event Updates', 'Community News', 'Tournament Results', 'Exclusive Content'],
  submit: 'Join the Community',
  submitting: 'Subscribing...',
  confirmed: "You're All Set!",
  welcome: 'Welcome to the NJTC community! Check your email for confirmation.',
  already: "You're already subscribed to our newsletter!",
  whatsNext: "What's Next?",
  reset: 'Subscribe with different email',
};

function newsletter(page: Page) {
  const form = page.getByRole('form', { name: texts.heading });
  return {
    form,
    name: form.getByLabel('Full name'),
    email: form.getByLabel('Email address'),
    submit: form.getByRole('button', { name: texts.submit }),
    confirmedHeading: page.getByRole('heading', { name: texts.confirmed }),
    reset: page.getByRole('button', { name: texts.reset }),
  };
}

/** The one visible toast (§9: at most one at a time). */
function toast(page: Page) {
  return page.getByRole('region', { name: /Notifications/ }).getByRole('listitem');
}

async function expectToast(page: Page, title: string, description: string, isDestructive: boolean) {
  const item = toast(page);
  await expect(item).toHaveCount(1);
  await expect(item).toContainText(title);
  await expect(item).toContainText(description);
  if (isDestructive) await expect(item).toHaveClass(/destructive/);
  else await expect(item).not.toHaveClass(/destructive/);
}

/** Counts the subscribe calls the page makes. */
function subscribeCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/subscribe-email')) calls.push(r);
  });
  return calls;
}

async function openHome(page: Page) {
  await page.goto('/');
  await expect(newsletter(page).form).toBeVisible();
}

test('the section shows its heading, the four tiles, both fields and the privacy link', async ({ page }) => {
  await openHome(page);
  const n = newsletter(page);
  await expect(page.getByRole('heading', { name: texts.heading, level: 2 })).toBeVisible();
  for (const tile of texts.tiles)
    await expect(page.getByRole('heading', { name: tile, level: 3 })).toBeVisible();
  await expect(n.name).toBeVisible();
  await expect(n.email).toBeVisible();
  // The spam trap is hidden from people and from assistive technology.
  await expect(n.form.getByRole('textbox')).toHaveCount(2);
  await expect(n.form.locator('input[name="website"]')).toBeAttached();
  await expect(n.submit).toBeEnabled();
  const privacy = n.form.getByRole('link', { name: 'Privacy Policy' });
  await expect(privacy).toHaveAttribute('href', '/privacy');
  await privacy.click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});

test('missing name or e-mail: "Missing Information" toast, nothing sent', async ({ page }) => {
  const calls = subscribeCalls(page);
  await openHome(page);
  const n = newsletter(page);

  await n.submit.click();
  await expectToast(page, 'Missing Information', 'Please enter both your name and email address', true);

  await n.name.fill('Jane Smith');
  await n.submit.click();
  await expectToast(page, 'Missing Information', 'Please enter both your name and email address', true);

  await n.name.fill('');
  await n.email.fill(uniqueEmail('missing'));
  await n.submit.click();
  await expectToast(page, 'Missing Information', 'Please enter both your name and email address', true);

  // A name of spaces is no name.
  await n.name.fill('   ');
  await n.submit.click();
  await expectToast(page, 'Missing Information', 'Please enter both your name and email address', true);

  expect(calls).toHaveLength(0);
  await expect(n.form).toBeVisible();
});

test('invalid e-mail: "Invalid Email" toast; the address is checked as typed, not trimmed', async ({
  page,
}) => {
  const calls = subscribeCalls(page);
  await openHome(page);
  const n = newsletter(page);
  await n.name.fill('Jane Smith');

  for (const bad of ['jane', 'jane@example', 'jane smith@example.org', ` ${uniqueEmail('lead')}`]) {
    await n.email.fill(bad);
    await n.submit.click();
    await expectToast(page, 'Invalid Email', 'Please enter a valid email address', false);
    // The field keeps exactly what was typed.
    await expect(n.email).toHaveValue(bad);
  }
  expect(calls).toHaveLength(0);
});

test('spam trap: a filled hidden field gets "Error" / "Spam detected" and nothing is stored or sent', async ({
  page,
  mailbox,
}) => {
  const calls = subscribeCalls(page);
  await openHome(page);
  const n = newsletter(page);
  const email = uniqueEmail('bot');
  await n.name.fill('Spam Bot');
  await n.email.fill(email);
  // What a form-filling bot does: the field is off-screen and out of the tab order.
  await n.form.locator('input[name="website"]').fill('https://spam.example', { force: true });
  await n.submit.click();
  await expectToast(page, 'Error', 'Spam detected', false);
  expect(calls).toHaveLength(0);
  await expect(n.form).toBeVisible();

  // The server refuses it too (a bot posting directly), without storing the address.
  const res = await page.request.post('/api/subscribe-email', {
    data: { name: 'Spam Bot', email, website: 'https://spam.example' },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(res.status()).toBe(400);
  expect(await res.json()).toEqual({ error: 'Spam detected', code: 'VALIDATION' });
  const check = await page.request.get(`/api/check-email-subscription?email=${encodeURIComponent(email)}`);
  expect(await check.json()).toEqual({ isSubscribed: false });
  await mailbox.expectNoMail({ to: email });
});

test('success: "Subscribing...", the confirmation view, the toast, and the e-mail whose link confirms', async ({
  page,
  mailbox,
}) => {
  await openHome(page);
  const n = newsletter(page);
  const email = uniqueEmail('subscriber');
  await n.name.fill('Jane Smith');
  await n.email.fill(email);

  // Hold the request a moment to see the busy state.
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/subscribe-email', async (route) => {
    await held;
    await route.continue();
  });
  await n.submit.click();
  const busy = n.form.getByRole('button', { name: texts.submitting });
  await expect(busy).toBeVisible();
  await expect(busy).toBeDisabled();
  release();

  await expect(n.confirmedHeading).toBeVisible();
  await expect(n.confirmedHeading).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: texts.welcome })).toHaveText(`🎾 ${texts.welcome}`);
  await expect(page.getByRole('heading', { name: texts.whatsNext })).toBeVisible();
  await expectToast(page, 'Success!', "You've successfully subscribed to our newsletter", false);
  await expect(n.form).toHaveCount(0);

  // Double opt-in: the confirmation e-mail arrives, with a confirm link and an unsubscribe link.
  const mail = await mailbox.waitForMail({ to: email, subject: /confirm/i });
  expect(mail.subject).toBe('Please confirm your NJTC newsletter subscription');
  expect(mail.text).toContain('under the name “Jane Smith”');
  expect(mail.headers['list-unsubscribe']).toMatch(
    /^<http:\/\/127\.0\.0\.1:\d+\/api\/newsletter\/unsubscribe\?token=/,
  );
  const confirmLink = mail.links.find((l) => l.includes('/newsletter/confirm?token='));
  const unsubscribeLink = mail.links.find((l) => l.includes('/newsletter/unsubscribe?token='));
  expect(confirmLink, `links: ${mail.links.join(', ')}`).toBeTruthy();
  expect(unsubscribeLink, `links: ${mail.links.join(', ')}`).toBeTruthy();

  // The link lands on a page that confirms (by POST, once loaded) and says so.
  await page.goto(confirmLink!);
  await expect(page.getByRole('heading', { level: 1, name: 'Newsletter Subscription' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Subscription confirmed' })).toBeVisible();
  await expect(page).toHaveTitle('NJTC Newsletter Subscription');
  // Opening it again does no harm.
  await page.goto(confirmLink!);
  await expect(page.getByRole('heading', { level: 2, name: 'Already confirmed' })).toBeVisible();
  // Confirmed: typing the address in the form now shows the already-subscribed view.
  await newsletter(page).name.fill('Jane Smith');
  await newsletter(page).email.fill(email);
  await expect(page.getByRole('status').filter({ hasText: texts.already })).toBeVisible();

  // The unsubscribe link asks first (a mail scanner fetching it changes nothing), then unsubscribes.
  await page.goto(unsubscribeLink!);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe from Newsletter' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Stop receiving the club newsletter?' })).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'You have been unsubscribed' })).toBeVisible();
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/check-email-subscription?email=${encodeURIComponent(email)}`);
      return (await res.json()) as unknown;
    })
    .toEqual({ isSubscribed: false });
});

test('already subscribed: typing the address shows the confirmation view; reset brings back an empty form', async ({
  page,
  baseURL,
}) => {
  const email = uniqueEmail('already');
  const res = await page.request.post('/api/subscribe-email', {
    data: { name: 'Sam Player', email },
    headers: { origin: new URL(baseURL!).origin },
  });
  expect(res.status()).toBe(200);

  await openHome(page);
  const n = newsletter(page);
  await n.name.fill('Sam Player');
  await n.email.fill(email);
  // The check runs when the address contains '@'; no submit needed.
  await expect(n.confirmedHeading).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: texts.already })).toHaveText(texts.already);
  await expect(page.getByRole('heading', { name: texts.whatsNext })).toBeVisible();

  await n.reset.click();
  await expect(n.form).toBeVisible();
  await expect(n.name).toHaveValue('');
  await expect(n.email).toHaveValue('');
  await expect(n.name).toBeFocused();
  await expect(page.getByText(texts.already)).toHaveCount(0);

  // A different address can be entered now (and is not reported as subscribed).
  // Waits for the check's answer (not a fixed pause longer than its debounce): the view stays.
  const checked = page.waitForResponse(
    (res) => new URL(res.url()).pathname === '/api/check-email-subscription',
  );
  await n.email.fill(uniqueEmail('different'));
  expect((await checked).ok()).toBe(true);
  await expect(n.form).toBeVisible();
});

test('server failure: "Subscription Failed" toast with the server\'s message, or the fallback text', async ({
  page,
}) => {
  await openHome(page);
  const n = newsletter(page);
  const email = uniqueEmail('failure');

  await page.route('**/api/subscribe-email', (route) =>
    route.fulfill({ status: 503, json: { error: 'The mail service is down. Please try again later.' } }),
  );
  await n.name.fill('Jane Smith');
  await n.email.fill(email);
  await n.submit.click();
  await expectToast(page, 'Subscription Failed', 'The mail service is down. Please try again later.', true);
  // Nothing was lost: the form keeps what was typed, ready to retry.
  await expect(n.form).toBeVisible();
  await expect(n.name).toHaveValue('Jane Smith');
  await expect(n.email).toHaveValue(email);
  await expect(n.submit).toBeEnabled();

  await page.unroute('**/api/subscribe-email');
  await page.route('**/api/subscribe-email', (route) => route.fulfill({ status: 500, body: '' }));
  await n.submit.click();
  await expectToast(page, 'Subscription Failed', 'Subscription failed. Please try again.', true);
  await expect(n.form).toBeVisible();
});
