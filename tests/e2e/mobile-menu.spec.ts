import { expect, test, waitForApp } from './support/fixtures';

// §2 at a phone viewport: the main bar gives way to a menu toggle; the menu has the public,
// Protected and Admin Tools sections the visitor may see (an anonymous visitor: public only).

test.use({ viewport: { width: 375, height: 740 }, isMobile: true, hasTouch: true });

const publicEntries: Array<[title: string, href: string]> = [
  ['Membership', '/forms/membership'],
  ['Social Events', '/social_events'],
  ['Tournaments', '/events'],
  ['Captains', '/captains'],
  ['Looking for Team', '/forms/looking'],
  ['Court Locations', '/courts'],
  ['Contacts', '/contacts'],
  ['Team Success', '/forms/team_success'],
];

test('an anonymous visitor opens the phone menu, sees the public section and navigates', async ({ page }) => {
  await page.goto('/');
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await expect(toggle).toBeVisible();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  // The desktop bar is not shown at this width.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();

  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  await expect(menu).toBeVisible();

  const links = menu.getByRole('link');
  await expect(links).toHaveText(publicEntries.map(([title]) => title));
  for (const [title, href] of publicEntries) {
    await expect(menu.getByRole('link', { name: title, exact: true })).toHaveAttribute('href', href);
  }
  // Sections for signed-in users stay away; auth pages are never menu entries.
  await expect(menu.getByRole('heading', { name: 'Protected' })).toHaveCount(0);
  await expect(menu.getByRole('heading', { name: 'Admin Tools' })).toHaveCount(0);
  await expect(menu.getByRole('link', { name: 'Team Registration' })).toHaveCount(0);
  for (const auth of ['/login', '/register', '/forgot-password', '/set-password']) {
    await expect(menu.locator(`a[href="${auth}"]`)).toHaveCount(0);
  }

  // Nothing overflows sideways at 375 px.
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  await menu.getByRole('link', { name: 'Court Locations' }).click();
  await expect(page).toHaveURL(/\/courts$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Court Locations' })).toBeVisible();
  // The menu closes after navigating.
  await expect(menu).toBeHidden();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('the phone menu works by keyboard and closes with Escape', async ({ page }) => {
  await page.goto('/about');
  await waitForApp(page);
  const toggle = page.getByRole('banner').getByRole('button', { name: 'Menu' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('navigation', { name: 'Site menu' });
  await expect(menu).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();
  await expect(toggle).toBeFocused();
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('pages fit the phone width without sideways scrolling', async ({ page }) => {
  for (const path of ['/', '/about', '/privacy', '/terms', '/no-such-page']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Stay in the Game' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
  }
});
