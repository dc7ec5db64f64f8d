import type { Locator, Page } from '@playwright/test';
import { signInAsAdmin } from './support/e2e-accounts';
import { expect, test } from './support/fixtures';

// Rich text is Markdown rendered safely: a hostile sample published as a news post renders
// inert in the editor's live preview and on the public page: no dialog, no script, no handler.

const hostileSample = [
  'Safety check: everything below must show as text or be dropped.',
  '<script>alert("script")</script>',
  '<img src="x" onerror="alert(\'img onerror\')">',
  '<iframe src="javascript:alert(\'iframe\')"></iframe>',
  '<a href="javascript:alert(\'raw link\')">raw link</a>',
  "[markdown link](javascript:alert('md link')) [mixed case](JaVaScRiPt:alert(1)) [data](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)",
  '<javascript:alert(1)> <svg onload="alert(\'svg\')"></svg>',
  "![image](javascript:alert('image')) ![pixel](data:image/png;base64,iVBORw0KGgo=)",
  '[a safe link](https://www.usta.com)',
].join('\n\n');

/** Fails the test if the page ever opens an alert/confirm/prompt. */
function forbidDialogs(page: Page, seen: string[]) {
  page.on('dialog', async (dialog) => {
    seen.push(dialog.message());
    await dialog.dismiss();
  });
}

async function expectInert(container: Locator) {
  await expect(
    container.getByText('Safety check: everything below must show as text or be dropped.'),
  ).toBeVisible();
  await expect(container.getByText(/<script>alert\(/)).toBeVisible();
  expect(await container.locator('script, iframe, svg, object, embed').count()).toBe(0);
  const report = await container.evaluate((root) => {
    const handlers: string[] = [];
    for (const el of root.querySelectorAll('*')) {
      for (const name of el.getAttributeNames())
        if (name.startsWith('on')) handlers.push(`${el.tagName} ${name}`);
    }
    const links = [...root.querySelectorAll('a')].map((a) => a.getAttribute('href') ?? '');
    const images = [...root.querySelectorAll('img')].map((img) => img.getAttribute('src') ?? '');
    return { handlers, links, images };
  });
  expect(report.handlers).toEqual([]);
  for (const href of report.links) expect(href).toMatch(/^(https:\/\/|\/[^/\\])/);
  expect(report.images).toEqual([]);
  const safe = container.getByRole('link', { name: 'a safe link' });
  await expect(safe).toHaveAttribute('href', 'https://www.usta.com');
  await expect(safe).toHaveAttribute('rel', 'noopener noreferrer');
}

test('a hostile Markdown sample renders inert in the preview and on the public page', async ({
  page,
  browser,
}) => {
  const dialogs: string[] = [];
  forbidDialogs(page, dialogs);
  await signInAsAdmin(page);
  const title = `Safety check ${Date.now().toString(36)}`;

  await page.goto('/admin/content/news/new');
  await page.getByLabel('Title', { exact: true }).fill(title);
  await page.getByLabel('Summary', { exact: true }).fill('A post whose text tries every trick in the book.');
  await page.getByLabel('Text', { exact: true }).fill(hostileSample);
  const preview = page.getByRole('region', { name: 'Preview' });
  await expectInert(preview);

  await page.getByRole('button', { name: 'Save draft' }).click();
  await expect(page).toHaveURL(/\/admin\/content\/news\/[0-9a-f-]{36}$/);
  await page.getByRole('button', { name: 'Publish now' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Post published', { exact: true })).toBeVisible();
  const slug = (await page.getByLabel('Web address (optional)').inputValue()) || '';
  expect(slug).toMatch(/^safety-check-/);

  // A visitor opens the published post.
  const visitor = await browser.newPage();
  forbidDialogs(visitor, dialogs);
  await visitor.goto(`/news/${slug}`);
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectInert(visitor.getByRole('article'));
  // Clicking the neutralised links does nothing harmful either.
  await visitor.getByText('raw link', { exact: false }).first().click();
  await expect(visitor).toHaveURL(new RegExp(`/news/${slug}$`));
  await visitor.close();

  expect(dialogs, 'no alert/confirm/prompt may open').toEqual([]);

  // Clean up: the post is deleted (with its confirmation) so the public news list stays believable.
  await page.getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete post' }).click();
  await expect(page).toHaveURL(/\/admin\/content\?tab=news$/);
});
