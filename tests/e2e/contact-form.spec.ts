import type { Page } from '@playwright/test';
import { expect, expectTheme, startInTheme, test, themes } from './support/fixtures';

// A visitor writes to a board member from a phone; the server relays it by e-mail to the
// member (Reply-To the visitor), and the member's own address never appears in the page.

test.use({ viewport: { width: 375, height: 812 } });

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

test('a visitor writes to the treasurer and the message arrives', async ({ page, axe, mailbox }) => {
  await page.goto('/contacts');
  await expect(page.getByRole('heading', { level: 1, name: 'Contacts' })).toBeVisible();
  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(6);
  for (const position of [
    'President',
    'Vice President',
    'Treasurer',
    'Secretary',
    'League Coordinator',
    'Social Chair',
  ]) {
    await expect(page.getByRole('main').getByText(position, { exact: true })).toBeVisible();
  }
  // Initials stand in for missing photos; no board member's address is in the page.
  await expect(cards.filter({ hasText: 'Priya Natarajan' })).toContainText('PN');
  const html = await page.content();
  for (const address of [
    'president@',
    'vice-president@',
    'treasurer@',
    'secretary@',
    'leagues@',
    'socials@',
  ]) {
    expect(html).not.toContain(address);
  }
  await settle(page);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
  await axe.checkA11y(page);

  // Keyboard: open the treasurer's form with Enter.
  const write = page.getByRole('button', { name: 'Write to Priya Natarajan' });
  await write.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Write to Priya Natarajan' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Your name')).toBeFocused();

  // Empty form: the problems are named next to the fields, nothing is sent.
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByText('Please enter your name.')).toBeVisible();
  await expect(dialog.getByText('Please enter your e-mail address so they can reply.')).toBeVisible();
  await expect(dialog.getByText('Please write a message of at least 10 characters.')).toBeVisible();
  await settle(page);
  await axe.checkA11y(page);

  await dialog.getByLabel('Your name').fill('Jordan Visitor');
  await dialog.getByLabel('Your e-mail').fill('jordan.visitor@example.net');
  await dialog.getByLabel('Message').fill('Hello! Can I pay this year’s dues by cheque at the spring mixer?');
  await dialog.getByRole('button', { name: 'Send message' }).click();

  await expect(dialog.getByRole('status')).toContainText('Message sent');
  await expect(dialog.getByRole('status')).toContainText(
    'Priya Natarajan will reply to jordan.visitor@example.net',
  );
  await settle(page);
  await axe.checkA11y(page);

  const mail = await mailbox.waitForMail({
    to: 'treasurer@example.org',
    subject: 'message from Jordan Visitor',
  });
  expect(mail.subject).toBe('NJTC website: message from Jordan Visitor');
  expect(mail.headers['reply-to']).toContain('jordan.visitor@example.net');
  expect(mail.text).toContain('Can I pay this year’s dues by cheque at the spring mixer?');
  expect(mail.text).toContain('Jordan Visitor <jordan.visitor@example.net>');

  await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
  await expect(dialog).toBeHidden();
  await expect(write).toBeFocused();
});

test('the spam trap stops a bot and nothing is sent', async ({ page, mailbox }) => {
  await page.goto('/contacts');
  await page.getByRole('button', { name: 'Write to Kevin Nguyen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write to Kevin Nguyen' });
  await dialog.getByLabel('Your name').fill('Spam Bot');
  await dialog.getByLabel('Your e-mail').fill('bot@example.net');
  await dialog.getByLabel('Message').fill('Buy cheap tennis balls at our totally real shop!');
  // Bots fill every field, including the one people never see.
  await dialog.locator('input[name="website"]').fill('http://spam.example', { force: true });
  await dialog.getByRole('button', { name: 'Send message' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Spam detected');
  // What was typed is kept.
  await expect(dialog.getByLabel('Message')).toHaveValue('Buy cheap tennis balls at our totally real shop!');
  await mailbox.expectNoMail({ to: 'socials@example.org' });
});

for (const theme of themes) {
  test(`contacts page and form pass axe in the ${theme} theme`, async ({ page, axe }) => {
    await startInTheme(page, theme);
    await page.goto('/contacts');
    await expectTheme(page, theme);
    await expect(page.getByRole('button', { name: 'Write to Margaret Okafor' })).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
    await page.getByRole('button', { name: 'Write to Margaret Okafor' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await settle(page);
    await axe.checkA11y(page);
  });
}
