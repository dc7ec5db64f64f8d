import { NewsletterConfirmPage } from '@client/features/newsletter/pages/newsletter-confirm-page';
import { NewsletterUnsubscribePage } from '@client/features/newsletter/pages/newsletter-unsubscribe-page';
import { MemoryRouter } from '@client/lib/router/router';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';

const token = 'a'.repeat(43);

afterEach(() => vi.unstubAllGlobals());

function answer(...responses: Array<() => Response | Promise<Response>>) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => {
    const next = responses.shift();
    if (!next) throw new Error('no more answers');
    return next();
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

function renderAt(url: string, page: ReactElement) {
  return render(<MemoryRouter initialEntries={[url]}>{page}</MemoryRouter>);
}

describe('/newsletter/confirm', () => {
  it('POSTs the token once on load and says it is confirmed', async () => {
    const fetchMock = answer(() => Response.json({ status: 'confirmed' }));
    renderAt(`/newsletter/confirm?token=${token}`, <NewsletterConfirmPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Confirming your subscription...');
    // The focus moves in an effect after the heading renders: wait for it, do not race it.
    const heading = await screen.findByRole('heading', { name: 'Subscription confirmed' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter/confirm');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual({ token });
  });

  it('says when it was already confirmed', async () => {
    answer(() => Response.json({ status: 'already_confirmed' }));
    renderAt(`/newsletter/confirm?token=${token}`, <NewsletterConfirmPage />);
    expect(await screen.findByRole('heading', { name: 'Already confirmed' })).toBeInTheDocument();
  });

  it("shows the server's message for an invalid or expired link", async () => {
    answer(() =>
      Response.json(
        { error: 'This confirmation link has expired. Please subscribe again to get a new one.' },
        { status: 404 },
      ),
    );
    renderAt(`/newsletter/confirm?token=${token}`, <NewsletterConfirmPage />);
    expect(
      await screen.findByRole('heading', { name: 'We could not confirm your subscription' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/This confirmation link has expired/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('without a token calls nothing and says the link is invalid', async () => {
    const fetchMock = answer();
    renderAt('/newsletter/confirm', <NewsletterConfirmPage />);
    expect(
      screen.getByRole('heading', { name: 'We could not confirm your subscription' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link is invalid or has expired.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('offers to try again when the server cannot be reached', async () => {
    answer(
      () => {
        throw new TypeError('Failed to fetch');
      },
      () => Response.json({ status: 'confirmed' }),
    );
    renderAt(`/newsletter/confirm?token=${token}`, <NewsletterConfirmPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Subscription confirmed' })).toBeInTheDocument();
  });
});

describe('/newsletter/unsubscribe', () => {
  it('does nothing until the button is pressed, then unsubscribes', async () => {
    const fetchMock = answer(() => Response.json({ status: 'unsubscribed' }));
    renderAt(`/newsletter/unsubscribe?token=${token}`, <NewsletterUnsubscribePage />);
    expect(screen.getByRole('heading', { name: 'Stop receiving the club newsletter?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Keep my subscription' })).toHaveAttribute('href', '/');
    expect(fetchMock).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    // The focus moves in an effect after the heading renders: wait for it, do not race it.
    const heading = await screen.findByRole('heading', { name: 'You have been unsubscribed' });
    await waitFor(() => expect(heading).toHaveFocus());
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/newsletter/unsubscribe');
    expect(JSON.parse(String(init?.body))).toEqual({ token });
  });

  it('says when the address was already unsubscribed', async () => {
    answer(() => Response.json({ status: 'already_unsubscribed' }));
    renderAt(`/newsletter/unsubscribe?token=${token}`, <NewsletterUnsubscribePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'Already unsubscribed' })).toBeInTheDocument();
  });

  it('shows an invalid link', async () => {
    answer(() => Response.json({ error: 'This link is invalid or has expired.' }, { status: 404 }));
    renderAt(`/newsletter/unsubscribe?token=${token}`, <NewsletterUnsubscribePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    expect(await screen.findByRole('heading', { name: 'We could not unsubscribe you' })).toBeInTheDocument();
    expect(screen.getByText('This link is invalid or has expired.')).toBeInTheDocument();
  });

  it('without a token says the link is invalid and offers no button', () => {
    answer();
    renderAt('/newsletter/unsubscribe', <NewsletterUnsubscribePage />);
    expect(screen.getByRole('heading', { name: 'We could not unsubscribe you' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Unsubscribe' })).toBeNull();
  });

  it('can retry after a server error', async () => {
    answer(
      () => new Response('', { status: 503 }),
      () => Response.json({ status: 'unsubscribed' }),
    );
    renderAt(`/newsletter/unsubscribe?token=${token}`, <NewsletterUnsubscribePage />);
    await userEvent.click(screen.getByRole('button', { name: 'Unsubscribe' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() =>
      expect(screen.getByRole('heading', { name: 'You have been unsubscribed' })).toBeInTheDocument(),
    );
  });
});
