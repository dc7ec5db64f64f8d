import { expect, test } from './support/fixtures';

// §2: the document title is "NJTC" plus the menu title (or the page's own title), "Tennis" when
// there is none — on first load and after navigating inside the app.

const titles: Array<[path: string, title: string, heading: string | RegExp]> = [
  ['/', 'NJTC Tennis', /Welcome to/],
  ['/about', 'NJTC About', 'About'],
  ['/privacy', 'NJTC Privacy Policy', 'Privacy Policy'],
  ['/terms', 'NJTC Terms of Use', 'Terms of Use'],
  // Menu entries: the title comes from the shared menu config.
  ['/courts', 'NJTC Court Locations', 'Court Locations'],
  ['/contacts', 'NJTC Contacts', 'Contacts'],
  ['/does-not-exist', 'NJTC Page Not Found', 'Page Not Found'],
];

for (const [path, title, heading] of titles) {
  test(`${path} is titled "${title}"`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
  });
}

test('the title follows client-side navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle('NJTC Tennis');
  const footer = page.getByRole('contentinfo');

  await footer.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveTitle('NJTC About');

  await footer.getByRole('link', { name: 'Court Locations', exact: true }).click();
  await expect(page).toHaveTitle('NJTC Court Locations');

  await page.getByRole('banner').getByRole('link', { name: /home/ }).click();
  await expect(page).toHaveTitle('NJTC Tennis');

  await page.goBack();
  await expect(page).toHaveTitle('NJTC Court Locations');
});

test('an event detail page has one club prefix', async ({ page }) => {
  await page.goto('/events');
  const first = page
    .getByRole('main')
    .getByRole('link', { name: /Doubles Classic$/ })
    .first();
  const name = (await first.textContent())!.trim();
  await first.click();
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`NJTC ${name}`);
  expect(await page.title()).not.toMatch(/NJTC NJTC/);
});
