import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppContext } from '../../context';
import { payments } from '../../db/schema/payments';
import type { Env } from '../../env';
import { AppError } from '../app-error';
import { getPayment } from './ledger';
import { describePayments } from './payment-purposes';

/** Online payment is offered only when both Stripe settings are present. */
export function isOnlinePaymentEnabled(
  env: Pick<Env, 'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET'>,
): boolean {
  return Boolean(env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET);
}

export const onlinePaymentOffMessage = 'Online payment is not available: pay by cash or cheque.';

const clients = new WeakMap<Env, Stripe>();
/**
 * Stripe's library is loaded on the first payment call, not at start: about 12 MB of a
 * server's idle memory that a club without card payments, or a quiet day, never uses
 * (decision 044).
 */
let stripeLibrary: Promise<typeof import('stripe')> | undefined;

/** The Stripe client of these settings (STRIPE_API_URL points it at the tests' fake server). */
export async function stripeClient(env: Env): Promise<Stripe> {
  if (!isOnlinePaymentEnabled(env)) throw new AppError('UNAVAILABLE', onlinePaymentOffMessage);
  stripeLibrary ??= import('stripe');
  const { default: StripeClient } = await stripeLibrary;
  let client = clients.get(env);
  if (!client) {
    const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
    client = new StripeClient(env.STRIPE_SECRET_KEY!, {
      maxNetworkRetries: 2,
      timeout: 10_000,
      ...(api
        ? {
            host: api.hostname,
            port: api.port || (api.protocol === 'https:' ? 443 : 80),
            protocol: api.protocol === 'https:' ? 'https' : 'http',
          }
        : {}),
    });
    clients.set(env, client);
  }
  return client;
}

/**
 * Stripe's refusals and outages as AppErrors with a message a treasurer or payer can act on
 * (never a 500): `action` names what was tried, e.g. "nothing was refunded".
 */
export function stripeFailure(err: unknown, action: string): AppError {
  const e = err as { type?: string; code?: string; message?: string; statusCode?: number };
  const said = e.message ? ` Stripe said: “${e.message}”` : '';
  switch (e.type) {
    case 'StripeInvalidRequestError':
      if (e.code === 'resource_missing') {
        return new AppError('CONFLICT', `Stripe does not know this payment, so ${action}.${said}`);
      }
      return new AppError('CONFLICT', `Stripe refused it, so ${action}.${said}`);
    case 'StripeCardError':
      return new AppError('CONFLICT', `The card was refused, so ${action}.${said}`);
    case 'StripeAuthenticationError':
    case 'StripePermissionError':
      return new AppError(
        'UNAVAILABLE',
        `Stripe refused this server's key, so ${action}. Ask the administrator to check the Stripe settings.`,
      );
    case 'StripeConnectionError':
    case 'StripeAPIError':
    case 'StripeRateLimitError':
      return new AppError(
        'UNAVAILABLE',
        `Stripe could not be reached, so ${action}. Please try again in a few minutes.`,
      );
    case 'StripeIdempotencyError':
      return new AppError('CONFLICT', `Stripe saw this request before with other details, so ${action}.`);
    default:
      return err instanceof AppError
        ? err
        : new AppError('UNAVAILABLE', `Stripe did not answer as expected, so ${action}.`);
  }
}

/** Runs one Stripe call; its failures become stripeFailure(…, action). */
export async function callStripe<T>(action: string, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    throw stripeFailure(err, action);
  }
}

/**
 * The return address of the hosted page: the payment's id, and whether the payer paid or went
 * back (`checkout=done|cancelled`). Only a returning payer's page waits for Stripe's
 * confirmation; the same page opened from "How to pay" offers to pay at once.
 */
function withPaymentParam(
  publicUrl: string,
  path: string,
  paymentId: string,
  checkout: 'done' | 'cancelled',
): string {
  const url = new URL(path, `${publicUrl}/`);
  url.searchParams.set('payment', paymentId);
  url.searchParams.set('checkout', checkout);
  return url.toString();
}

/**
 * Opens (or reopens) Stripe's hosted Checkout page for a pending payment and returns its URL.
 * Our payment id travels in client_reference_id and metadata; the idempotency key names the
 * payment and the attempt, so a double click or two tabs get the same session, while a retry
 * after an expired or abandoned-then-expired session gets a new one. Still-open sessions are
 * reused. Nothing is marked paid here: only the verified webhook does that.
 */
export async function startCheckout(
  ctx: Pick<AppContext, 'env' | 'db' | 'logger'>,
  paymentId: string,
  urls: { successPath: string; cancelPath: string },
): Promise<string> {
  const stripe = await stripeClient(ctx.env);
  const payment = await getPayment(ctx.db, paymentId);
  if (!payment) throw new AppError('NOT_FOUND', 'No such payment.');
  if (payment.state !== 'pending') throw new AppError('CONFLICT', 'This payment is not open any more.');

  if (payment.stripeCheckoutSessionId) {
    const previous = await callStripe('the payment page could not open', () =>
      stripe.checkout.sessions.retrieve(payment.stripeCheckoutSessionId!),
    );
    if (previous.status === 'open' && previous.url) return previous.url;
    if (previous.status === 'complete') {
      throw new AppError('CONFLICT', 'This payment was just made: its confirmation is on its way.');
    }
  }

  const label = (await describePayments(ctx.db, [payment])).get(payment.id)!;
  const attempt = payment.checkoutAttempts + 1;
  const session = await callStripe('the payment page could not open', () =>
    stripe.checkout.sessions.create(
      {
        mode: 'payment',
        client_reference_id: payment.id,
        metadata: { paymentId: payment.id, purpose: payment.purpose, purposeId: payment.purposeId },
        payment_intent_data: { metadata: { paymentId: payment.id } },
        customer_email: payment.payerEmail,
        line_items: [
          {
            quantity: 1,
            price_data: { currency: 'usd', unit_amount: payment.amountCents, product_data: { name: label } },
          },
        ],
        success_url: withPaymentParam(ctx.env.PUBLIC_URL, urls.successPath, payment.id, 'done'),
        cancel_url: withPaymentParam(ctx.env.PUBLIC_URL, urls.cancelPath, payment.id, 'cancelled'),
      },
      { idempotencyKey: `njtc-payment-${payment.id}-checkout-${attempt}` },
    ),
  );
  if (!session.url) throw new AppError('UNAVAILABLE', 'Stripe did not return a payment page. Try again.');

  // Only the attempt we read moves the counter: a concurrent twin used the same key and got the same session.
  await ctx.db
    .update(payments)
    .set({
      stripeCheckoutSessionId: session.id,
      checkoutAttempts: attempt,
      method: 'card_online',
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(payments.id, payment.id),
        eq(payments.state, 'pending'),
        eq(payments.checkoutAttempts, payment.checkoutAttempts),
      ),
    );
  return session.url;
}
