import { QueryProvider } from '@client/app/providers';
import { AdminTournamentEditPage } from '@client/features/events/pages/admin-tournaments-page';
import { authStore, signedOutState } from '@client/lib/auth-store';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn, stubFetch } from './support/render-app';

// Tournaments in series (decision 041): saving a session asks which sessions the change is for.
// "This session only" is the tournament's normal save; wider scopes go through the series route.

afterEach(() => {
  vi.unstubAllGlobals();
  authStore.setState(signedOutState);
});

const json = (body: unknown, status = 200) => Response.json(body, { status });
const date = new Date(Date.now() + 21 * 86_400_000).toISOString().slice(0, 10);

const division = {
  id: '00000000-0000-4000-8000-000000000001',
  name: 'Open Singles',
  capacity: 8,
  waitlistLimit: null,
  confirmedCount: 2,
  waitlistCount: 0,
  availability: 'open',
};

const tournament = {
  id: 't2',
  slug: 'saturday-shootout-2',
  status: 'published',
  timeZone: 'America/Denver',
  values: {
    title: 'Saturday Shootout',
    slug: 'saturday-shootout-2',
    description: 'A one-day round robin.',
    startDate: date,
    endDate: date,
    courtId: '',
    placeText: 'Riverside Park',
    format: 'Round robin, pro sets',
    entryDeadline: '',
    entryFee: '10',
    drawsMarkdown: '',
    drawsFileUrl: '',
    resultsMarkdown: '',
    resultsFileUrl: '',
    divisions: [{ id: division.id, name: division.name, capacity: 8, waitlistLimit: '' }],
  },
  divisions: [division],
  series: { id: 's1', seriesDate: date },
};

const series = {
  id: 's1',
  ruleText: 'Every Saturday',
  untilDate: null,
  sessionCount: 1,
  feeMode: 'session',
  seriesFeeCents: null,
  skippedDates: [],
  timeZone: 'America/Denver',
  title: 'Saturday Shootout',
  sessions: [],
};

describe('Saving an edit of a tournament session', () => {
  it('"This session only" is the normal save; "This and following" calls the scoped series edit', async () => {
    const writes: Array<{
      url: string;
      body: { scope?: string; values?: { title: string }; title?: string };
    }> = [];
    stubFetch((url, init) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (init?.method === 'PATCH') {
        writes.push({ url: path, body: JSON.parse(String(init.body)) });
        return path.startsWith('/api/admin/tournament-series/') ? json({ series }) : json({ tournament });
      }
      if (path === '/api/admin/tournaments/t2') return json({ tournament });
      if (path === '/api/courts') return json({ courts: [] });
      if (path === '/api/admin/event-series/s1') return json({ series });
      return json({ error: 'No such API route.', code: 'NOT_FOUND' }, 404);
    });
    signIn({ roles: ['admin'] });
    const user = userEvent.setup();
    renderRoutes(
      [
        {
          path: '/admin/tournaments/:id',
          element: (
            <QueryProvider>
              <AdminTournamentEditPage />
            </QueryProvider>
          ),
        },
      ],
      '/admin/tournaments/t2',
    );

    const title = await screen.findByLabelText(/^Title/, {}, { timeout: 10_000 });
    // A short edit: typing is slow in jsdom.
    await user.type(title, ' II');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes).toHaveLength(1));
    expect(writes[0]?.url).toBe('/api/admin/tournaments/t2');
    expect(writes[0]?.body.title).toBe('Saturday Shootout II');

    await user.click(screen.getByRole('radio', { name: 'This and following sessions' }));
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes[1]?.url).toBe('/api/admin/tournament-series/s1/sessions/t2');
    expect(writes[1]?.body.scope).toBe('following');
    expect(writes[1]?.body.values?.title).toBe('Saturday Shootout II');
    // The whole editor renders in jsdom: slower than one component on a busy machine.
  }, 20_000);

  it('the scope goes back to "This session only" when the editor moves to another session', async () => {
    const other = { ...tournament, id: 't3', slug: 'saturday-shootout-3' };
    stubFetch((url) => {
      const path = new URL(url, 'http://localhost').pathname;
      if (path === '/api/admin/tournaments/t2') return json({ tournament });
      if (path === '/api/admin/tournaments/t3') return json({ tournament: other });
      if (path === '/api/courts') return json({ courts: [] });
      if (path === '/api/admin/event-series/s1') return json({ series });
      return json({ error: 'No such API route.', code: 'NOT_FOUND' }, 404);
    });
    signIn({ roles: ['admin'] });
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        {
          path: '/admin/tournaments/:id',
          element: (
            <QueryProvider>
              <AdminTournamentEditPage />
            </QueryProvider>
          ),
        },
      ],
      '/admin/tournaments/t2',
    );
    const following = await screen.findByRole(
      'radio',
      { name: 'This and following sessions' },
      { timeout: 10_000 },
    );
    await user.click(following);
    expect(following).toBeChecked();
    act(() => router.history.push('/admin/tournaments/t3'));
    await waitFor(() => expect(screen.getByRole('radio', { name: 'This session only' })).toBeChecked());
    expect(screen.getByRole('radio', { name: 'This and following sessions' })).not.toBeChecked();
  }, 20_000);
});
