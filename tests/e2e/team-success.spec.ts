import { deflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { e2eAccounts, signInAsEmail } from './support/e2e-accounts';
import { expect, expectTheme, startInTheme, test, themes } from './support/fixtures';

// A player reports a team success on a phone (with a photo); a rep reviews, approves and
// publishes it; it shows on the public team-success page and the home page.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

const crcTable = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function pngChunk(type: string, data: Buffer): Buffer {
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  let c = 0xffffffff;
  for (const b of body) c = crcTable[(c ^ b) & 0xff]! ^ (c >>> 8);
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length, 0);
  body.copy(out, 4);
  out.writeUInt32BE((c ^ 0xffffffff) >>> 0, 8 + data.length);
  return out;
}

/** A small green PNG, as a phone camera would send a (much bigger) JPEG. */
function teamPhoto(): Buffer {
  const [w, h] = [32, 20];
  const raw = Buffer.alloc((w * 3 + 1) * h);
  for (let y = 0; y < h; y++) for (let x = 0; x < w; x++) raw.set([46, 125, 80], y * (w * 3 + 1) + 1 + x * 3);
  const header = Buffer.alloc(13);
  header.writeUInt32BE(w, 0);
  header.writeUInt32BE(h, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(raw)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  for (const theme of themes) {
    test(`the report form and the stories page pass axe in the ${theme} theme`, async ({ page, axe }) => {
      await startInTheme(page, theme);
      await page.goto('/forms/team_success');
      await expectTheme(page, theme);
      const form = page.getByRole('form', { name: 'Report a team success' });
      await expect(form).toBeVisible();
      await form.getByRole('button', { name: 'Send our story' }).click();
      await expect(form.getByText('Please tell the story in at least 30 characters.')).toBeVisible();
      await settle(page);
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await axe.checkA11y(page);

      await page.goto('/team-success');
      await expect(page.getByRole('article').first()).toBeVisible();
      await settle(page);
      await axe.checkA11y(page);
    });
  }

  test('a player reports a win, a rep approves and publishes it, and it shows on the public page', async ({
    page,
    axe,
    browser,
  }, testInfo) => {
    const teamName = `Sunrise Smashers ${testInfo.repeatEachIndex}-${Date.now().toString(36)}`;
    await page.goto('/forms/team_success');
    const form = page.getByRole('form', { name: 'Report a team success' });
    await expect(form.getByLabel('Your team')).toBeEnabled();
    await form.getByLabel('Team name').fill(teamName);
    await form.getByLabel('League').fill('USTA Women’s 18+ 3.0');
    await form.getByLabel('Achievement').selectOption('sectionals');
    await form.getByLabel('Results').fill('6–2 in team matches');
    await form
      .getByLabel('The story')
      .fill('We won the flight on the last weekend and are off to **sectionals** in the spring!');
    await form.getByLabel('Players').fill('Robin Alvarez, Dana Kim, Priya Shah, Lee Wong');
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Upload photo' }).click();
    await (await chooser).setFiles({ name: 'team.png', mimeType: 'image/png', buffer: teamPhoto() });
    await expect(form.getByText('team.png uploaded.')).toBeVisible();
    await expect(form.getByRole('img', { name: 'Chosen for the story: the team' })).toBeVisible();
    await form.getByLabel('Your name').fill('Robin Alvarez');
    await form.getByLabel('Your e-mail').fill('robin.alvarez@example.org');
    await form.getByRole('button', { name: 'Send our story' }).click();
    await expect(page.getByRole('status')).toContainText('Story sent');
    await settle(page);
    await axe.checkA11y(page);

    // The rep, on a desktop.
    const context = await browser.newContext({ baseURL: new URL(page.url()).origin });
    const desk = await context.newPage();
    await desk.setViewportSize({ width: 1280, height: 900 });
    await signInAsEmail(desk, e2eAccounts.rep.email);
    await desk.goto('/team_success?status=submitted');
    await desk.getByRole('searchbox', { name: 'Search stories' }).fill(teamName);
    await desk.getByRole('searchbox', { name: 'Search stories' }).press('Enter');
    await desk.getByRole('button', { name: teamName }).click();
    const review = desk.getByRole('dialog', { name: `Review: ${teamName}` });
    await expect(review.getByText('Waiting for review')).toBeVisible();
    await expect(review.getByRole('img', { name: `Sent with the story: ${teamName}` })).toBeVisible();
    await settle(desk);
    await axe.checkA11y(desk);
    await review.getByRole('button', { name: 'Approve' }).click();
    await expect(review.getByText('Approved', { exact: true })).toBeVisible();
    await review.getByRole('button', { name: 'Publish' }).click();
    await desk
      .getByRole('dialog', { name: 'Publish this story?' })
      .getByRole('button', { name: 'Publish' })
      .click();
    await expect(review.getByText('Published', { exact: true })).toBeVisible();
    await expect(review.getByText(/Published by Rita Rep/)).toBeVisible();
    await context.close();

    // The visitor sees it on the public page, with its photo.
    await page.goto('/team-success');
    const story = page.getByRole('article', { name: teamName });
    await expect(story).toBeVisible();
    await expect(story.getByText('Advanced to sectionals')).toBeVisible();
    await expect(story.getByRole('img')).toBeVisible();
    await expect(story.locator('strong', { hasText: 'sectionals' })).toBeVisible();
  });
});
