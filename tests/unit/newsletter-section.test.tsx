import {
  NewsletterSection,
  newsletterTexts,
  subscriptionCheckDelayMs,
} from '@client/features/newsletter/components/newsletter-section';
import { MemoryRouter } from '@client/lib/router/router';
import { getToastState, resetToasts } from '@client/lib/toast-store';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';

type FetchArgs = [string, RequestInit | undefined];
let fetchMock: Mock<(...args: FetchArgs) => Promise<Response>>;
/** What the mocked server answers; tests replace these. */
let onCheck: (email: string) => Promise<Response>;
let onSubscribe: (body: unknown) => Promise<Response>;

beforeEach(() => {
  resetToasts();
  onCheck = async () => Response.json({ isSubscribed: false });
  onSubscribe = async () => Response.json({ ok: true, status: 'pending' });
  fetchMock = vi.fn(async (url: string, init?: RequestInit) => {
    if (url.startsWith('/api/check-email-subscription')) {
      return onCheck(new URL(url, 'http://localhost').searchParams.get('email') ?? '');
    }
    if (url === '/api/subscribe-email') return onSubscribe(JSON.parse(String(init?.body)));
    throw new Error(`unexpected fetch ${url}`);
  });
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

function renderSection() {
  const user = userEvent.setup();
  const view = render(
    <MemoryRouter>
      <NewsletterSection />
    </MemoryRouter>,
  );
  return {
    user,
    ...view,
    name: () => screen.getByLabelText('Full name') as HTMLInputElement,
    email: () => screen.getByLabelText('Email address') as HTMLInputElement,
    spamTrap: () => view.container.querySelector('input[name="website"]') as HTMLInputElement,
    submit: () => screen.getByRole('button', { name: newsletterTexts.submit }),
  };
}

const subscribeCalls = () => fetchMock.mock.calls.filter(([url]) => url === '/api/subscribe-email');
const checkCalls = () =>
  fetchMock.mock.calls.filter(([url]) => url.startsWith('/api/check-email-subscription'));
const lastToast = () => getToastState().toasts[0];

describe('NewsletterSection form view', () => {
  it('shows the heading, the four tiles, both labelled required fields, the button and the privacy link', () => {
    const { name, email } = renderSection();
    expect(screen.getByRole('heading', { level: 2, name: 'Stay in the Game' })).toBeInTheDocument();
    for (const tile of ['Event Updates', 'Community News', 'Tournament Results', 'Exclusive Content']) {
      expect(screen.getByRole('heading', { level: 3, name: tile })).toBeInTheDocument();
    }
    expect(name()).toBeRequired();
    expect(email()).toBeRequired();
    expect(screen.getByRole('button', { name: 'Join the Community' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  });

  it('hides the spam trap from people: off-screen, aria-hidden, out of the tab order, no autofill', () => {
    const { spamTrap } = renderSection();
    const trap = spamTrap();
    expect(trap).toHaveAttribute('tabindex', '-1');
    expect(trap).toHaveAttribute('autocomplete', 'off');
    expect(trap.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Website' })).toBeNull();
  });
});

describe('validation before sending (§5)', () => {
  it.each([
    ['both empty', '', ''],
    ['name missing', '', 'ann@example.com'],
    ['e-mail missing', 'Ann Smith', ''],
    ['name only blanks', '   ', 'ann@example.com'],
  ])('%s → Missing Information (destructive), nothing sent', async (_label, nameValue, emailValue) => {
    const { user, name, email, submit } = renderSection();
    if (nameValue) await user.type(name(), nameValue);
    if (emailValue) await user.type(email(), emailValue);
    await user.click(submit());
    expect(lastToast()).toMatchObject({
      title: 'Missing Information',
      description: 'Please enter both your name and email address',
      variant: 'destructive',
    });
    expect(subscribeCalls()).toHaveLength(0);
  });

  it.each(['ann.example.com', 'ann@example', 'ann smith@example.com', ' ann@example.com'])(
    '"%s" → Invalid Email, nothing sent (the address is not trimmed)',
    async (value) => {
      const { user, name, email, submit } = renderSection();
      await user.type(name(), 'Ann Smith');
      await user.type(email(), value);
      await user.click(submit());
      expect(lastToast()).toMatchObject({
        title: 'Invalid Email',
        description: 'Please enter a valid email address',
      });
      expect(subscribeCalls()).toHaveLength(0);
    },
  );

  it('a filled spam trap → Error / Spam detected, nothing sent', async () => {
    const { user, name, email, spamTrap, submit, container } = renderSection();
    await user.type(name(), 'Bot');
    await user.type(email(), 'bot@example.com');
    // Bots fill every input; set it the way a script would.
    const trap = spamTrap();
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
    act(() => {
      setValue.call(trap, 'http://spam.example');
      trap.dispatchEvent(new Event('input', { bubbles: true }));
    });
    await user.click(submit());
    expect(lastToast()).toMatchObject({ title: 'Error', description: 'Spam detected' });
    expect(subscribeCalls()).toHaveLength(0);
    expect(within(container).getByRole('button', { name: 'Join the Community' })).toBeInTheDocument();
  });
});

describe('submitting', () => {
  it('sends exactly { email, name } as typed, shows Subscribing..., then the confirmation view', async () => {
    let answer!: (res: Response) => void;
    onSubscribe = () => new Promise((resolve) => (answer = resolve));
    const { user, name, email, submit } = renderSection();
    await user.type(name(), 'Ann Smith');
    await user.type(email(), 'Ann.Smith@Example.COM');
    await user.click(submit());

    const busy = screen.getByRole('button', { name: 'Subscribing...' });
    expect(busy).toBeDisabled();
    const [, init] = subscribeCalls()[0]!;
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ email: 'Ann.Smith@Example.COM', name: 'Ann Smith' });

    await act(async () => answer(Response.json({ ok: true, status: 'pending' })));
    // The focus moves in an effect after the heading renders: wait for it, do not race it.
    const heading = await screen.findByRole('heading', { name: "You're All Set!" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(
      screen.getByText('🎾 Welcome to the NJTC community! Check your email for confirmation.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What's Next?" })).toBeInTheDocument();
    expect(screen.queryByLabelText('Full name')).toBeNull();
    expect(lastToast()).toMatchObject({
      title: 'Success!',
      description: "You've successfully subscribed to our newsletter",
    });
    expect(lastToast()?.variant).toBeUndefined();
  });

  it('"Subscribe with different email" brings back an empty form and clears the message', async () => {
    const { user, name, email, submit } = renderSection();
    await user.type(name(), 'Ann Smith');
    await user.type(email(), 'ann@example.com');
    await user.click(submit());
    await user.click(await screen.findByRole('button', { name: 'Subscribe with different email' }));

    expect(name()).toHaveValue('');
    expect(email()).toHaveValue('');
    expect(name()).toHaveFocus();
    expect(screen.getByRole('region', { name: 'Stay in the Game' })).toHaveAttribute(
      'data-subscribed',
      'false',
    );
    expect(screen.queryByText(/Welcome to the NJTC community/)).toBeNull();
    expect(screen.queryByRole('heading', { name: "You're All Set!" })).toBeNull();
  });

  it("shows the server's error text in a destructive Subscription Failed toast and keeps the fields", async () => {
    onSubscribe = async () =>
      Response.json(
        { error: 'Too many attempts. Please wait a few minutes and try again.' },
        { status: 429 },
      );
    const { user, name, email, submit } = renderSection();
    await user.type(name(), 'Ann Smith');
    await user.type(email(), 'ann@example.com');
    await user.click(submit());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Subscription Failed',
        description: 'Too many attempts. Please wait a few minutes and try again.',
        variant: 'destructive',
      }),
    );
    expect(screen.getByRole('button', { name: 'Join the Community' })).toBeEnabled();
    expect(name()).toHaveValue('Ann Smith');
    expect(email()).toHaveValue('ann@example.com');
  });

  it('falls back to "Subscription failed. Please try again." when the answer has no error text', async () => {
    onSubscribe = async () => new Response('', { status: 500 });
    const { user, name, email, submit } = renderSection();
    await user.type(name(), 'Ann Smith');
    await user.type(email(), 'ann@example.com');
    await user.click(submit());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Subscription Failed',
        description: 'Subscription failed. Please try again.',
        variant: 'destructive',
      }),
    );
  });

  it('shows the message of an Error thrown on the way (no connection)', async () => {
    onSubscribe = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { user, name, email, submit } = renderSection();
    await user.type(name(), 'Ann Smith');
    await user.type(email(), 'ann@example.com');
    await user.click(submit());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Subscription Failed',
        description: 'Could not reach the server. Check your connection and try again.',
        variant: 'destructive',
      }),
    );
  });

  it('says "An unexpected error occurred. Please try again later." for a non-Error exception', async () => {
    onSubscribe = async () =>
      ({
        ok: true,
        status: 200,
        headers: new Headers(),
        text: () => Promise.reject('stream broke'),
      }) as unknown as Response;
    const { user, name, email, submit } = renderSection();
    await user.type(name(), 'Ann Smith');
    await user.type(email(), 'ann@example.com');
    await user.click(submit());
    await waitFor(() =>
      expect(lastToast()).toMatchObject({
        title: 'Subscription Failed',
        description: 'An unexpected error occurred. Please try again later.',
        variant: 'destructive',
      }),
    );
  });
});

describe('already-subscribed check (§4, §8)', () => {
  it('does not ask while the address has no @', async () => {
    const { email } = renderSection();
    // A fake clock for the pause in typing: it passes at once, and the same pause does ask once
    // the address has an @. (fireEvent: user-event's typing waits on real timers.)
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      fireEvent.change(email(), { target: { value: 'ann.example.com' } });
      await act(() => vi.advanceTimersByTimeAsync(subscriptionCheckDelayMs * 3));
      expect(checkCalls()).toHaveLength(0);
      fireEvent.change(email(), { target: { value: 'ann@example.com' } });
      await act(() => vi.advanceTimersByTimeAsync(subscriptionCheckDelayMs * 3));
      expect(checkCalls()).toHaveLength(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('asks once typing pauses, with the address as typed', async () => {
    const { user, email } = renderSection();
    await user.type(email(), 'Ann+1@example.com');
    await waitFor(() => expect(checkCalls()).toHaveLength(1));
    expect(checkCalls()[0]![0]).toBe('/api/check-email-subscription?email=Ann%2B1%40example.com');
    expect(screen.getByLabelText('Email address')).toBeInTheDocument();
  });

  it('shows the confirmation view with "already subscribed" when the server says so', async () => {
    onCheck = async (address) => Response.json({ isSubscribed: address === 'ann@example.com' });
    const { user, email } = renderSection();
    await user.type(email(), 'ann@example.com');
    // The focus moves in an effect after the heading renders: wait for it, do not race it.
    const heading = await screen.findByRole('heading', { name: "You're All Set!" });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText("You're already subscribed to our newsletter!")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: "What's Next?" })).toBeInTheDocument();
    expect(getToastState().toasts).toHaveLength(0);

    await user.click(screen.getByRole('button', { name: 'Subscribe with different email' }));
    expect(screen.getByLabelText('Email address')).toHaveValue('');
    expect(screen.queryByText("You're already subscribed to our newsletter!")).toBeNull();
  });

  it('on a non-OK answer logs a warning, shows nothing and leaves the form usable', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    onCheck = async () => Response.json({ error: 'Too many attempts.' }, { status: 429 });
    const { user, name, email, submit } = renderSection();
    await user.type(email(), 'ann@example.com');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(getToastState().toasts).toHaveLength(0);
    expect(screen.queryByRole('heading', { name: "You're All Set!" })).toBeNull();
    // Submitting still works.
    await user.type(name(), 'Ann Smith');
    await user.click(submit());
    expect(await screen.findByRole('heading', { name: "You're All Set!" })).toBeInTheDocument();
  });

  it('on an exception only logs it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    onCheck = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { user, email } = renderSection();
    await user.type(email(), 'ann@example.com');
    await waitFor(() => expect(error).toHaveBeenCalled());
    expect(warn).not.toHaveBeenCalled();
    expect(getToastState().toasts).toHaveLength(0);
    expect(screen.getByLabelText('Email address')).toHaveValue('ann@example.com');
  });
});
