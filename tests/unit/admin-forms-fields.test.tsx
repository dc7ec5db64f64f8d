import { BoardMemberForm, emptyBoardMember } from '@client/features/contacts/components/board-member-form';
import { CourtForm, emptyCourt } from '@client/features/courts/components/court-form';
import { CaptainTools } from '@client/features/team-matches/components/schedule-captain-tools';
import { WithdrawForm } from '@client/features/tournament-draws/components/withdraw-form';
import { ApiError } from '@client/lib/api-client';
import { createBoardMemberSchema } from '@shared/schemas/contacts';
import type { TeamSchedule } from '@shared/schemas/team-matches';
import type { AdminTournamentDraws, DivisionDrawsView, DrawView } from '@shared/schemas/tournament-draws';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../support/render-with-providers';

afterEach(() => vi.unstubAllGlobals());

const fieldError = (field: string, message: string) =>
  new ApiError(400, message, { error: message, code: 'VALIDATION', fields: { [field]: message } });

// Typing into several fields takes a while on a loaded machine; nothing here is timed.
describe('admin forms on fieldOf + TextField/SelectField', { timeout: 60_000 }, () => {
  it('court form: same labels, sends the typed values, a server field error shows under its field', async () => {
    const onSubmit = vi.fn(async () => {
      throw fieldError('slug', 'That web address is taken.');
    });
    renderWithProviders(
      <CourtForm
        initial={emptyCourt}
        isNew
        submitLabel="Add location"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    for (const label of [
      /^name/i,
      /^web address/i,
      /^street address/i,
      /^number of courts/i,
      /^miles from the club/i,
      /^surface/i,
      /^indoor or outdoor/i,
      /courts have lights/i,
      /^access notes/i,
      /^other notes/i,
      /^display order/i,
    ]) {
      expect(screen.getByLabelText(label)).toBeInTheDocument();
    }
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^name/i), 'Riverside Park');
    await user.type(screen.getByLabelText(/^street address/i), '1 River Rd, Springfield, NJ 07081');
    await user.type(screen.getByLabelText(/^miles from the club/i), '3');
    await user.click(screen.getByLabelText(/courts have lights/i));
    await user.click(screen.getByRole('button', { name: 'Add location' }));
    expect(await screen.findByText('That web address is taken.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^web address/i)).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'Riverside Park',
        distanceMiles: 3,
        hasLights: true,
        numberOfCourts: 4,
      }),
    );
  });

  it('board-member form: same labels, the schema checks before sending, the photo error stays its own', async () => {
    const onSubmit = vi.fn(async () => {
      throw fieldError('photoUrl', 'Upload the photo again.');
    });
    renderWithProviders(
      <BoardMemberForm
        schema={createBoardMemberSchema}
        initial={emptyBoardMember}
        submitLabel="Add board member"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add board member' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/^position/i)).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText(/^position/i), 'Treasurer');
    await user.type(screen.getByLabelText(/^name/i), 'Margaret Okafor');
    await user.type(screen.getByLabelText(/^e-mail/i), 'treasurer@example.org');
    expect(screen.getByLabelText(/show on the contacts page/i)).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Add board member' }));
    expect(await screen.findByText('Upload the photo again.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ position: 'Treasurer', name: 'Margaret Okafor', isActive: true }),
      null,
    );
  });

  it('withdraw form: sends the shared schema body and shows the server error on the lucky-loser field', async () => {
    const ids = {
      draw: '00000000-0000-4000-8000-000000000001',
      out: '00000000-0000-4000-8000-000000000002',
      waiting: '00000000-0000-4000-8000-000000000003',
      division: '00000000-0000-4000-8000-000000000004',
    };
    const fetchMock = vi.fn(async () =>
      Response.json(
        {
          error: 'Not on the waitlist.',
          code: 'VALIDATION',
          fields: { replacementRegistrationId: 'Not on the waitlist.' },
        },
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', fetchMock);
    const entry = {
      id: ids.out,
      name: 'Ana Lopez',
      seed: null,
      rating: '',
      group: null,
      isLuckyLoser: false,
      isWithdrawn: false,
    };
    const draw = {
      id: ids.draw,
      kind: 'singleElimination',
      entries: [entry],
      matches: [],
    } as unknown as DrawView;
    const division = { divisionId: ids.division } as unknown as DivisionDrawsView;
    const data = {
      waitlisted: [{ divisionId: ids.division, registrationId: ids.waiting, name: 'Ben Cho' }],
    } as unknown as AdminTournamentDraws;
    renderWithProviders(<WithdrawForm data={data} division={division} draw={draw} />);
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Player'), ids.out);
    await user.selectOptions(screen.getByLabelText('Their next match'), 'luckyLoser');
    await user.selectOptions(screen.getByLabelText('Lucky loser'), `registration:${ids.waiting}`);
    await user.click(screen.getByRole('button', { name: 'Record the withdrawal' }));
    expect(await screen.findByText('Not on the waitlist.')).toBeInTheDocument();
    expect(screen.getByLabelText('Lucky loser')).toHaveAttribute('aria-invalid', 'true');
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({
      entryId: ids.out,
      outcome: 'luckyLoser',
      replacementRegistrationId: ids.waiting,
    });
  });
});

describe('match settings form on the shared schema', { timeout: 60_000 }, () => {
  const teamId = '00000000-0000-4000-8000-000000000010';
  const schedule = {
    team: { id: teamId },
    settings: { cutoffHours: 24, reminderDays: [7, 3] },
    matches: [],
    courts: [],
  } as unknown as TeamSchedule;

  it('checks the typed days with the schema, then sends the numbers and shows a server field error', async () => {
    const fetchMock = vi.fn(async (url: string) =>
      url.includes('match-settings')
        ? Response.json(
            {
              error: 'Too late.',
              code: 'VALIDATION',
              fields: { cutoffHours: 'The server wants fewer hours.' },
            },
            { status: 400 },
          )
        : Response.json({}),
    );
    vi.stubGlobal('fetch', fetchMock);
    renderWithProviders(<CaptainTools schedule={schedule} editing={null} onDoneEditing={() => {}} />);
    const user = userEvent.setup();
    const days = screen.getByLabelText(/^remind non-responders/i);
    expect(days).toHaveValue('7, 3');
    await user.clear(days);
    await user.type(days, '3, 40');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Reminders go at most 30 days before.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('match-settings'))).toBe(false);
    await user.clear(days);
    await user.type(days, '3 10');
    await user.click(screen.getByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('The server wants fewer hours.')).toBeInTheDocument();
    const call = fetchMock.mock.calls.find(([url]) => String(url).includes('match-settings'));
    const [, init] = call as unknown as [string, RequestInit];
    expect(JSON.parse(String(init.body))).toEqual({ cutoffHours: 24, reminderDays: [10, 3] });
  });
});
