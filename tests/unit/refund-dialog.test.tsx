import { QueryProvider } from '@client/app/providers';
import { RefundDialog } from '@client/features/payments/components/payment-dialogs';
import type { PaymentListItem } from '@shared/schemas/payments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from './support/render-app';

// Issue 18: refunding a demo payment answered 500 and every refund failure showed a generic
// message. The dialog shows the server's reason, and the amount problem under its field.
afterEach(() => vi.unstubAllGlobals());

const payment = {
  id: '00000000-0000-4000-8000-000000000002',
  description: 'Individual membership 2026',
  payerName: 'Dana Member',
  amountCents: 6000,
  method: 'card_online',
  state: 'paid',
} as PaymentListItem;

function openWith(answer: Response) {
  stubFetch((url) => (url.includes('/refund') ? answer : Response.json({ error: 'No.' }, { status: 404 })));
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <QueryProvider>
            <RefundDialog payment={payment} refundableCents={6000} onClose={() => {}} />
          </QueryProvider>
        ),
      },
    ],
    '/',
  );
}

describe('RefundDialog', () => {
  it("shows Stripe's refusal as the server words it", async () => {
    openWith(
      Response.json(
        { error: 'Stripe does not know this payment, so nothing was refunded.', code: 'CONFLICT' },
        { status: 409 },
      ),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Reason'), 'Moved away');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(
      await screen.findByText('Stripe does not know this payment, so nothing was refunded.'),
    ).toBeInTheDocument();
  });

  it('puts "at most" under the amount', async () => {
    openWith(
      Response.json(
        {
          error: 'At most $20.00 can be refunded.',
          code: 'VALIDATION',
          fields: { amountCents: 'At most $20.00 can be refunded.' },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount (USD)'), '50');
    await user.type(screen.getByLabelText('Reason'), 'Too much');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('At most $20.00 can be refunded.')).toBeInTheDocument();
  });

  it('checks the amount and the reason with the shared schema before asking the server', async () => {
    const fetch = vi.fn(() => Promise.resolve(Response.json({ error: 'No.' }, { status: 500 })));
    openWith(Response.json({ error: 'Unexpected.' }, { status: 500 }));
    vi.stubGlobal('fetch', fetch);
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Amount (USD)'), 'lots');
    await user.click(screen.getByRole('button', { name: 'Refund' }));
    expect(await screen.findByText('Enter an amount in dollars, e.g. 25.00.')).toBeInTheDocument();
    expect(screen.getByText('Say why.')).toBeInTheDocument();
    expect(fetch).not.toHaveBeenCalled();
  });
});
