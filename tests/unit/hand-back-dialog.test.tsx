import { QueryProvider } from '@client/app/providers';
import { OwedBackTable } from '@client/features/payments/components/owed-back-table';
import { HandBackDialog } from '@client/features/payments/components/payment-dialogs';
import type { OwedBackItem } from '@shared/schemas/payments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from './support/render-app';

// Decision 042: money owed back by cash, cheque or transfer is "Mark as handed back" with the
// method and a note; a card amount whose refund Stripe refused says so on the list.
afterEach(() => {
  vi.unstubAllGlobals();
});

const owed: OwedBackItem = {
  id: '00000000-0000-4000-8000-000000000042',
  paymentId: '00000000-0000-4000-8000-000000000043',
  userId: null,
  payerName: 'Dana Member',
  payerEmail: 'dana@example.com',
  description: 'Thursday Social — fee',
  method: 'cash',
  amountCents: 1500,
  reason: 'Whole series cancelled by the player',
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
            <HandBackDialog owed={owed} onClose={() => {}} />
          </QueryProvider>
        ),
      },
    ],
    '/',
  );
  return fetch;
}

describe('HandBackDialog', { timeout: 30_000 }, () => {
  it('asks for the cheque number before asking the server', async () => {
    const fetch = open(() => Response.json({ ok: true }));
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Cheque'));
    await user.click(screen.getByRole('button', { name: 'Mark as handed back' }));
    expect(await screen.findByText('Enter the cheque number.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the method, the day and the note to the owed amount', async () => {
    let sent: { url: string; body: unknown } | undefined;
    open((url, body) => {
      sent = { url, body };
      return Response.json({ ok: true });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Bank transfer'));
    await user.type(screen.getByLabelText(/^Note/), 'Ref 7781');
    await user.click(screen.getByRole('button', { name: 'Mark as handed back' }));
    await vi.waitFor(() => expect(sent).toBeDefined());
    expect(sent!.url).toContain(`/api/admin/owed-back/${owed.id}/hand-back`);
    expect(sent!.body).toMatchObject({ method: 'bank_transfer', note: 'Ref 7781' });
  });
});

describe('OwedBackTable', () => {
  it('shows who, what for, why, and a refused card refund', async () => {
    stubFetch();
    // jsdom has no ResizeObserver; the list's table watches its width to switch to cards.
    vi.stubGlobal(
      'ResizeObserver',
      class {
        observe() {}
        unobserve() {}
        disconnect() {}
      },
    );
    renderRoutes(
      [
        {
          path: '/',
          element: (
            <OwedBackTable
              items={[{ ...owed, method: 'card_online', cardRefundError: 'The card was refused.' }]}
              actions={() => <button type="button">Act</button>}
            />
          ),
        },
      ],
      '/',
    );
    expect(await screen.findByText('Dana Member')).toBeInTheDocument();
    expect(screen.getByText('Whole series cancelled by the player')).toBeInTheDocument();
    expect(screen.getByText('Card refund failed: The card was refused.')).toBeInTheDocument();
    expect(screen.getByText('$15.00')).toBeInTheDocument();
  });
});
