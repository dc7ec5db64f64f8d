import { QueryProvider } from '@client/app/providers';
import { RecordPaymentDialog } from '@client/features/payments/components/payment-dialogs';
import { authStore, signedOutState } from '@client/lib/auth-store';
import type { PaymentListItem } from '@shared/schemas/payments';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, signIn, stubFetch } from './support/render-app';

// Issue 20 §2: the treasurer's "Record a payment" dialog is a react-hook-form form on the shared
// recordPaymentSchema, saved through submitWith (it kept its own field state before).
afterEach(() => {
  vi.unstubAllGlobals();
  authStore.setState(signedOutState);
});

const payment = {
  id: '00000000-0000-4000-8000-000000000003',
  description: 'Family membership 2026',
  payerName: 'Dana Member',
  amountCents: 12000,
  method: 'cash',
  state: 'pending',
} as PaymentListItem;

function open(answer: (body: unknown) => Response) {
  const fetch = stubFetch((url, init) =>
    url.includes('/record')
      ? answer(JSON.parse(String(init?.body)))
      : Response.json({ error: 'No.' }, { status: 404 }),
  );
  renderRoutes(
    [
      {
        path: '/',
        element: (
          <QueryProvider>
            <RecordPaymentDialog payment={payment} onClose={() => {}} />
          </QueryProvider>
        ),
      },
    ],
    '/',
  );
  return fetch;
}

// Typing under load on a shared 2-core machine takes a while; nothing here is timed.
describe('RecordPaymentDialog', { timeout: 30_000 }, () => {
  it('asks for the cheque number with the shared schema before asking the server', async () => {
    const fetch = open(() => Response.json({ ok: true }));
    const user = userEvent.setup();
    await user.click(await screen.findByLabelText('Cheque'));
    await user.type(screen.getByLabelText('Received by'), 'Daniel Reyes');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('Enter the cheque number.')).toBeInTheDocument();
    expect(screen.getByLabelText('Cheque number')).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
  });

  it('sends the signed-in treasurer as "received by" when the field is left blank', async () => {
    signIn({ name: 'Tess Treasurer', roles: ['treasurer'] });
    let sent: unknown;
    open((body) => {
      sent = body;
      return Response.json({ ok: true });
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Record payment' }));
    await vi.waitFor(() => expect(sent).toMatchObject({ method: 'cash', receivedBy: 'Tess Treasurer' }));
  });

  it("puts the server's field message under its field and keeps what was typed", async () => {
    open(() =>
      Response.json(
        {
          error: 'receivedOn: The payment cannot be received in the future.',
          code: 'VALIDATION',
          fields: { receivedOn: 'The payment cannot be received in the future.' },
        },
        { status: 400 },
      ),
    );
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Received by'), 'Daniel Reyes');
    await user.click(screen.getByRole('button', { name: 'Record payment' }));
    expect(await screen.findByText('The payment cannot be received in the future.')).toBeInTheDocument();
    expect(screen.getByLabelText('Received on')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Received by')).toHaveValue('Daniel Reyes');
    expect(screen.queryByText(/^receivedOn:/)).not.toBeInTheDocument();
  });
});
