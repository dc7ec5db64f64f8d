import { LoginPage } from '@client/features/accounts/pages/login-page';
import { ApiError } from '@client/lib/api-client';
import { authStore } from '@client/lib/auth-store';
import type { AuthTransport } from '@client/lib/auth-transport';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from './support/render-app';

// Issue 18: "Email not verified" at sign-in offered no way to get a new link nor said how long it lasts.
const notVerified = () => new ApiError(403, 'Email not verified', undefined, 'EMAIL_NOT_VERIFIED');

beforeEach(() => {
  authStore.reset();
  stubFetch();
});
afterEach(() => vi.unstubAllGlobals());

function fakeSignIn(signIn: AuthTransport['signIn']) {
  const transport = {
    getSession: vi.fn(async () => null),
    signIn: vi.fn(signIn),
    verifySecondFactor: vi.fn(),
    signUp: vi.fn(),
    signOut: vi.fn(async () => {}),
    loadProfile: vi.fn(),
    loadRoles: vi.fn(async () => []),
  } as unknown as AuthTransport & { signIn: ReturnType<typeof vi.fn> };
  authStore.setTransport(transport);
  return transport;
}

describe('/login with an address not yet confirmed', () => {
  it('says a new link was sent and how long it works, and sends another on request', async () => {
    const transport = fakeSignIn(async () => {
      throw notVerified();
    });
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail or username'), 'new.member@example.org');
    await user.type(screen.getByLabelText('Password'), 'my-own-passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Confirm your e-mail address first')).toBeInTheDocument();
    expect(screen.getByText(/It works for 24 hours/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(/Another link is on its way/)).toBeInTheDocument();
    expect(transport.signIn).toHaveBeenCalledTimes(2);
    expect(transport.signIn.mock.calls[1]![0]).toMatchObject({
      identifier: 'new.member@example.org',
      password: 'my-own-passphrase',
    });
  });

  it('shows the limit when too many links were asked for', async () => {
    let calls = 0;
    fakeSignIn(async () => {
      calls++;
      if (calls === 1) throw notVerified();
      throw new ApiError(429, 'Several confirmation e-mails were already sent to this address.');
    });
    renderRoutes([{ path: '/login', element: <LoginPage /> }], '/login');
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mail or username'), 'new.member@example.org');
    await user.type(screen.getByLabelText('Password'), 'my-own-passphrase');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));
    await user.click(await screen.findByRole('button', { name: 'Send a new link' }));
    expect(await screen.findByText(/Several confirmation e-mails were already sent/)).toBeInTheDocument();
  });
});
