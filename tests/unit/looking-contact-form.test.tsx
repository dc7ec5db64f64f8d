import { LookingDetailPage } from '@client/features/looking-for-team/pages/looking-detail-page';
import type { LookingForTeamDetail } from '@shared/schemas/looking-for-team';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../support/render-with-providers';

afterEach(() => vi.unstubAllGlobals());

const detail = {
  entry: {
    id: '00000000-0000-4000-8000-000000000001',
    status: 'new',
    name: 'Dana Reyes',
    email: 'dana@example.org',
    phone: '',
    ntrpRating: '3.5',
    ratingType: 'self',
    gender: 'female',
    ageDivision: 'adult18',
    play: 'either',
    formats: [],
    leagues: [],
    days: [],
    times: [],
    createdAt: '2026-12-01T12:00:00Z',
    expiresOn: '2027-03-01',
    notes: '',
    placedTeam: null,
    userId: null,
  },
  history: [],
  suggestions: [],
} as unknown as LookingForTeamDetail;

describe('record-a-contact form on the shared schema', { timeout: 60_000 }, () => {
  it('same labels, sends method and note, a server field error shows under the note', async () => {
    const fetchMock = vi.fn(async (url: string, init?: RequestInit) =>
      init?.method === 'POST' && String(url).endsWith('/contacts')
        ? Response.json(
            { error: 'Too long.', code: 'VALIDATION', fields: { note: 'The server wants a shorter note.' } },
            { status: 400 },
          )
        : Response.json(detail),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<LookingDetailPage />);
    const user = userEvent.setup();
    const note = await screen.findByLabelText('Note for the history');
    await user.type(note, 'Called her: keen on Tuesdays.');
    await user.selectOptions(screen.getByLabelText('How you got in touch'), 'phone');
    await user.click(screen.getByRole('button', { name: 'Record contact' }));
    expect(await screen.findByText('The server wants a shorter note.')).toBeInTheDocument();
    expect(screen.getByLabelText('Note for the history')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Note for the history')).toHaveValue('Called her: keen on Tuesdays.');
    const call = fetchMock.mock.calls.find(
      ([url, init]) => init?.method === 'POST' && String(url).endsWith('/contacts'),
    );
    const [, init] = call as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ method: 'phone', note: 'Called her: keen on Tuesdays.' });
  });
});
