import type { APIRequestContext } from '@playwright/test';
import { expect, test } from './support/fixtures';

// §2 Footer: the links in order, social links in a new tab, mailto, tel, the address, and the
// copyright line with the current year and the years since 1974.

const footerLinks: Array<[name: string, href: string]> = [
  ['About', '/about'],
  ['History', '/history'],
  ['Board Members', '/contacts'],
  ['Bylaws', '/bylaws'],
  ['Membership', '/membership'],
  ['Social Events', '/social_events'],
  ['Tournaments', '/tournaments'],
  ['Looking for Team', '/looking_for_team'],
  ['Court Locations', '/courts'],
  ['Rules', '/rules'],
  ['Schedule', '/schedule'],
  ['News', '/news'],
  ['Privacy', '/privacy'],
  ['Terms', '/terms'],
];

interface Club {
  name: string;
  foundedYear: number;
  email: string;
  phone: string;
  address: string;
  facebookUrl: string;
  instagramUrl: string;
}

/** The club identity the footer shows (admin-editable; neutral defaults until set). */
async function clubIdentity(request: APIRequestContext): Promise<Club> {
  const res = await request.get('/api/club');
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { club: Club }).club;
}

test('the footer shows every link, the social links, the contact details and the copyright', async ({
  page,
}) => {
  const club = await clubIdentity(page.request);
  expect(club.foundedYear).toBe(1974);
  await page.goto('/');
  const footer = page.getByRole('contentinfo');

  const explore = footer.getByRole('navigation', { name: 'Explore' });
  await expect(explore.getByRole('link')).toHaveText(footerLinks.map(([name]) => name));
  for (const [name, href] of footerLinks) {
    await expect(explore.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  }

  for (const [name, url] of [
    ['Facebook', club.facebookUrl],
    ['Instagram', club.instagramUrl],
  ] as const) {
    const link = footer.getByRole('link', { name });
    await expect(link).toHaveAttribute('href', url);
    await expect(link).toHaveAttribute('target', '_blank');
    const rel = (await link.getAttribute('rel')) ?? '';
    expect(rel.split(/\s+/)).toEqual(expect.arrayContaining(['noopener', 'noreferrer']));
  }

  await expect(footer.getByRole('link', { name: club.email })).toHaveAttribute(
    'href',
    `mailto:${club.email}`,
  );
  await expect(footer.getByRole('link', { name: club.phone })).toHaveAttribute(
    'href',
    `tel:${club.phone.replace(/[^\d+]/g, '')}`,
  );
  await expect(footer.locator('address')).toHaveText(club.address);

  const year = new Date().getFullYear();
  await expect(footer).toContainText(
    `© ${year} ${club.name}. Serving our tennis community for ${year - 1974} years.`,
  );
});

test('footer links navigate inside the app', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'About', exact: true }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();

  await footer.getByRole('link', { name: 'Terms', exact: true }).click();
  await expect(page).toHaveURL(/\/terms$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Terms of Use' })).toBeVisible();

  await footer.getByRole('link', { name: 'Privacy', exact: true }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
});
