import { QueryProvider } from '@client/app/providers';
import { PaymentSuccessPage } from '@client/features/payments/pages/payment-success-page';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, stubFetch } from './support/render-app';

// Issue 18: "How to pay" on an unpaid membership showed "Confirming your payment…" for ~30 s
// before offering to pay, for a payment never attempted.
afterEach(() => vi.unstubAllGlobals());

const pendingCard = {
  id: '00000000-0000-4000-8000-000000000001',
  state: 'pending',
  method: 'card_online',
  amountCents: 6000,
  description: 'Individual membership 2026',
  purpose: 'membership',
  isOnlinePaymentEnabled: true,
};

function open(search: string) {
  stubFetch((url) =>
    url.startsWith('/api/payments/')
      ? Response.json(pendingCard)
      : Response.json({ error: 'No.' }, { status: 404 }),
  );
  return renderRoutes(
    [
      {
        path: '/payment/success',
        element: (
          <QueryProvider>
            <PaymentSuccessPage />
          </QueryProvider>
        ),
      },
    ],
    `/payment/success${search}`,
  );
}

describe('/payment/success', () => {
  it('opened from "How to pay": offers to pay at once, no waiting for a payment never attempted', async () => {
    open(`?payment=${pendingCard.id}`);
    expect(await screen.findByRole('heading', { name: 'Not paid yet' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pay $60.00 online' })).toBeInTheDocument();
    expect(screen.queryByText(/Confirming your payment/)).toBeNull();
  });

  it('back from the payment page after paying: waits for the confirmation first', async () => {
    open(`?payment=${pendingCard.id}&checkout=done`);
    expect(await screen.findByRole('heading', { name: /Confirming your payment/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pay .* online/ })).toBeNull();
  });

  it('back from the payment page without paying: offers to pay again at once', async () => {
    open(`?payment=${pendingCard.id}&checkout=cancelled`);
    expect(await screen.findByRole('button', { name: 'Pay $60.00 online' })).toBeInTheDocument();
  });
});
