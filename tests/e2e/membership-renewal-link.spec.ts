import type { Page } from '@playwright/test';
import { linkTo, signInWithForm } from './support/account-journeys';
import { e2eAccountPassword, spareAccountFor } from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// A member who paid last season got the renewal reminder (queued by the reminder job when the
// e2e server was provisioned, see provision-accounts.ts). On their phone they open the e-mail's
// one-click link, sign in, find the form filled in with what the club knows, and renew paying
// online through the (fake) Stripe page: the new season's membership is paid.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

test.use({ viewport: { width: 390, height: 844 } });

test('the renewal reminder’s link opens the renewal prefilled, and the member renews', async ({
  page,
  mailbox,
  axe,
}, testInfo) => {
  test.slow();
  const member = spareAccountFor('renewal', testInfo);
  const mail = await mailbox.waitForMail({
    to: member.email,
    subject: /^Renew your NJTC membership for \d{4}$/,
  });
  const year = mail.subject.match(/\d{4}$/)![0];
  expect(mail.text).toContain(`Hi ${member.name},`);
  const link = linkTo(mail.links, '/forms/membership');
  expect(new URL(link).search).toBe(`?renew=${year}`);

  // Not signed in on this phone yet: the form offers to sign in and comes back to the renewal.
  await page.goto(link);
  await page.getByRole('link', { name: 'Sign in to renew' }).click();
  await expect(page).toHaveURL(/\/login\?redirectPath=/);
  await signInWithForm(page, member.email, e2eAccountPassword);
  await expect(page).toHaveURL(new RegExp(`/forms/membership\\?renew=${year}$`));

  await expect(
    page.getByRole('heading', { level: 2, name: `Renew your membership for ${year}` }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Membership form' });
  // Filled in from the account, the profile and last season's membership.
  await expect(form.getByLabel('Full name', { exact: true })).toHaveValue(member.name);
  await expect(form.getByLabel('E-mail', { exact: true })).toHaveValue(member.email);
  await expect(form.getByLabel('Phone', { exact: true })).not.toHaveValue('');
  await expect(form.getByLabel('Year of birth')).not.toHaveValue('');
  await expect(form.getByLabel('NTRP rating')).toHaveValue('3.5');
  await expect(form.getByLabel('Emergency contact name')).toHaveValue('Jordan Avery');
  await expect(form.getByRole('radio', { name: /^Individual — \$/ })).toBeChecked();
  for (const theme of themes) {
    await setTheme(page, theme);
    await expect(page.getByRole('form', { name: 'Membership form' })).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
  }

  await form.getByLabel('I accept the code of conduct').check();
  await form.getByLabel('I accept the liability waiver').check();
  await expect(form.getByRole('radio', { name: /Pay online/ })).toBeChecked();
  const dues = (await form.getByText(/^Dues: \$/).textContent())!.match(/\$[\d.,]+/)![0];
  await form.getByRole('button', { name: 'Continue to payment' }).click();

  await expect(page.getByRole('heading', { name: 'Fake Stripe Checkout' })).toBeVisible();
  await page.getByRole('button', { name: `Pay ${dues}` }).click();
  await expect(page.getByRole('heading', { name: 'Payment received' })).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('status')).toContainText(`Individual membership ${year}`);

  // Renewed: the form now says so, and the profile lists the paid dues.
  await page.goto(link);
  await expect(page.getByRole('status').filter({ hasText: 'You already have' })).toContainText(
    `You already have a Individual membership for ${year} (active)`,
  );
});
