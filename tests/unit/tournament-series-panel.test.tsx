import { QueryProvider } from '@client/app/providers';
import { SeriesPanel, SeriesScopeChooser } from '@client/features/events/components/series-admin-panel';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt, stubFetch } from './support/render-app';

// Tournaments in series (decision 041): the organiser's screens are the socials' ones with a kind.
// What differs for a tournament: the repeat route, no whole-series price, a move by date only.

afterEach(() => vi.unstubAllGlobals());

const json = (body: unknown, status = 200) => Response.json(body, { status });

/** A Saturday two weeks ahead, and the one after. */
function saturdayAhead(weeks: number): string {
  const d = new Date(Date.now() + weeks * 7 * 86_400_000);
  d.setUTCDate(d.getUTCDate() + ((6 - d.getUTCDay() + 7) % 7));
  return d.toISOString().slice(0, 10);
}

const first = saturdayAhead(2);
const second = saturdayAhead(3);

function session(id: string, date: string, confirmed: number) {
  return {
    id,
    slug: `saturday-shootout-${date}`,
    seriesDate: date,
    // Midnight at the club (America/Denver, UTC-7 in winter).
    startsAt: `${date}T07:00:00.000Z`,
    endsAt: `${date}T07:00:00.000Z`,
    status: 'published',
    isMoved: false,
    capacity: 16,
    confirmedCount: confirmed,
    waitlistCount: 0,
  };
}

const series = {
  id: 's1',
  ruleText: 'Every Saturday',
  untilDate: null,
  sessionCount: 2,
  feeMode: 'session',
  seriesFeeCents: null,
  skippedDates: [],
  timeZone: 'America/Denver',
  title: 'Saturday Shootout',
  sessions: [session('t1', first, 3), session('t2', second, 1)],
};

function render(ui: React.ReactElement) {
  return renderAt(<QueryProvider>{ui}</QueryProvider>);
}

describe('Repeat on the tournament editor', () => {
  it('offers no whole-series price and calls the tournament repeat route', async () => {
    const calls: Array<{ url: string; body: unknown }> = [];
    stubFetch((url, init) => {
      if (url.endsWith('/api/admin/tournaments/t1/series') && init?.method === 'POST') {
        calls.push({ url, body: JSON.parse(String(init.body)) });
        return json({ series }, 201);
      }
      return json({ error: 'No such API route.' }, 404);
    });
    const user = userEvent.setup();
    render(
      <SeriesPanel kind="tournament" event={{ id: 't1', status: 'draft', series: null }} firstDate={first} />,
    );

    const form = await screen.findByRole('form', { name: 'Repeat this tournament' });
    // The weekday of the tournament's first day is ticked.
    expect(within(form).getByRole('checkbox', { name: 'Saturday' })).toBeChecked();
    // A player enters one division per session: no price for the whole series.
    expect(within(form).queryByRole('group', { name: 'Fee of a whole-series sign-up' })).toBeNull();
    expect(within(form).queryByLabelText(/Series price/)).toBeNull();

    const count = within(form).getByLabelText(/Number of sessions/);
    await user.clear(count);
    await user.type(count, '6');
    await user.click(within(form).getByRole('button', { name: 'Make the series' }));

    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body).toMatchObject({
      weekdays: [6],
      intervalWeeks: 1,
      endKind: 'count',
      sessionCount: 6,
      feeMode: 'session',
    });
  });
});

describe('The sessions of a tournament series', () => {
  it('lists the sessions by date with their entries and links to their editors', async () => {
    stubFetch((url) =>
      url.endsWith('/api/admin/event-series/s1') ? json({ series }) : json({ error: 'No' }, 404),
    );
    render(
      <SeriesPanel
        kind="tournament"
        event={{ id: 't1', status: 'published', series: { id: 's1' } }}
        firstDate={first}
      />,
    );
    const table = await screen.findByRole('table', { name: 'Series: Every Saturday' });
    expect(within(table).getByRole('columnheader', { name: 'Entries' })).toBeInTheDocument();
    const other = within(table).getByRole('link', { name: /Sat/ });
    expect(other).toHaveAttribute('href', '/admin/tournaments/t2');
    // Whole days: no time of day in a tournament session's name.
    expect(other.textContent).not.toMatch(/AM|PM/);
    expect(screen.getByText('Each entry pays its session’s fee')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All tournaments' })).toHaveAttribute(
      'href',
      '/admin/tournaments',
    );
  });

  it('moves a session with a dialog asking only a date, by the tournament move route', async () => {
    const moves: Array<{ url: string; body: unknown }> = [];
    stubFetch((url, init) => {
      if (url.endsWith('/api/admin/tournament-series/s1/sessions/t2/move') && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { startDate: string };
        moves.push({ url, body });
        if (moves.length === 1) {
          // The first try hits a date another session already has.
          return json(
            {
              error: 'Another session is on that date.',
              code: 'CONFLICT',
              fields: { startDate: 'Another session is on that date.' },
            },
            409,
          );
        }
        return json({ series });
      }
      if (url.endsWith('/api/admin/event-series/s1')) return json({ series });
      return json({ error: 'No such API route.' }, 404);
    });
    const user = userEvent.setup();
    render(
      <SeriesPanel
        kind="tournament"
        event={{ id: 't1', status: 'published', series: { id: 's1' } }}
        firstDate={first}
      />,
    );
    const moveButtons = await screen.findAllByRole('button', { name: /^Move the session of / });
    await user.click(moveButtons[1] as HTMLElement);

    const dialog = await screen.findByRole('dialog', { name: /^Move the session of Sat/ });
    const date = within(dialog).getByLabelText('New date');
    expect(date).toHaveAttribute('type', 'date');
    expect(date).toHaveValue(second);
    // Only a date is asked: a tournament session keeps its number of days.
    expect(dialog.querySelector('input[type="datetime-local"]')).toBeNull();

    await user.clear(date);
    await user.type(date, first);
    await user.click(within(dialog).getByRole('button', { name: 'Move the session' }));
    expect(await within(dialog).findByText('Another session is on that date.')).toBeInTheDocument();
    expect(moves[0]?.body).toEqual({ startDate: first });

    const sunday = new Date(`${second}T12:00:00Z`);
    sunday.setUTCDate(sunday.getUTCDate() + 1);
    const sundayDate = sunday.toISOString().slice(0, 10);
    await user.clear(date);
    await user.type(date, sundayDate);
    await user.click(within(dialog).getByRole('button', { name: 'Move the session' }));
    await waitFor(() => expect(moves).toHaveLength(2));
    expect(moves[1]?.body).toEqual({ startDate: sundayDate });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

describe('Which sessions a save changes', () => {
  it('speaks of the tournament and of its divisions', async () => {
    render(<SeriesScopeChooser kind="tournament" scope="one" onChange={() => {}} />);
    const group = await screen.findByRole('group', { name: /This tournament is a session of a series/ });
    expect(within(group).getByRole('radio', { name: 'This session only' })).toBeChecked();
    expect(within(group).getByText(/divisions are matched by name/)).toBeInTheDocument();
  });
});
