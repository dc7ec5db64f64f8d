import type { Page } from '@playwright/test';
import { expectSignedIn, linkTo } from './support/account-journeys';
import { expect, setTheme, test, themes, uniqueEmail } from './support/fixtures';

// A visitor joins the club on a phone and pays the dues online: the form sends them to the
// (fake) Stripe hosted page, its Pay button posts the signed checkout.session.completed webhook
// to the server and returns them to /payment/success, which shows the ledger's answer. They
// confirm their e-mail and are a member: the member role and the paid dues on their profile.

test.use({ viewport: { width: 390, height: 844 } });

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

test('a visitor joins and pays online, comes back to a paid membership, and is a member', async ({
  page,
  mailbox,
  axe,
}) => {
  // Two themes on two pages, a hosted payment page and an e-mail: a long journey.
  test.slow();
  const email = uniqueEmail('join-online');
  const name = 'Olive Online';
  const username = `olive_${email.split('-')[2]}`;

  await page.goto('/');
  await page.getByRole('link', { name: 'Become a member' }).first().click();
  await expect(page).toHaveURL(/\/forms\/membership$/);
  await expect(page.getByRole('heading', { name: /^Join the club for \d{4}$/ })).toBeVisible();
  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(page.getByRole('form', { name: 'Membership form' })).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
  }
  const form = page.getByRole('form', { name: 'Membership form' });
  await form.getByRole('radio', { name: /^Individual — \$/ }).check();
  await form.getByLabel('Full name', { exact: true }).fill(name);
  await form.getByLabel('E-mail', { exact: true }).fill(email);
  await form.getByLabel('Phone', { exact: true }).fill('(555) 010-3131');
  await form.getByLabel('Year of birth').fill('1990');
  await form.getByLabel('NTRP rating').selectOption('3.5');
  await form.getByLabel('Emergency contact name').fill('Ollie Online');
  await form.getByLabel('Emergency contact phone').fill('(555) 010-3132');
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Password', { exact: true }).fill('Forehand-Topspin-2026');
  await form.getByLabel('Confirm password').fill('Forehand-Topspin-2026');
  await form.getByLabel('I accept the code of conduct').check();
  await form.getByLabel('I accept the liability waiver').check();
  // Online payment is configured on this server, so it is offered and chosen first.
  await expect(form.getByRole('radio', { name: /Pay online/ })).toBeChecked();
  const dues = (await form.getByText(/^Dues: \$/).textContent())!.match(/\$[\d.,]+/)![0];
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  // The hosted payment page (the fake Stripe's, on its own origin).
  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await expect(page.getByText(`as ${email}`)).toBeVisible();
  await page.getByRole('button', { name: `Pay ${dues}` }).click();

  // Back at the club: paid only because the signed webhook reached the server.
  await expect(page).toHaveURL(/\/payment\/success\?payment=/);
  const status = page.getByRole('status').filter({ hasText: /Payment received|Confirming/ });
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
  await expect(status).toContainText(`we received ${dues} for`);
  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
  }

  // The account the form created: confirm the address, and the profile shows a member.
  const mail = await mailbox.waitForMail({ to: email, subject: 'Confirm your e-mail address' });
  await page.goto(linkTo(mail.links, '/auth/verify-email'));
  await expect(page.getByRole('heading', { name: 'Your e-mail address is confirmed' })).toBeVisible();
  await expectSignedIn(page);
  await page.getByRole('link', { name: 'See your profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('main').getByText('Member', { exact: true })).toBeVisible();
  const payments = page.getByRole('region', { name: 'My payments' });
  await expect(payments).toContainText('Card (online) · Paid');
  await expect(payments).toContainText(dues);
});
