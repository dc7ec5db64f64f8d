import { SocialSignupPage } from '@client/features/events/pages/social-signup-page';
import { authStore, signedOutState } from '@client/lib/auth-store';
import { MemoryRouter } from '@client/lib/router/router';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { signIn, stubFetch } from './support/render-app';

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/forms/socials?event=summer-mixer']}>
        <SocialSignupPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });

const event = {
  id: 'e1',
  slug: 'summer-mixer',
  title: 'Summer Mixer',
  startsAt: new Date(Date.now() + 7 * 86_400_000).toISOString(),
  endsAt: new Date(Date.now() + 7 * 86_400_000 + 3 * 3_600_000).toISOString(),
  feeCents: 0,
  courtName: 'Riverside Park',
  placeText: '',
  availability: { isOpen: true, state: 'open', label: '8 spots left', spotsLeft: 8 },
};

afterEach(() => authStore.setState(signedOutState));

describe('social sign-up prefill (issue 18 review finding)', () => {
  it('never overwrites a field the member changed before the account arrives', async () => {
    stubFetch((url) => {
      if (url.includes('/api/social-events'))
        return json({ upcoming: [event], past: [], timeZone: 'America/Denver' });
      if (url.includes('/api/me/family')) return json({ family: [] });
      if (url.includes('/api/me/registrations'))
        return json({ registrations: [], timeZone: 'America/Denver' });
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    });
    const user = userEvent.setup();
    renderPage();
    const name = await screen.findByLabelText('Full name');
    const email = screen.getByLabelText('E-mail');
    const phone = screen.getByLabelText('Phone');
    // Typed in the first second, before the session is known.
    await user.type(phone, '555 010 2233');
    await user.type(name, 'Jo');
    await user.clear(name);
    await user.type(email, 'jo.partner@example.org');
    // The session arrives: only untouched fields take the account's values.
    act(() => signIn({ name: 'Jane van Doe' }));
    await waitFor(() => expect(authStore.getState().user).not.toBeNull());
    expect(phone).toHaveValue('555 010 2233');
    expect(email).toHaveValue('jo.partner@example.org');
    // Cleared on purpose: the member's own choice, not refilled.
    expect(name).toHaveValue('');
  });

  it('fills untouched fields from the account', async () => {
    stubFetch((url) => {
      if (url.includes('/api/social-events'))
        return json({ upcoming: [event], past: [], timeZone: 'America/Denver' });
      if (url.includes('/api/me/family')) return json({ family: [] });
      if (url.includes('/api/me/registrations'))
        return json({ registrations: [], timeZone: 'America/Denver' });
      return new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } });
    });
    renderPage();
    await screen.findByLabelText('Full name');
    act(() => signIn({ name: 'Jane van Doe' }));
    await waitFor(() => expect(screen.getByLabelText('Full name')).toHaveValue('Jane van Doe'));
    expect(screen.getByLabelText('E-mail')).toHaveValue('jane@example.org');
  });
});
