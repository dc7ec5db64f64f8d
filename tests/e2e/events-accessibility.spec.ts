import type { Page } from '@playwright/test';
import { signInAs } from './support/e2e-accounts';
import { expect, expectTheme, startInTheme, type Theme, test, themes } from './support/fixtures';

// Every page of socials and tournaments (public and organisers'), on a 375 px phone, in both
// themes: no serious or critical axe violations and no sideways scrolling.

test.use({ viewport: { width: 375, height: 812 } });

async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

async function check(page: Page, axe: { checkA11y(page: Page): Promise<void> }, theme: Theme, path: string) {
  await page.goto(path);
  await settle(page);
  await expectTheme(page, theme);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${path} should not scroll sideways at 375 px`).toBeLessThanOrEqual(0);
  await axe.checkA11y(page);
}

interface Ids {
  socialSlug: string;
  socialId: string;
  tournamentSlug: string;
  tournamentId: string;
  playerId: string;
}

async function seededIds(page: Page): Promise<Ids> {
  const socials = await (await page.request.get('/api/social-events')).json();
  const full = socials.upcoming.find((e: { waitlistCount: number }) => e.waitlistCount > 0);
  const tournaments = await (await page.request.get('/api/tournaments')).json();
  const players = await (await page.request.get('/api/admin/social-players')).json();
  return {
    socialSlug: full.slug,
    socialId: full.id,
    tournamentSlug: tournaments.upcoming[0].slug,
    tournamentId: tournaments.upcoming[0].id,
    playerId: players.items[0].id,
  };
}

for (const theme of themes) {
  test(`public event pages (${theme})`, async ({ page, axe }) => {
    await startInTheme(page, theme);
    await signInAs(page, 'admin');
    const ids = await seededIds(page);
    await page.context().clearCookies();
    for (const path of [
      '/social_events',
      '/socials',
      `/social_events/${ids.socialSlug}`,
      `/forms/socials?event=${ids.socialSlug}`,
      '/events',
      `/events/${ids.tournamentSlug}`,
      '/form_submit/success',
      '/registrations/cancel?token=not-a-real-token-000000000',
    ]) {
      await check(page, axe, theme, path);
    }
  });

  test(`organisers' event pages (${theme})`, async ({ page, axe }) => {
    await startInTheme(page, theme);
    await signInAs(page, 'admin');
    const ids = await seededIds(page);
    for (const path of [
      '/admin/SocialEventsPage',
      '/admin/SocialEventsPage/new',
      `/admin/SocialEventsPage/${ids.socialId}`,
      `/admin/SocialPlayersForEvent?event=${ids.socialId}`,
      '/admin/SocialPlayersList',
      `/social_players/${ids.playerId}`,
      '/admin/tournaments',
      '/admin/tournaments/new',
      `/admin/tournaments/${ids.tournamentId}`,
    ]) {
      await check(page, axe, theme, path);
    }
  });
}
