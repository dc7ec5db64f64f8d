import { randomBytes } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  e2eAccountPassword,
  e2eAccounts,
  signInAs,
  signInAsEmail,
  spareAccountFor,
} from './support/e2e-accounts';
import { expect, setTheme, test, themes } from './support/fixtures';

// Events in series (issue 23 §3). An organiser, at a desk, repeats a social weekly from its edit
// page, publishes the sessions and moves one of them; a player, on their phone, finds the series
// listed once and signs up for every session at once, then cancels them all from the profile in one step.

async function settle(page: Page) {
  await expect(page.getByText('Loading...')).toHaveCount(0);
  await page.evaluate(() => Promise.all(document.getAnimations().map((a) => a.finished.catch(() => {}))));
}

/** "2031-06-12T18:30" N days from now, as a datetime-local input takes it. */
function wallTimeIn(days: number, time: string): string {
  const d = new Date(Date.now() + days * 86_400_000);
  return `${d.toISOString().slice(0, 10)}T${time}`;
}

/** ISO weekday (Monday 1 … Sunday 7) of a wall time's date. */
function isoWeekday(wall: string): number {
  return new Date(`${wall.slice(0, 10)}T12:00:00Z`).getUTCDay() || 7;
}

async function adminApi(
  playwright: { request: { newContext: (o: object) => Promise<APIRequestContext> } },
  baseURL: string,
) {
  const api = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL } });
  const res = await api.post('/api/auth/sign-in/email', {
    data: { email: e2eAccounts.admin.email, password: e2eAccountPassword },
  });
  expect(res.ok(), await res.text()).toBe(true);
  return api;
}

async function createSocial(api: APIRequestContext, title: string, days: number) {
  const created = await api.post('/api/admin/social-events', {
    data: {
      title,
      slug: '',
      description: 'Mixed doubles, partners rotate every 20 minutes.',
      startsAt: wallTimeIn(days, '19:00'),
      endsAt: wallTimeIn(days, '21:00'),
      signupDeadline: '',
      courtId: '',
      placeText: 'Riverside Park, courts 1–4',
      capacity: 12,
      waitlistLimit: '',
      fee: '0',
      imageUrl: '',
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { event: { id: string; slug: string } }).event;
}

test.describe('organiser at a desk', () => {
  test('repeats a social weekly, publishes the sessions and moves one', async ({
    page,
    playwright,
    baseURL,
    axe,
  }) => {
    const title = `Lights Social ${randomBytes(3).toString('hex')}`;
    const api = await adminApi(playwright, baseURL!);
    const event = await createSocial(api, title, 6);
    await api.dispose();

    await signInAs(page, 'admin');
    await page.goto(`/admin/SocialEventsPage/${event.id}`);
    const repeat = page.getByRole('form', { name: 'Repeat this event' });
    // The editor waits for the event and the courts list: on a busy machine that takes a while.
    await expect(repeat).toBeVisible({ timeout: 20_000 });
    // The event's own weekday is chosen already; four sessions in all.
    await repeat.getByRole('spinbutton', { name: 'Number of sessions' }).fill('4');
    await repeat.getByRole('button', { name: 'Make the series' }).click();

    const sessions = page.getByRole('table', { name: /^Series: Every / });
    await expect(sessions.getByRole('row')).toHaveCount(5);
    await page.getByRole('button', { name: 'Publish all 4 draft sessions' }).click();
    await expect(sessions.getByRole('cell', { name: 'Published' })).toHaveCount(4);

    // Move the second session two days later, in the morning.
    const moveButtons = page.getByRole('button', { name: /^Move the session of / });
    await moveButtons.nth(1).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(/New start/).fill(wallTimeIn(15, '10:00'));
    await dialog.getByRole('button', { name: 'Move the session' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(sessions.getByText('· moved')).toHaveCount(1);

    // The edit form now offers the scope of a save.
    await expect(page.getByRole('group', { name: /Save changes to/ })).toBeVisible();
    for (const theme of themes) {
      await setTheme(page, theme);
      await expect(sessions).toBeVisible();
      await settle(page);
      await axe.checkA11y(page);
    }
  });
});

test.describe('player on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('finds the series listed once and signs up for every session', async ({
    page,
    playwright,
    baseURL,
    mailbox,
    axe,
  }, testInfo) => {
    const title = `Twilight Series ${randomBytes(3).toString('hex')}`;
    const api = await adminApi(playwright, baseURL!);
    const event = await createSocial(api, title, 5);
    const made = await api.post(`/api/admin/social-events/${event.id}/series`, {
      data: {
        weekdays: [isoWeekday(wallTimeIn(5, '19:00'))],
        intervalWeeks: 1,
        endKind: 'count',
        sessionCount: 3,
      },
    });
    expect(made.status(), await made.text()).toBe(201);
    const { series } = (await made.json()) as { series: { id: string } };
    expect((await api.post(`/api/admin/event-series/${series.id}/publish`)).ok()).toBe(true);
    await api.dispose();

    const player = spareAccountFor('player', testInfo);
    await signInAsEmail(page, player.email);
    await page.goto('/social_events');
    // Listed once, at its next session.
    await expect(page.getByRole('link', { name: title })).toHaveCount(1);
    await page.getByRole('link', { name: title }).click();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const section = page.getByRole('heading', { name: /: 3 sessions to come$/ });
    await expect(section).toBeVisible();
    for (const theme of themes) {
      await setTheme(page, theme);
      await expect(section).toBeVisible();
      await settle(page);
      await axe.checkA11y(page);
    }

    await page.getByRole('button', { name: 'Sign up for the whole series' }).click();
    const form = page.getByRole('form', { name: 'Sign up for the whole series' });
    await form.getByLabel('Name').fill('Series Player');
    await form.getByLabel('Phone').fill('(555) 010-4242');
    await form.getByLabel('NTRP rating').selectOption('3.5');
    await form.getByRole('button', { name: 'Sign up for every session' }).click();
    const done = page.getByRole('status').filter({ hasText: 'You’re signed up for the series' });
    await expect(done).toBeVisible();
    await expect(done.getByText('Place confirmed')).toHaveCount(3);
    await settle(page);
    await axe.checkA11y(page);

    const mail = await mailbox.waitForMail({ to: player.email, subject: /signed up for the series/ });
    expect(mail.text).toContain('your place is confirmed');

    // Plans change: from the profile, every coming session is cancelled in one step.
    await page.goto(`/users/${player.username}`);
    const signups = page.getByRole('region', { name: 'My upcoming sign-ups' });
    await expect(signups.getByRole('link', { name: title })).toHaveCount(3);
    const cancelAll = signups.getByRole('button', { name: `Cancel the whole series of ${title}` });
    await expect(cancelAll).toHaveCount(1);
    await settle(page);
    for (const theme of themes) {
      await setTheme(page, theme);
      await expect(cancelAll).toBeVisible();
      await axe.checkA11y(page);
    }
    await cancelAll.click();
    const confirm = page.getByRole('alertdialog', { name: `Cancel every coming session of ${title}?` });
    await expect(confirm.getByText(/released in all 3 coming sessions/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Yes, cancel it' }).click();
    await expect(page.getByText('Sign-up cancelled', { exact: true })).toBeVisible();
    await expect(signups.getByRole('link', { name: title })).toHaveCount(0);
    const cancelled = await mailbox.waitForMail({ to: player.email, subject: /Series sign-up cancelled/ });
    expect(cancelled.text).toContain('Your place is released in:');
  });
});
