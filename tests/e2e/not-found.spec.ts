import { expect, test } from './support/fixtures';

// §2: any other path goes to a not-found page (inside the layout); /index copy redirects to /.

test('an unknown path shows the not-found page with a way home', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  // The server answers with the app (its not-found page), as a 404 for search engines and link checkers.
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page).toHaveTitle('NJTC Page Not Found');
  await expect(page.getByRole('main')).toContainText('/no/such/page');
  // Still inside the layout: top bar, newsletter section and footer.
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await page.getByRole('main').getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
  await expect(page).toHaveTitle('NJTC Tennis');
});

test('following an unknown link inside the app shows the not-found page too', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    window.history.pushState({}, '', '/nowhere-to-be-found');
    window.dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
});

test('/index copy redirects to the home page', async ({ page }) => {
  const moved = await page.request.get('/index%20copy', { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe('/');
  await page.goto('/index%20copy');
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('heading', { level: 1, name: /Welcome to/ })).toBeVisible();
});

test('an unknown API path answers JSON 404, not the app', async ({ page }) => {
  const res = await page.request.get('/api/no-such-route');
  expect(res.status()).toBe(404);
  expect(await res.json()).toHaveProperty('error');
});
