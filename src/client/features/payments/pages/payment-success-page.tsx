import { QueryGate } from '@client/components/query-state';
import { Alert, AlertDescription, AlertTitle } from '@client/components/ui/alert';
import { Button, buttonVariants } from '@client/components/ui/button';
import { usePageHead } from '@client/lib/page-head';
import { Link } from '@client/lib/router/link';
import { useSearchParams } from '@client/lib/router/router';
import { paths } from '@shared/paths';
import { formatCents } from '@shared/payments';
import { CheckCircle2, LoaderCircle } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { usePaymentStatus, useStartCheckout } from '../api/payments-api';

/** How long the page waits for Stripe's confirmation before saying it has not arrived yet. */
const pollForMs = 30_000;

/**
 * Where Stripe sends the payer back (success or cancel), and "How to pay" of an unpaid entry.
 * It shows what the ledger says — a payment becomes paid only through Stripe's signed webhook —
 * and waits briefly for it only when the payer is back from paying (`checkout=done`): a
 * payment never attempted, or abandoned (`checkout=cancelled`), offers to pay at once.
 */
export function PaymentSuccessPage() {
  usePageHead({ description: 'Your payment to {{club.name}}.' });
  const [params] = useSearchParams();
  const id = params.get('payment') ?? '';
  const isReturningFromCheckout = params.get('checkout') === 'done';
  const startedAt = useRef(Date.now());
  const [isWaiting, setIsWaiting] = useState(isReturningFromCheckout);
  useEffect(() => {
    const timer = setTimeout(() => setIsWaiting(false), pollForMs);
    return () => clearTimeout(timer);
  }, []);
  const status = usePaymentStatus(
    id,
    (state) => isReturningFromCheckout && state === 'pending' && Date.now() - startedAt.current < pollForMs,
  );
  const checkout = useStartCheckout();

  if (!id) {
    return (
      <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">
        <Alert>
          <AlertTitle>No payment to show</AlertTitle>
          <AlertDescription>
            <p>This page shows a payment when you come back from the payment page.</p>
          </AlertDescription>
        </Alert>
      </div>
    );
  }
  if (!status.isSuccess) {
    return (
      <QueryGate
        query={status}
        errorTitle="Could not load this payment"
        frame={(state) => <div className="mx-auto max-w-2xl px-4 py-10 sm:px-6">{state}</div>}
      />
    );
  }
  const p = status.data;
  const amount = formatCents(p.amountCents);
  const canPayOnline = p.isOnlinePaymentEnabled && p.state === 'pending';

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10 sm:px-6">
      <div role="status" aria-live="polite" className="space-y-3">
        {p.state === 'paid' ? (
          <>
            <h2 className="flex items-center gap-2 font-semibold text-xl">
              <CheckCircle2 aria-hidden="true" className="text-emerald-600" />
              Payment received
            </h2>
            <p>
              Thank you: we received {amount} for {p.description}. A receipt is in your payments on your
              profile.
            </p>
          </>
        ) : p.state === 'pending' && isWaiting && p.method === 'card_online' ? (
          <>
            <h2 className="flex items-center gap-2 font-semibold text-xl">
              <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
              Confirming your payment…
            </h2>
            <p>
              We are waiting for the card company to confirm {amount} for {p.description}. This takes a few
              seconds.
            </p>
          </>
        ) : p.state === 'pending' ? (
          <>
            <h2 className="font-semibold text-xl">Not paid yet</h2>
            <p>
              We have not received {amount} for {p.description}.{' '}
              {isReturningFromCheckout
                ? 'If you just paid, the confirmation can take a little longer: reload this page in a minute. Otherwise you can pay now'
                : 'You can pay now'}
              {p.isOnlinePaymentEnabled ? ' online, or' : ''} by cash or cheque to the treasurer.
            </p>
          </>
        ) : p.state === 'failed' ? (
          <>
            <h2 className="font-semibold text-xl">The payment did not go through</h2>
            <p>
              Your bank refused {amount} for {p.description}. Nothing was charged. Please try again or pay by
              cash or cheque.
            </p>
          </>
        ) : p.state === 'refunded' ? (
          <>
            <h2 className="font-semibold text-xl">Refunded</h2>
            <p>
              {amount} for {p.description} was refunded.
            </p>
          </>
        ) : p.state === 'waived' ? (
          <>
            <h2 className="font-semibold text-xl">No payment needed</h2>
            <p>The fee for {p.description} was waived.</p>
          </>
        ) : (
          <>
            <h2 className="font-semibold text-xl">Cancelled</h2>
            <p>This payment for {p.description} was cancelled.</p>
          </>
        )}
      </div>
      {checkout.error ? (
        <Alert variant="destructive">
          <AlertDescription>{checkout.error.message}</AlertDescription>
        </Alert>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {canPayOnline && (!isWaiting || p.method !== 'card_online') ? (
          <Button onClick={() => checkout.mutate(p.id)} disabled={checkout.isPending}>
            {checkout.isPending ? 'Opening the payment page…' : `Pay ${amount} online`}
          </Button>
        ) : null}
        <Link to={paths.home} className={buttonVariants({ variant: 'outline' })}>
          Back to the home page
        </Link>
      </div>
    </div>
  );
}
