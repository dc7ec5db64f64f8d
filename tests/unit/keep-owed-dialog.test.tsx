import { QueryProvider } from '@client/app/providers';
import { KeepOwedDialog } from '@client/features/payments/components/keep-owed-dialog';
import type { OwedBackItem } from '@shared/schemas/payments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from './support/render-app';

// Decision 042: the club may keep an owed amount (a late cancel, by club rule); the reason is
// required, because it goes to the payer.
afterEach(() => {
  vi.unstubAllGlobals();
});

const owed: OwedBackItem = {
  id: '00000000-0000-4000-8000-000000000052',
  paymentId: '00000000-0000-4000-8000-000000000053',
  userId: null,
  payerName: 'Dana Member',
  payerEmail: 'dana@example.com',
  description: 'Thursday Social — fee',
  method: 'cash',
  amountCents: 900,
  reason: 'Sign-up cancelled by the player',
  createdAt: '2026-11-20T18:00:00.000Z',
  cardRefundError: null,
};

function open(answer: (url: string, body: unknown) => Response) {
  const fetch = stubFetch((url, init) => answer(url, JSON.parse(String(init?.body ?? 'null'))));
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <QueryProvider>
            <KeepOwedDialog owed={owed} onClose={() => {}} />
          </QueryProvider>
        ),
      },
    ],
    '/',
  );
  return fetch;
}

describe('KeepOwedDialog', { timeout: 30_000 }, () => {
  it('asks why before asking the server', async () => {
    const fetch = open(() => Response.json({ ok: true }));
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Keep the fee' }));
    expect(await screen.findByText('Say why the club keeps it.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the reason to the owed amount', async () => {
    let sent: { url: string; body: unknown } | undefined;
    open((url, body) => {
      sent = { url, body };
      return Response.json({ ok: true });
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText(/^Why the club keeps it/), 'Cancelled after the deadline.');
    await user.click(screen.getByRole('button', { name: 'Keep the fee' }));
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent!.url).toContain(`/api/admin/owed-back/${owed.id}/keep`);
    expect(sent!.body).toEqual({ reason: 'Cancelled after the deadline.' });
  });
});
