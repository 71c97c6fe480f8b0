import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A loopback stand-in for the Stripe API, spoken to by the real `stripe` SDK (only the host
 * differs). It answers the way Stripe does: form-encoded requests with bracketed keys
 * (`line_items[0][price_data][currency]=usd`), `Authorization: Bearer sk_…`, JSON objects with
 * `id` and `object`, lists as `{ object: 'list', data, has_more, url }`, errors as
 * `{ error: { type, code, message, param } }` with 400/401/404, `Idempotency-Key` replays.
 * Events are Stripe `event` objects, signed like Stripe signs them
 * (`Stripe-Signature: t=…,v1=HMAC-SHA256(secret, "t.payload")`).
 *
 * What Stripe itself does (a customer paying on the Checkout page, a renewal, the end of a
 * period) is driven by the test through the methods below; each returns the events Stripe would
 * send, for the test to deliver in any order, any number of times.
 *
 * A test can fail requests (`failNext`) or hold their answers back (`holdNext`).
 *
 * Endpoints: POST /v1/checkout/sessions, GET /v1/checkout/sessions/:id, GET|POST|DELETE
 * /v1/subscriptions/:id, GET /v1/invoice_payments?invoice=, GET /v1/payment_intents/:id
 * (expand latest_charge), POST /v1/refunds.
 */

export interface StripeEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  data: { object: Record<string, unknown>; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface RecordedStripeRequest {
  method: string;
  path: string;
  /** The decoded form body (POST) or query (GET/DELETE), nested as Stripe reads it. */
  params: Record<string, unknown>;
  stripeVersion: string | undefined;
  idempotencyKey: string | undefined;
}

export interface FakeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

export interface StripeFake {
  /** Use as STRIPE_API_BASE. */
  url: string;
  secretKey: string;
  webhookSecret: string;
  requests: RecordedStripeRequest[];
  /** Stripe's objects as it holds them now. */
  objects: Map<string, Record<string, unknown>>;
  /** Events Stripe emitted for API calls made to it (cancel, refund), in order; `takeEvents` empties it. */
  takeEvents(): StripeEvent[];
  /** The customer pays on the Checkout page: customer, subscription, paid invoice, charge. */
  completeCheckout(
    sessionId: string,
    card?: FakeCard,
  ): { subscriptionId: string; invoiceId: string; events: StripeEvent[] };
  /** The next period is charged successfully. */
  renew(subscriptionId: string): { invoiceId: string; events: StripeEvent[] };
  /** The renewal charge is declined; the subscription goes past_due. */
  failRenewal(subscriptionId: string): { invoiceId: string; events: StripeEvent[] };
  /** Retries are exhausted and the subscription is left unpaid (the account's retry setting). */
  markUnpaid(subscriptionId: string): StripeEvent[];
  /** A subscription set to cancel at period end reaches its end. */
  endPeriod(subscriptionId: string): StripeEvent[];
  /** The `Stripe-Signature` header for a payload, as Stripe computes it. */
  signatureHeader(payload: string, options?: { timestamp?: number; secret?: string }): string;
  /** Answer the next n API requests (those `matching`, when given) with a 500 api_error. */
  failNext(n: number, matching?: (method: string, path: string) => boolean): void;
  /**
   * Hold back the answer to the next request `matching` (a slow network): Stripe acts on it when it
   * arrives, as always, but the answer leaves only on `release()`. Several holds take the matching
   * requests in the order they were asked for.
   */
  holdNext(matching?: (method: string, path: string) => boolean): StripeHold;
  close(): Promise<void>;
}

export interface StripeHold {
  /** Resolves once the held request has arrived (and Stripe has acted on it). */
  arrived: Promise<RecordedStripeRequest>;
  release(): void;
}

const API_VERSION_OF_ENDPOINT = '2026-10-28.endive';

type Json = Record<string, unknown>;

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly type: string,
    message: string,
    readonly code?: string,
    readonly param?: string,
  ) {
    super(message);
  }
}

const missing = (param: string) =>
  new StripeApiError(
    400,
    'invalid_request_error',
    `Missing required param: ${param}.`,
    'parameter_missing',
    param,
  );
const noSuch = (what: string, id: string, param = 'id') =>
  new StripeApiError(404, 'invalid_request_error', `No such ${what}: '${id}'`, 'resource_missing', param);

/** `a[b][0][c]=v` pairs into nested objects and arrays, as Stripe's form decoder does. */
export function decodeStripeForm(encoded: string): Json {
  const root: Json = {};
  for (const pair of encoded.split('&')) {
    if (!pair) continue;
    const eq = pair.indexOf('=');
    const rawKey = decodeURIComponent((eq < 0 ? pair : pair.slice(0, eq)).replace(/\+/g, ' '));
    const value = eq < 0 ? '' : decodeURIComponent(pair.slice(eq + 1).replace(/\+/g, ' '));
    const parts = rawKey.split(/\[|\]\[|\]/).filter((p) => p !== '');
    let node: Record<string, unknown> | unknown[] = root;
    parts.forEach((part, i) => {
      const last = i === parts.length - 1;
      const nextIsIndex = !last && /^\d+$/.test(parts[i + 1] ?? '');
      const key = Array.isArray(node) ? Number(part) : part;
      const container = node as Record<string | number, unknown>;
      if (last) container[key] = value;
      else {
        container[key] ??= nextIsIndex ? [] : {};
        node = container[key] as Record<string, unknown> | unknown[];
      }
    });
  }
  return root;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url').replace(/[-_]/g, 'x')}`;
const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

function addInterval(seconds: number, interval: string): number {
  const d = new Date(seconds * 1000);
  if (interval === 'year') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else if (interval === 'month') d.setUTCMonth(d.getUTCMonth() + 1);
  else if (interval === 'week') d.setUTCDate(d.getUTCDate() + 7);
  else d.setUTCDate(d.getUTCDate() + 1);
  return Math.floor(d.getTime() / 1000);
}

export async function startStripeFake(options: { now?: () => Date } = {}): Promise<StripeFake> {
  const now = () => Math.floor((options.now?.() ?? new Date()).getTime() / 1000);
  const secretKey = `sk_test_${randomBytes(12).toString('hex')}`;
  const webhookSecret = `whsec_${randomBytes(16).toString('hex')}`;
  const objects = new Map<string, Json>();
  const requests: RecordedStripeRequest[] = [];
  const pendingEvents: StripeEvent[] = [];
  const idempotent = new Map<string, { status: number; body: unknown }>();
  let failures = 0;
  let failureMatch: ((method: string, path: string) => boolean) | undefined;
  const holds: Array<{
    matching?: (method: string, path: string) => boolean;
    taken: boolean;
    arrive: (request: RecordedStripeRequest) => void;
    released: Promise<void>;
  }> = [];

  const get = (key: string) => objects.get(key);
  const clone = <T>(value: T): T => structuredClone(value);

  function event(type: string, object: Json, previous?: Json): StripeEvent {
    return {
      id: id('evt'),
      object: 'event',
      api_version: API_VERSION_OF_ENDPOINT,
      created: now(),
      data: { object: clone(object), ...(previous ? { previous_attributes: previous } : {}) },
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type,
    };
  }

  function withExpansions(object: Json, expand: unknown): Json {
    const paths = Array.isArray(expand) ? (expand as string[]) : [];
    const copy = clone(object);
    for (const path of paths) {
      const [field] = path.split('.');
      if (!field) continue;
      const value = copy[field];
      if (typeof value === 'string' && objects.has(value)) copy[field] = clone(objects.get(value));
    }
    return copy;
  }

  // ---- Stripe's own actions, driven by tests

  function chargeInvoice(sub: Json, reason: string, succeed: boolean, card?: FakeCard) {
    const item = (sub.items as { data: Json[] }).data[0]!;
    const price = item.price as Json;
    const amount = Number(price.unit_amount);
    const start =
      succeed && reason !== 'subscription_create'
        ? Number(item.current_period_end)
        : Number(item.current_period_start);
    const end = addInterval(start, String((price.recurring as Json).interval));
    const invoice: Json = {
      id: id('in'),
      object: 'invoice',
      customer: sub.customer,
      status: succeed ? 'paid' : 'open',
      amount_due: amount,
      amount_paid: succeed ? amount : 0,
      amount_remaining: succeed ? 0 : amount,
      currency: price.currency,
      billing_reason: reason,
      collection_method: 'charge_automatically',
      created: now(),
      period_start: start,
      period_end: end,
      livemode: false,
      status_transitions: {
        finalized_at: now(),
        paid_at: succeed ? now() : null,
        marked_uncollectible_at: null,
        voided_at: null,
      },
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub.id, metadata: clone(sub.metadata) },
      },
      lines: list(
        [{ id: id('il'), object: 'line_item', amount, currency: price.currency, period: { start, end } }],
        '/v1/invoices/lines',
      ),
    };
    objects.set(String(invoice.id), invoice);
    const chargeCard = card ?? {
      brand: 'visa',
      last4: '4242',
      exp_month: 12,
      exp_year: new Date(now() * 1000).getUTCFullYear() + 3,
    };
    const chargeId = id('ch');
    const intentId = id('pi');
    const charge: Json = {
      id: chargeId,
      object: 'charge',
      amount,
      amount_refunded: 0,
      currency: price.currency,
      customer: sub.customer,
      paid: succeed,
      refunded: false,
      status: succeed ? 'succeeded' : 'failed',
      payment_intent: intentId,
      created: now(),
      livemode: false,
      payment_method_details: { type: 'card', card: { ...chargeCard, funding: 'credit', country: 'US' } },
    };
    const intent: Json = {
      id: intentId,
      object: 'payment_intent',
      amount,
      currency: price.currency,
      customer: sub.customer,
      status: succeed ? 'succeeded' : 'requires_payment_method',
      latest_charge: chargeId,
      created: now(),
      livemode: false,
    };
    objects.set(chargeId, charge);
    objects.set(intentId, intent);
    const invoicePayment: Json = {
      id: id('inpay'),
      object: 'invoice_payment',
      invoice: invoice.id,
      amount_paid: succeed ? amount : null,
      amount_requested: amount,
      currency: price.currency,
      is_default: true,
      livemode: false,
      status: succeed ? 'paid' : 'open',
      created: now(),
      payment: { type: 'payment_intent', payment_intent: intentId },
      status_transitions: { paid_at: succeed ? now() : null, canceled_at: null },
    };
    objects.set(String(invoicePayment.id), invoicePayment);
    sub.latest_invoice = invoice.id;
    if (succeed) {
      item.current_period_start = start;
      item.current_period_end = end;
      sub.status = 'active';
    } else {
      sub.status = 'past_due';
    }
    return invoice;
  }

  const fake: StripeFake = {
    url: '',
    secretKey,
    webhookSecret,
    requests,
    objects,

    takeEvents() {
      return pendingEvents.splice(0, pendingEvents.length);
    },

    completeCheckout(sessionId, card) {
      const session = get(sessionId);
      if (!session) throw new Error(`no checkout session ${sessionId}`);
      if (session.status === 'complete') throw new Error(`checkout session ${sessionId} is complete already`);
      const customerId = (session.customer as string | null) ?? id('cus');
      if (!objects.has(customerId)) {
        objects.set(customerId, {
          id: customerId,
          object: 'customer',
          email: session.customer_email,
          created: now(),
          livemode: false,
          metadata: {},
        });
      }
      const line = (session._line_items as Json[])[0]!;
      const price: Json = line.price
        ? clone(objects.get(String(line.price)) as Json)
        : {
            id: id('price'),
            object: 'price',
            currency: (line.price_data as Json).currency,
            unit_amount: Number((line.price_data as Json).unit_amount),
            recurring: {
              interval: ((line.price_data as Json).recurring as Json).interval,
              interval_count: 1,
            },
            product: id('prod'),
          };
      const subId = id('sub');
      const start = now();
      const subscriptionData = (session._subscription_data as Json | undefined) ?? {};
      const sub: Json = {
        id: subId,
        object: 'subscription',
        status: 'incomplete',
        customer: customerId,
        metadata: clone((subscriptionData.metadata as Json | undefined) ?? {}),
        cancel_at_period_end: false,
        cancel_at: null,
        canceled_at: null,
        ended_at: null,
        created: start,
        start_date: start,
        latest_invoice: null,
        livemode: false,
        items: list(
          [
            {
              id: id('si'),
              object: 'subscription_item',
              current_period_start: start,
              current_period_end: addInterval(start, String((price.recurring as Json).interval)),
              price,
              quantity: 1,
            },
          ],
          `/v1/subscription_items?subscription=${subId}`,
        ),
      };
      objects.set(subId, sub);
      const invoice = chargeInvoice(sub, 'subscription_create', true, card);
      Object.assign(session, {
        status: 'complete',
        payment_status: 'paid',
        subscription: subId,
        customer: customerId,
      });
      const { _line_items, _subscription_data, ...publicSession } = session;
      return {
        subscriptionId: subId,
        invoiceId: String(invoice.id),
        events: [
          event('customer.subscription.created', sub),
          event('invoice.paid', invoice),
          event('checkout.session.completed', publicSession),
        ],
      };
    },

    renew(subscriptionId) {
      const sub = get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const invoice = chargeInvoice(sub, 'subscription_cycle', true);
      return {
        invoiceId: String(invoice.id),
        events: [event('invoice.paid', invoice), event('customer.subscription.updated', sub)],
      };
    },

    failRenewal(subscriptionId) {
      const sub = get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const invoice = chargeInvoice(sub, 'subscription_cycle', false);
      return {
        invoiceId: String(invoice.id),
        events: [
          event('invoice.payment_failed', invoice),
          event('customer.subscription.updated', sub, { status: 'active' }),
        ],
      };
    },

    markUnpaid(subscriptionId) {
      const sub = get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      const previous = { status: sub.status };
      sub.status = 'unpaid';
      return [event('customer.subscription.updated', sub, previous)];
    },

    endPeriod(subscriptionId) {
      const sub = get(subscriptionId);
      if (!sub) throw new Error(`no subscription ${subscriptionId}`);
      Object.assign(sub, { status: 'canceled', ended_at: now(), canceled_at: sub.canceled_at ?? now() });
      return [event('customer.subscription.deleted', sub)];
    },

    signatureHeader(payload, opts = {}) {
      const timestamp = opts.timestamp ?? now();
      const signature = createHmac('sha256', opts.secret ?? webhookSecret)
        .update(`${timestamp}.${payload}`, 'utf8')
        .digest('hex');
      return `t=${timestamp},v1=${signature}`;
    },

    failNext(n, matching) {
      failures = n;
      failureMatch = matching;
    },

    holdNext(matching) {
      let arrive: (request: RecordedStripeRequest) => void = () => {};
      let release: () => void = () => {};
      const arrived = new Promise<RecordedStripeRequest>((resolve) => {
        arrive = resolve;
      });
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      holds.push({ matching, taken: false, arrive, released });
      return { arrived, release };
    },

    close: async () => {},
  };

  // ---- The API

  function route(method: string, path: string, params: Json, idempotencyKey: string | undefined): unknown {
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      if (!params.mode) throw missing('mode');
      if (!['payment', 'subscription', 'setup'].includes(String(params.mode))) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Invalid mode: must be one of payment, setup, or subscription`,
          'parameter_invalid_string',
          'mode',
        );
      }
      if (!params.success_url) throw missing('success_url');
      const lineItems = (params.line_items as Json[] | undefined) ?? [];
      if (params.mode === 'subscription' && lineItems.length === 0) throw missing('line_items');
      lineItems.forEach((item, i) => {
        if (!item.price && !item.price_data) throw missing(`line_items[${i}][price]`);
        if (item.price && !objects.has(String(item.price)))
          throw noSuch('price', String(item.price), `line_items[${i}][price]`);
        const data = item.price_data as Json | undefined;
        if (data) {
          if (!data.currency) throw missing(`line_items[${i}][price_data][currency]`);
          if (!/^\d+$/.test(String(data.unit_amount ?? '')))
            throw missing(`line_items[${i}][price_data][unit_amount]`);
          if (!data.product && !(data.product_data as Json | undefined)?.name)
            throw missing(`line_items[${i}][price_data][product_data][name]`);
          const interval = (data.recurring as Json | undefined)?.interval;
          if (
            params.mode === 'subscription' &&
            !['day', 'week', 'month', 'year'].includes(String(interval))
          ) {
            throw new StripeApiError(
              400,
              'invalid_request_error',
              'You must provide at least one recurring price in `subscription` mode when using prices.',
              'parameter_invalid_empty',
              `line_items[${i}][price_data][recurring]`,
            );
          }
        }
        if (!item.quantity) throw missing(`line_items[${i}][quantity]`);
      });
      if (params.customer && !objects.has(String(params.customer)))
        throw noSuch('customer', String(params.customer), 'customer');
      if (params.customer && params.customer_email) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          'You may only specify one of these parameters: customer, customer_email.',
          'parameter_invalid_empty',
          'customer_email',
        );
      }
      const sessionId = `cs_test_${randomBytes(24).toString('hex')}`;
      const amount = lineItems.reduce((sum, item) => {
        const unit = item.price_data
          ? Number((item.price_data as Json).unit_amount)
          : Number((objects.get(String(item.price)) as Json).unit_amount);
        return sum + unit * Number(item.quantity);
      }, 0);
      const session: Json = {
        id: sessionId,
        object: 'checkout.session',
        mode: params.mode,
        status: 'open',
        payment_status: 'unpaid',
        url: `https://checkout.stripe.com/c/pay/${sessionId}`,
        client_reference_id: params.client_reference_id ?? null,
        customer: params.customer ?? null,
        customer_email: params.customer_email ?? null,
        metadata: params.metadata ?? {},
        subscription: null,
        success_url: params.success_url,
        cancel_url: params.cancel_url ?? null,
        amount_total: amount,
        currency: (lineItems[0]?.price_data as Json | undefined)?.currency ?? 'usd',
        created: now(),
        expires_at: now() + 24 * 3600,
        livemode: false,
        _line_items: lineItems,
        _subscription_data: params.subscription_data,
      };
      objects.set(sessionId, session);
      const { _line_items, _subscription_data, ...body } = session;
      return body;
    }

    let match = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const session = get(match[1]!);
      if (!session) throw noSuch('checkout.session', match[1]!);
      const { _line_items, _subscription_data, ...body } = session;
      return withExpansions(body, params.expand);
    }

    match = /^\/v1\/subscriptions\/([^/]+)$/.exec(path);
    if (match) {
      const sub = get(match[1]!);
      if (sub?.object !== 'subscription') throw noSuch('subscription', match[1]!);
      if (method === 'GET') return withExpansions(sub, params.expand);
      if (sub.status === 'canceled') {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `A canceled subscription can only update its cancellation_details and metadata.`,
          'resource_missing',
          'id',
        );
      }
      if (method === 'POST') {
        const previous: Json = {};
        if (params.cancel_at_period_end !== undefined) {
          previous.cancel_at_period_end = sub.cancel_at_period_end;
          sub.cancel_at_period_end = params.cancel_at_period_end === 'true';
          sub.canceled_at = sub.cancel_at_period_end ? now() : null;
        }
        if (params.metadata) sub.metadata = { ...(sub.metadata as Json), ...(params.metadata as Json) };
        pendingEvents.push(event('customer.subscription.updated', sub, previous));
        return clone(sub);
      }
      if (method === 'DELETE') {
        Object.assign(sub, { status: 'canceled', canceled_at: now(), ended_at: now() });
        pendingEvents.push(event('customer.subscription.deleted', sub));
        return clone(sub);
      }
    }

    if (method === 'GET' && path === '/v1/invoice_payments') {
      if (!params.invoice) throw missing('invoice');
      const found = [...objects.values()].filter(
        (o) => o.object === 'invoice_payment' && o.invoice === params.invoice,
      );
      return list(found.map(clone), '/v1/invoice_payments');
    }

    match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const intent = get(match[1]!);
      if (intent?.object !== 'payment_intent') throw noSuch('payment_intent', match[1]!);
      return withExpansions(intent, params.expand);
    }

    if (method === 'POST' && path === '/v1/refunds') {
      const intent = params.payment_intent ? get(String(params.payment_intent)) : undefined;
      const chargeId = params.charge ? String(params.charge) : (intent?.latest_charge as string | undefined);
      if (!chargeId) throw missing('charge');
      const charge = get(chargeId);
      if (!charge) throw noSuch('charge', chargeId, 'charge');
      if (charge.refunded) {
        throw new StripeApiError(
          400,
          'invalid_request_error',
          `Charge ${chargeId} has already been refunded.`,
          'charge_already_refunded',
          'charge',
        );
      }
      const refund: Json = {
        id: id('re'),
        object: 'refund',
        amount: charge.amount,
        charge: chargeId,
        currency: charge.currency,
        payment_intent: charge.payment_intent,
        reason: params.reason ?? null,
        metadata: params.metadata ?? {},
        status: 'succeeded',
        created: now(),
      };
      objects.set(String(refund.id), refund);
      Object.assign(charge, { refunded: true, amount_refunded: charge.amount });
      pendingEvents.push(event('charge.refunded', charge, { refunded: false, amount_refunded: 0 }));
      void idempotencyKey;
      return clone(refund);
    }

    throw new StripeApiError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${method}: ${path}). Please see https://stripe.com/docs or we can help at https://support.stripe.com/.`,
    );
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const body = Buffer.concat(chunks).toString('utf8');
      const header = (name: string) => {
        const value = req.headers[name];
        return Array.isArray(value) ? value[0] : value;
      };
      const send = (status: number, payload: unknown) =>
        res
          .writeHead(status, {
            'content-type': 'application/json',
            'request-id': id('req'),
            'stripe-version': header('stripe-version') ?? API_VERSION_OF_ENDPOINT,
          })
          .end(JSON.stringify(payload, null, 2));
      const sendError = (error: StripeApiError, to: (status: number, payload: unknown) => void = send) =>
        to(error.status, {
          error: {
            type: error.type,
            message: error.message,
            ...(error.code
              ? {
                  code: error.code,
                  doc_url: `https://stripe.com/docs/error-codes/${error.code.replaceAll('_', '-')}`,
                }
              : {}),
            ...(error.param ? { param: error.param } : {}),
            request_log_url: `https://dashboard.stripe.com/test/logs/${id('req')}`,
          },
        });

      if (header('authorization') !== `Bearer ${secretKey}`) {
        sendError(
          new StripeApiError(401, 'invalid_request_error', 'Invalid API Key provided: sk_test_********'),
        );
        return;
      }
      if (
        method === 'POST' &&
        body &&
        !(header('content-type') ?? '').startsWith('application/x-www-form-urlencoded')
      ) {
        sendError(
          new StripeApiError(400, 'invalid_request_error', 'Invalid request: the body must be form-encoded.'),
        );
        return;
      }
      const params = decodeStripeForm(method === 'POST' ? body : url.search.slice(1));
      const idempotencyKey = header('idempotency-key');
      const recorded: RecordedStripeRequest = {
        method,
        path: url.pathname,
        params,
        stripeVersion: header('stripe-version'),
        idempotencyKey,
      };
      requests.push(recorded);
      const hold = holds.find((h) => !h.taken && (!h.matching || h.matching(method, url.pathname)));
      if (hold) hold.taken = true;
      // What Stripe does happens now; only the answer waits for the hold's release.
      const reply = (status: number, payload: unknown): void => {
        if (!hold) {
          send(status, payload);
          return;
        }
        hold.arrive(recorded);
        void hold.released.then(() => send(status, payload));
      };
      if (failures > 0 && (!failureMatch || failureMatch(method, url.pathname))) {
        failures--;
        sendError(new StripeApiError(500, 'api_error', 'An unknown error occurred'), reply);
        return;
      }
      const replayKey = idempotencyKey && method === 'POST' ? `${url.pathname}:${idempotencyKey}` : null;
      const replay = replayKey ? idempotent.get(replayKey) : undefined;
      if (replay) {
        reply(replay.status, replay.body);
        return;
      }
      try {
        const answer = route(method, url.pathname, params, idempotencyKey);
        if (replayKey) idempotent.set(replayKey, { status: 200, body: answer });
        reply(200, answer);
      } catch (error) {
        if (error instanceof StripeApiError) sendError(error, reply);
        else reply(500, { error: { type: 'api_error', message: String(error) } });
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  fake.url = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
  fake.close = () => {
    server.closeAllConnections();
    return new Promise((resolve) => server.close(() => resolve()));
  };
  return fake;
}
