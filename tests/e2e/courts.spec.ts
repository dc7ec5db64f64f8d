import type { Page } from '@playwright/test';
import { expect, expectTheme, startInTheme, test, themes } from './support/fixtures';

// A visitor on a phone finds where the club plays: the list, one location, its map links.

test.use({ viewport: { width: 375, height: 812 } });

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

async function expectNoSidewaysScroll(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, 'the page should not scroll sideways at 375 px').toBeLessThanOrEqual(0);
}

test('list, detail and map links at 375 px', async ({ page, axe }) => {
  await page.goto('/courts');
  await expect(page.getByRole('heading', { level: 1, name: 'Court Locations' })).toBeVisible();
  await expect(page).toHaveTitle('NJTC Court Locations');

  const cards = page
    .getByRole('main')
    .getByRole('listitem')
    .filter({ has: page.getByRole('heading', { level: 2 }) });
  await expect(cards).toHaveCount(5);
  const riverside = cards.filter({ has: page.getByRole('heading', { name: 'Riverside Park' }) });
  await expect(riverside).toContainText('2200 Riverside Drive, Anytown, CO 80999');
  await expect(riverside).toContainText('Courts6');
  await expect(riverside).toContainText('Hard court');
  await expect(riverside).toContainText('Yes, for evening play');
  await expect(riverside).toContainText('Outdoor');
  const summit = cards.filter({ has: page.getByRole('heading', { name: 'Summit Tennis Centre' }) });
  await expect(summit).toContainText('Indoor & outdoor');

  const osm = riverside.getByRole('link', { name: 'Riverside Park on OpenStreetMap (opens in a new tab)' });
  await expect(osm).toHaveAttribute(
    'href',
    'https://www.openstreetmap.org/search?query=2200%20Riverside%20Drive%2C%20Anytown%2C%20CO%2080999',
  );
  await expect(osm).toHaveAttribute('target', '_blank');
  await expect(osm).toHaveAttribute('rel', 'noopener noreferrer');
  const google = riverside.getByRole('link', { name: 'Riverside Park on Google Maps (opens in a new tab)' });
  await expect(google).toHaveAttribute(
    'href',
    'https://www.google.com/maps/search/?api=1&query=2200%20Riverside%20Drive%2C%20Anytown%2C%20CO%2080999',
  );
  await expect(google).toHaveAttribute('target', '_blank');
  await expect(google).toHaveAttribute('rel', 'noopener noreferrer');

  await settle(page);
  await expectNoSidewaysScroll(page);
  await axe.checkA11y(page);

  // Keyboard: focus the location's link and open it with Enter.
  const detailsLink = riverside.getByRole('link', { name: 'Access & details for Riverside Park' });
  await detailsLink.focus();
  await expect(detailsLink).toBeFocused();
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/courts\/riverside-park$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Riverside Park' })).toBeVisible();
  await expect(page).toHaveTitle(/Riverside Park/);
  await expect(page.getByRole('heading', { name: 'Getting on court' })).toBeVisible();
  await expect(page.getByText(/first come first served/)).toBeVisible();
  await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Riverside Park on Google Maps (opens in a new tab)' }),
  ).toHaveAttribute('rel', 'noopener noreferrer');
  await settle(page);
  await expectNoSidewaysScroll(page);
  await axe.checkA11y(page);

  await page.getByRole('link', { name: 'All court locations' }).click();
  await expect(page).toHaveURL(/\/courts$/);
});

test('an unknown location says so', async ({ page, axe }) => {
  await page.goto('/courts/no-such-place');
  await expect(page.getByText('Location not found')).toBeVisible();
  await expect(page.getByRole('link', { name: 'All court locations' })).toBeVisible();
  await settle(page);
  await axe.checkA11y(page);
});

for (const theme of themes) {
  test(`no serious axe violations in the ${theme} theme`, async ({ page, axe }) => {
    await startInTheme(page, theme);
    for (const path of ['/courts', '/courts/summit-tennis-centre']) {
      await page.goto(path);
      await expectTheme(page, theme);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /OpenStreetMap/ }).first()).toBeVisible();
      await settle(page);
      await axe.checkA11y(page);
    }
  });
}
