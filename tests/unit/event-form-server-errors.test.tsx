import { SocialEventForm } from '@client/features/events/components/social-event-form';
import { TournamentEntryForm } from '@client/features/events/components/tournament-entry-form';
import { TournamentForm } from '@client/features/events/components/tournament-form';
import { ApiError } from '@client/lib/api-client';
import type { SocialEventInput } from '@shared/schemas/events-socials';
import type { TournamentDivisionInfo, TournamentInput } from '@shared/schemas/events-tournaments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../support/render-with-providers';

afterEach(() => vi.unstubAllGlobals());

/** Every request answers with this error body and status. */
function answerWith(status: number, body: object) {
  const fetchMock = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

const division: TournamentDivisionInfo = {
  id: 'd1',
  name: "Men's Open Singles",
  capacity: 16,
  waitlistLimit: null,
  confirmedCount: 3,
  waitlistCount: 0,
  availability: { state: 'open', spotsLeft: 13, label: '13 spots left', isOpen: true },
};

async function fillPersonAndSend(buttonName: RegExp) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText(/full name/i), 'Jamie Player');
  await user.type(screen.getByLabelText(/^e-mail/i), 'jamie@example.org');
  await user.type(screen.getByLabelText(/^phone/i), '555 0100');
  await user.selectOptions(screen.getByLabelText(/ntrp/i), '3.5');
  await user.click(screen.getByRole('button', { name: buttonName }));
  return user;
}

// Typing into several fields takes a while on a loaded machine; nothing here is timed.
describe('sign-up form: server field errors by path', { timeout: 60_000 }, () => {
  it('puts a field message under its field, keeps what was typed, sends the API schema body', async () => {
    const fetchMock = answerWith(400, {
      error: 'phone: Use digits, spaces and + ( ) - . only.',
      code: 'VALIDATION',
      fields: { name: 'The server says this name is not right.' },
    });
    renderWithProviders(
      <TournamentEntryForm
        slug="club-cup"
        divisions={[division]}
        divisionId="d1"
        onDivisionChange={() => {}}
      />,
    );
    await fillPersonAndSend(/^enter$/i);
    expect(await screen.findByText('The server says this name is not right.')).toBeInTheDocument();
    expect(screen.getByLabelText(/full name/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/full name/i)).toHaveValue('Jamie Player');
    // The general error text is not shown when the message has its field.
    expect(screen.queryByText(/Use digits/)).not.toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/tournaments/club-cup/divisions/d1/entries');
    const sent = JSON.parse(String(init.body));
    expect(sent).not.toHaveProperty('divisionId');
    expect(sent).toMatchObject({ name: 'Jamie Player', email: 'jamie@example.org', ntrp: '3.5' });
  });

  it("says an address already on the list in the kind's words, under the e-mail field", async () => {
    answerWith(409, {
      error: 'You are already signed up for this event with this e-mail address.',
      code: 'CONFLICT',
      fields: { email: 'You are already signed up for this event with this e-mail address.' },
    });
    renderWithProviders(
      <TournamentEntryForm
        slug="club-cup"
        divisions={[division]}
        divisionId="d1"
        onDivisionChange={() => {}}
      />,
    );
    await fillPersonAndSend(/^enter$/i);
    expect(await screen.findByText('You have already entered this division.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^e-mail/i)).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows an error without fields above the form', async () => {
    answerWith(409, { error: 'Entries for this division are closed.', code: 'CONFLICT' });
    renderWithProviders(
      <TournamentEntryForm
        slug="club-cup"
        divisions={[division]}
        divisionId="d1"
        onDivisionChange={() => {}}
      />,
    );
    await fillPersonAndSend(/^enter$/i);
    expect(await screen.findByText('Entries for this division are closed.')).toBeInTheDocument();
  });
});

const social: SocialEventInput = {
  title: 'Friday Night Mixer',
  slug: 'friday-mixer',
  description: 'Round robin doubles.',
  startsAt: '2030-06-07T18:00',
  endsAt: '2030-06-07T21:00',
  signupDeadline: '',
  courtId: '',
  placeText: 'Riverside Park, courts 1-4',
  capacity: 16,
  waitlistLimit: '',
  fee: '0',
  imageUrl: '',
};

describe('event editor: server field errors by path', { timeout: 60_000 }, () => {
  it('puts a taken web address under the web address field', async () => {
    const onSubmit = vi.fn(async () => {
      throw new ApiError(409, 'That web address is already used by another social.', {
        error: 'That web address is already used by another social.',
        code: 'CONFLICT',
        fields: { slug: 'That web address is already used by another social.' },
      });
    });
    renderWithProviders(
      <SocialEventForm
        initial={social}
        timeZone="America/New_York"
        courts={[]}
        submitLabel="Save"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /^save$/i }));
    expect(
      await screen.findByText('That web address is already used by another social.'),
    ).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByLabelText(/web address/i)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/web address/i)).toHaveValue('friday-mixer');
    expect(screen.queryByText('Not saved')).not.toBeInTheDocument();
  });

  it("puts a division's message under that division's field (nested path)", async () => {
    const tournament: TournamentInput = {
      title: 'Club Championships',
      slug: '',
      description: '',
      startDate: '2030-07-12',
      endDate: '2030-07-13',
      courtId: '',
      placeText: 'Riverside Park',
      format: 'Single elimination',
      entryDeadline: '',
      entryFee: '0',
      drawsMarkdown: '',
      drawsFileUrl: '',
      resultsMarkdown: '',
      resultsFileUrl: '',
      divisions: [{ name: "Men's Open Singles", capacity: 16 }],
    };
    const onSubmit = vi.fn(async () => {
      throw new ApiError(400, 'divisions.0.capacity: 5 players are already entered.', {
        error: 'divisions.0.capacity: 5 players are already entered.',
        code: 'VALIDATION',
        fields: { 'divisions.0.capacity': '5 players are already entered.' },
      });
    });
    renderWithProviders(
      <TournamentForm
        initial={tournament}
        timeZone="America/New_York"
        courts={[]}
        submitLabel="Save"
        onSubmit={onSubmit}
        onCancel={() => {}}
      />,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: /^save$/i }));
    expect(await screen.findByText('5 players are already entered.')).toBeInTheDocument();
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });
});
