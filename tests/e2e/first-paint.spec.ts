import type { Page } from '@playwright/test';
import { expect, setTheme, type Theme, test, themes, waitForApp } from './support/fixtures';

// Decision 020: a visitor without a session gets public pages painted by the server, so a phone
// shows them before the app's code has arrived; the app then takes the page over (hydration).

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

interface Highlight {
  title: string;
  availability: { label: string };
}

test.describe('without JavaScript (what a phone shows before the app has loaded)', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page shows the club, the next events and the news; its links lead to painted pages', async ({
    page,
  }) => {
    const answer = await page.request.get('/api/events/upcoming?limit=3');
    const { highlights } = (await answer.json()) as { highlights: Highlight[] };
    expect(highlights.length).toBeGreaterThan(0);

    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const section = page.getByRole('region', { name: 'Upcoming highlights' });
    const cards = section.getByRole('list', { name: 'Next events' }).getByRole('listitem');
    await expect(cards).toHaveCount(highlights.length);
    for (const [i, h] of highlights.entries()) {
      await expect(cards.nth(i).getByRole('link', { name: h.title })).toBeVisible();
      await expect(cards.nth(i).getByText(h.availability.label)).toBeVisible();
    }
    await expect(page.getByRole('heading', { name: 'Latest news' })).toBeVisible();

    // A plain link: the browser loads the next page, painted by the server too.
    await section.getByRole('link', { name: 'All social events' }).click();
    await expect(page).toHaveURL(/\/social_events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Social Events' })).toBeVisible();
    await expect(page.getByText('Round robins, mixers, themed evenings')).toBeVisible();
  });

  test('fields are disabled until the app is live, so nothing typed is lost', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByLabel('Email')).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeDisabled();
  });

  test('a painted page carries the title the app sets, before any script', async ({ page }) => {
    for (const [path, title] of [
      ['/', 'NJTC Tennis'],
      ['/social_events', 'NJTC Social Events'],
      ['/about', 'NJTC About'],
      ['/courts', 'NJTC Court Locations'],
      ['/login', 'NJTC Sign In'],
      ['/does-not-exist', 'NJTC Page Not Found'],
    ]) {
      await page.goto(path!);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page, path).toHaveTitle(title!);
    }
  });

  test('a page that reads more than the club identity is painted with its content, not "Loading..."', async ({
    page,
  }) => {
    const answer = await page.request.get('/api/pages/about');
    const { page: about } = (await answer.json()) as { page: { body: string } };
    // A paragraph of the club's own text (one without club details or markup to fill in).
    const paragraph = about.body.split('\n').find((line) => /^[A-Z][^{}[\]*#]{40,}$/.test(line));
    expect(paragraph).toBeDefined();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
    await expect(page.getByText(paragraph!.slice(0, 60))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'At a glance' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);

    const courts = (await (await page.request.get('/api/courts')).json()) as {
      courts: Array<{ name: string }>;
    };
    expect(courts.courts.length).toBeGreaterThan(0);
    await page.goto('/courts');
    await expect(page.getByText(courts.courts[0]!.name).first()).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);

    // The membership form with the options a visitor gets: the season's types and prices (issue 19).
    const options = (await (await page.request.get('/api/membership/options')).json()) as {
      types: Array<{ name: string }>;
    };
    expect(options.types.length).toBeGreaterThan(0);
    await page.goto('/forms/membership');
    await expect(page.getByText(options.types[0]!.name).first()).toBeVisible();
    await expect(page.getByRole('main').getByLabel('Full name')).toBeDisabled();
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });

  test('a detail page is painted with its record and titled with its name', async ({ page }) => {
    const news = (await (await page.request.get('/api/news?page=1&pageSize=1')).json()) as {
      items: Array<{ slug: string; title: string }>;
    };
    const post = news.items[0]!;
    await page.goto(`/news/${post.slug}`);
    await expect(page).toHaveTitle(`NJTC ${post.title}`);
    // The page's heading is the post's name (not the route's "News").
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(post.title);
    // Shown with the post, not while it loads.
    await expect(page.getByRole('link', { name: 'All news' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);

    const socials = (await (await page.request.get('/api/social-events?pastLimit=12')).json()) as {
      upcoming: Array<{ slug: string; title: string }>;
    };
    const social = socials.upcoming[0]!;
    await page.goto(`/social_events/${social.slug}`);
    await expect(page).toHaveTitle(`NJTC ${social.title}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(social.title);
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
    await expect(page.getByText('Loading...')).toHaveCount(0);
  });

  test('a page behind the sign-in is not painted', async ({ page }) => {
    await page.goto('/users/profile/edit');
    await expect(page.locator('#root')).toBeEmpty();
  });
});

/** A court, a social event and a tournament of the seeded club, with the titles of their pages. */
async function detailPages(page: Page): Promise<Array<[path: string, title: string]>> {
  const read = async <T>(url: string) => (await (await page.request.get(url)).json()) as T;
  const { courts } = await read<{ courts: Array<{ slug: string; name: string }> }>('/api/courts');
  const { upcoming } = await read<{ upcoming: Array<{ slug: string; title: string }> }>(
    '/api/social-events?pastLimit=12',
  );
  const tournaments = await read<{ upcoming: Array<{ slug: string; title: string }> }>('/api/tournaments');
  return [
    [`/courts/${courts[0]!.slug}`, `NJTC ${courts[0]!.name}`],
    [`/social_events/${upcoming[0]!.slug}`, `NJTC ${upcoming[0]!.title}`],
    [`/events/${tournaments.upcoming[0]!.slug}`, `NJTC ${tournaments.upcoming[0]!.title}`],
  ];
}

/** Visits `path` and waits until the app has taken the page over (its fields enabled). */
async function openLive(page: Page, path: string) {
  await page.goto(path);
  await waitForApp(page);
}

for (const theme of themes) {
  test(`the app takes over painted pages without rebuilding them (${theme} theme)`, async ({ page }) => {
    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/log-error')) reports.push(request.postData() ?? '');
    });
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await setTheme(page, theme as Theme);
    for (const [path, title] of [
      ['/', 'NJTC Tennis'],
      ['/social_events', 'NJTC Social Events'],
      ['/login', 'NJTC Sign In'],
      ['/about', 'NJTC About'],
      ['/courts', 'NJTC Court Locations'],
      ['/tournaments', 'NJTC Tournaments'],
      ['/news', 'NJTC News'],
      ['/contacts', 'NJTC Contacts'],
      ['/captains', 'NJTC Captains'],
      ['/privacy', 'NJTC Privacy Policy'],
      ['/team-success', 'NJTC Team Success Stories'],
      ['/forms/membership', 'NJTC Membership'],
      ['/forms/socials', 'NJTC Social Event Sign-up'],
      ...(await detailPages(page)),
    ]) {
      await openLive(page, path!);
      await expect(page, path).toHaveTitle(title!);
    }
    // React reports a part it had to rebuild (a hydration mismatch) to the error log.
    expect(reports).toEqual([]);
    expect(errors).toEqual([]);

    // Live: the painted sign-in form now takes input and answers.
    await openLive(page, '/login');
    await page.getByLabel('Email').fill('nobody@example.org');
    await expect(page.getByLabel('Email')).toHaveValue('nobody@example.org');
    // The theme toggle shows the theme actually in use once the app is live.
    await expect(page.getByRole('button', { name: theme === 'dark' ? 'Light' : 'Dark' })).toBeVisible();
  });
}
