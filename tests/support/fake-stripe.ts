import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

/**
 * A small stand-in for the Stripe API and its hosted Checkout page, for tests without internet.
 * The app's `stripe` client reaches it through STRIPE_API_URL (host, port, protocol options).
 * It creates and expires Checkout Sessions (honouring Idempotency-Key), serves a hosted page with
 * a Pay button, and sends signed webhook events (stripe.webhooks.generateTestHeaderString) through
 * `deliver` — an HTTP POST to the app, or app.request in integration tests.
 */

export interface FakeSession {
  id: string;
  object: 'checkout.session';
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid';
  url: string | null;
  client_reference_id: string | null;
  metadata: Record<string, string>;
  amount_total: number;
  currency: string;
  customer_email: string | null;
  success_url: string;
  cancel_url: string;
  payment_intent: string | null;
  mode: 'payment';
  livemode: false;
  created: number;
}

export interface FakeDelivery {
  event: Stripe.Event;
  status: number;
  body: string;
}

export type Deliver = (payload: string, signatureHeader: string) => Promise<{ status: number; body: string }>;

export interface FakeStripeOptions {
  webhookSecret: string;
  /** Sends a signed event to the app; set later with setDeliver when the app starts after us. */
  deliver?: Deliver;
  /** The hosted page's Pay button sends checkout.session.completed before redirecting (default true). */
  sendWebhookOnPay?: boolean;
}

function id(prefix: string): string {
  return `${prefix}_test_${randomBytes(12).toString('hex')}`;
}

/** Stripe's form encoding: a[b][0][c]=v → nested objects/arrays. */
function parseForm(body: string): Record<string, unknown> {
  const root: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const parts = key.replace(/\]/g, '').split('[');
    let node: Record<string, unknown> = root;
    parts.forEach((part, i) => {
      if (i === parts.length - 1) node[part] = value;
      else {
        node[part] ??= {};
        node = node[part] as Record<string, unknown>;
      }
    });
  }
  return root;
}

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (ch) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[ch]!,
  );

export class FakeStripe {
  readonly sessions = new Map<string, FakeSession>();
  readonly paymentIntents = new Map<
    string,
    { id: string; metadata: Record<string, string>; amount: number }
  >();
  readonly deliveries: FakeDelivery[] = [];
  /** Every API request, for assertions (method, path, idempotency key). */
  readonly requests: { method: string; path: string; idempotencyKey?: string }[] = [];
  private readonly idempotent = new Map<string, string>();
  /** Refunds made through the API, by id (an idempotent retry gets the same one). */
  readonly refunds = new Map<
    string,
    { id: string; amount: number; payment_intent: string; status: string }
  >();
  /** When set, every refund is refused as Stripe does for a card it cannot refund to. */
  refuseRefunds: string | null = null;
  private readonly piMetadata = new Map<string, Record<string, string>>();
  private readonly signer = new Stripe('sk_test_fake_signer');
  private server: Server | null = null;
  private deliver: Deliver | undefined;
  url = '';

  constructor(private readonly options: FakeStripeOptions) {
    this.deliver = options.deliver;
  }

  setDeliver(deliver: Deliver): void {
    this.deliver = deliver;
  }

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      this.route(req, res).catch((err) => {
        res.writeHead(500, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { message: String(err) } }));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private json(res: ServerResponse, status: number, body: unknown) {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  }

  private async route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const body = await readBody(req);
    const key = req.headers['idempotency-key'] as string | undefined;
    this.requests.push({ method: req.method ?? 'GET', path: url.pathname, idempotencyKey: key });
    const path = url.pathname;

    if (req.method === 'POST' && path === '/v1/checkout/sessions') {
      if (key && this.idempotent.has(key))
        return this.json(res, 200, this.sessions.get(this.idempotent.get(key)!));
      const session = this.createSession(parseForm(body));
      if (key) this.idempotent.set(key, session.id);
      return this.json(res, 200, session);
    }
    let m = /^\/v1\/checkout\/sessions\/([^/]+)(\/expire)?$/.exec(path);
    if (m) {
      const session = this.sessions.get(m[1]!);
      if (!session)
        return this.json(res, 404, { error: { type: 'invalid_request_error', message: 'No such session' } });
      if (m[2] && req.method === 'POST') this.expire(session.id);
      return this.json(res, 200, session);
    }
    m = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (m) {
      const pi = this.paymentIntents.get(m[1]!);
      if (!pi)
        return this.json(res, 404, { error: { type: 'invalid_request_error', message: 'No such intent' } });
      return this.json(res, 200, { object: 'payment_intent', ...pi });
    }
    if (req.method === 'POST' && path === '/v1/refunds') {
      const form = parseForm(body) as { payment_intent?: string; amount?: string };
      if (key && this.idempotent.has(key))
        return this.json(res, 200, this.refunds.get(this.idempotent.get(key)!));
      const pi = this.paymentIntents.get(form.payment_intent ?? '');
      if (!pi)
        return this.json(res, 404, {
          error: {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: `No such payment_intent: '${form.payment_intent}'`,
          },
        });
      if (this.refuseRefunds) {
        return this.json(res, 402, {
          error: { type: 'card_error', code: 'refund_declined', message: this.refuseRefunds },
        });
      }
      const state = pi as typeof pi & { requested?: number };
      const left = pi.amount - (state.requested ?? 0);
      const amount = Number(form.amount ?? left);
      // As Stripe: a charge is never refunded beyond what it took.
      if (amount > left) {
        return this.json(res, 400, {
          error: {
            type: 'invalid_request_error',
            code: left <= 0 ? 'charge_already_refunded' : 'amount_too_large',
            message: `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge ($${(left / 100).toFixed(2)})`,
          },
        });
      }
      state.requested = (state.requested ?? 0) + amount;
      const refund = { id: id('re'), object: 'refund', amount, payment_intent: pi.id, status: 'succeeded' };
      this.refunds.set(refund.id, refund);
      if (key) this.idempotent.set(key, refund.id);
      // Stripe confirms the refund with a webhook shortly after answering.
      setTimeout(() => void this.refund(pi.id, amount, true, refund.id).catch(() => {}), 10);
      return this.json(res, 200, refund);
    }
    m = /^\/pay\/([^/]+)(\/complete)?$/.exec(path);
    if (m) {
      const session = this.sessions.get(m[1]!);
      if (!session) {
        res.writeHead(404, { 'content-type': 'text/plain' });
        return void res.end('No such checkout session');
      }
      if (m[2] && req.method === 'POST') {
        if (session.status === 'open')
          await this.complete(session.id, { send: this.options.sendWebhookOnPay ?? true });
        res.writeHead(303, { location: session.success_url.replace('{CHECKOUT_SESSION_ID}', session.id) });
        return void res.end();
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(this.hostedPage(session));
    }
    this.json(res, 404, { error: { type: 'invalid_request_error', message: `Unknown path ${path}` } });
  }

  private hostedPage(session: FakeSession): string {
    const amount = `$${(session.amount_total / 100).toFixed(2)}`;
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fake Stripe Checkout</title>
<meta name="viewport" content="width=device-width, initial-scale=1"></head>
<body><main><h1>Fake Stripe Checkout</h1>
<p>Pay <strong>${amount}</strong> to the club${session.customer_email ? ` as ${escapeHtml(session.customer_email)}` : ''}.</p>
${
  session.status === 'open'
    ? `<form method="post" action="/pay/${session.id}/complete"><button type="submit">Pay ${amount}</button></form>
<p><a href="${escapeHtml(session.cancel_url)}">Back to the club</a></p>`
    : `<p>This checkout session is ${session.status}.</p>`
}</main></body></html>`;
  }

  createSession(params: Record<string, unknown>): FakeSession {
    const lineItems = (params.line_items ?? {}) as Record<
      string,
      { quantity?: string; price_data?: { unit_amount?: string; currency?: string } }
    >;
    const amount = Object.values(lineItems).reduce(
      (sum, li) => sum + Number(li.price_data?.unit_amount ?? 0) * Number(li.quantity ?? 1),
      0,
    );
    const sessionId = id('cs');
    const session: FakeSession = {
      id: sessionId,
      object: 'checkout.session',
      status: 'open',
      payment_status: 'unpaid',
      url: `${this.url}/pay/${sessionId}`,
      client_reference_id: (params.client_reference_id as string) ?? null,
      metadata: (params.metadata as Record<string, string>) ?? {},
      amount_total: amount,
      currency: (Object.values(lineItems)[0]?.price_data?.currency as string) ?? 'usd',
      customer_email: (params.customer_email as string) ?? null,
      success_url: params.success_url as string,
      cancel_url: params.cancel_url as string,
      payment_intent: null,
      mode: 'payment',
      livemode: false,
      created: Math.floor(Date.now() / 1000),
    };
    const piMetadata = ((params.payment_intent_data as { metadata?: Record<string, string> })?.metadata ??
      {}) as Record<string, string>;
    this.piMetadata.set(sessionId, piMetadata);
    this.sessions.set(sessionId, session);
    return session;
  }

  latestSession(): FakeSession | undefined {
    return [...this.sessions.values()].at(-1);
  }

  expire(sessionId: string): FakeSession {
    const session = this.sessions.get(sessionId)!;
    if (session.status === 'open') {
      session.status = 'expired';
      session.url = null;
    }
    return session;
  }

  /** The customer paid (card: paid at once; async: 'unpaid' until the bank answers). */
  async complete(
    sessionId: string,
    options: { async?: boolean; send?: boolean } = {},
  ): Promise<Stripe.Event> {
    const session = this.sessions.get(sessionId)!;
    const piId = session.payment_intent ?? id('pi');
    session.payment_intent = piId;
    session.status = 'complete';
    session.payment_status = options.async ? 'unpaid' : 'paid';
    session.url = null;
    const piMetadata = this.piMetadata.get(sessionId) ?? {};
    this.paymentIntents.set(piId, { id: piId, metadata: piMetadata, amount: session.amount_total });
    const event = this.event('checkout.session.completed', session);
    if (options.send !== false) await this.send(event);
    return event;
  }

  /** The bank answered for an async payment method. */
  async settleAsync(sessionId: string, outcome: 'succeeded' | 'failed', send = true): Promise<Stripe.Event> {
    const session = this.sessions.get(sessionId)!;
    if (outcome === 'succeeded') session.payment_status = 'paid';
    const event = this.event(`checkout.session.async_payment_${outcome}`, session);
    if (send) await this.send(event);
    return event;
  }

  /** A refund made in the dashboard (or through the API): charge.refunded with the cumulative amount. */
  async refund(
    paymentIntentId: string,
    amount?: number,
    send = true,
    refundId?: string,
  ): Promise<Stripe.Event> {
    const pi = this.paymentIntents.get(paymentIntentId)!;
    const state = pi as typeof pi & { refunded?: number; requested?: number; chargeId?: string };
    state.refunded = (state.refunded ?? 0) + (amount ?? pi.amount);
    state.requested = Math.max(state.requested ?? 0, state.refunded);
    state.chargeId ??= id('ch');
    const event = this.event('charge.refunded', {
      id: state.chargeId,
      object: 'charge',
      amount: pi.amount,
      amount_refunded: state.refunded,
      refunded: state.refunded >= pi.amount,
      payment_intent: pi.id,
      currency: 'usd',
      metadata: {},
      refunds: { object: 'list', data: [{ id: refundId ?? id('re'), amount: amount ?? pi.amount }] },
    });
    if (send) await this.send(event);
    return event;
  }

  /**
   * A refund Stripe accepted fails later (the card was closed): the money comes back to the
   * balance, the charge's refunded amount drops, and Stripe sends refund.failed.
   */
  async failRefund(
    refundId: string,
    failureReason = 'expired_or_canceled_card',
    send = true,
  ): Promise<Stripe.Event> {
    const refund = this.refunds.get(refundId);
    if (!refund) throw new Error(`FakeStripe: no refund ${refundId}`);
    refund.status = 'failed';
    const pi = this.paymentIntents.get(refund.payment_intent)! as { refunded?: number; requested?: number };
    pi.refunded = Math.max(0, (pi.refunded ?? 0) - refund.amount);
    pi.requested = Math.max(0, (pi.requested ?? 0) - refund.amount);
    const event = this.event('refund.failed', { ...refund, failure_reason: failureReason });
    if (send) await this.send(event);
    return event;
  }

  event(type: string, object: unknown): Stripe.Event {
    return {
      id: id('evt'),
      object: 'event',
      api_version: '2025-01-01',
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
      data: { object: structuredClone(object) },
    } as unknown as Stripe.Event;
  }

  /** The payload and a valid Stripe-Signature header for an event (secret: the webhook secret unless given). */
  sign(event: Stripe.Event, secret = this.options.webhookSecret): { payload: string; header: string } {
    const payload = JSON.stringify(event, null, 2);
    return { payload, header: this.signer.webhooks.generateTestHeaderString({ payload, secret }) };
  }

  async send(event: Stripe.Event): Promise<FakeDelivery> {
    if (!this.deliver) throw new Error('FakeStripe: no deliver function');
    const { payload, header } = this.sign(event);
    const answer = await this.deliver(payload, header);
    const delivery = { event, ...answer };
    this.deliveries.push(delivery);
    return delivery;
  }
}

/** A deliver function that POSTs to a running app's webhook URL. */
export function httpDeliver(webhookUrl: string): Deliver {
  return async (payload, signatureHeader) => {
    const res = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signatureHeader },
      body: payload,
    });
    return { status: res.status, body: await res.text() };
  };
}
