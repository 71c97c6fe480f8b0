import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';

/**
 * A loopback stand-in for the Paystack REST API (https://api.paystack.co), in its wire format:
 * JSON in and out, `Authorization: Bearer sk_…`, every answer `{ status, message, data }` (lists
 * add `meta`), errors `{ status: false, message }` with 400/401/404, amounts in kobo.
 *
 * Endpoints: POST /transaction/initialize, GET /transaction/verify/:reference, GET|POST /plan,
 * GET /subscription/:code, GET /customer/:code (with its subscriptions), POST
 * /subscription/disable, POST /refund.
 *
 * What Paystack itself does (the customer paying on its page, a renewal, a failed renewal, the
 * end of a non-renewing period) is driven by the test; each returns the webhook bodies Paystack
 * would POST (`{ event, data }`), signed with `sign` (HMAC-SHA512 of the body with the secret key).
 */

export interface PaystackWebhookBody {
  event: string;
  data: Record<string, unknown>;
}

export interface RecordedPaystackRequest {
  method: string;
  path: string;
  body: Record<string, unknown> | null;
}

export interface PaystackFake {
  /** Use as PAYSTACK_API_BASE. */
  url: string;
  secretKey: string;
  requests: RecordedPaystackRequest[];
  transactions: Map<string, Record<string, unknown>>;
  subscriptions: Map<string, Record<string, unknown>>;
  plans: Map<string, Record<string, unknown>>;
  /** Webhooks emitted by API calls (disable, refund), in order; `takeEvents` empties the list. */
  takeEvents(): PaystackWebhookBody[];
  /** The customer pays on Paystack's page: the transaction succeeds and the plan's subscription is created. */
  completeTransaction(reference: string): { subscriptionCode: string | null; events: PaystackWebhookBody[] };
  renew(subscriptionCode: string): { reference: string; events: PaystackWebhookBody[] };
  failRenewal(subscriptionCode: string): { events: PaystackWebhookBody[] };
  /** A non-renewing subscription reaches its end. */
  endPeriod(subscriptionCode: string): PaystackWebhookBody[];
  /** `x-paystack-signature` for a raw body. */
  sign(rawBody: string, secret?: string): string;
  failNext(n: number): void;
  close(): Promise<void>;
}

type Json = Record<string, unknown>;

class PaystackError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

const code = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex').slice(0, 15)}`;

function addInterval(date: Date, interval: string): Date {
  const d = new Date(date);
  if (interval === 'annually') d.setUTCFullYear(d.getUTCFullYear() + 1);
  else if (interval === 'biannually') d.setUTCMonth(d.getUTCMonth() + 6);
  else if (interval === 'quarterly') d.setUTCMonth(d.getUTCMonth() + 3);
  else if (interval === 'monthly') d.setUTCMonth(d.getUTCMonth() + 1);
  else if (interval === 'weekly') d.setUTCDate(d.getUTCDate() + 7);
  else d.setUTCDate(d.getUTCDate() + 1);
  return d;
}

const INTERVALS = ['hourly', 'daily', 'weekly', 'monthly', 'quarterly', 'biannually', 'annually'];

export async function startPaystackFake(options: { now?: () => Date } = {}): Promise<PaystackFake> {
  const now = () => options.now?.() ?? new Date();
  const secretKey = `sk_test_${randomBytes(20).toString('hex')}`;
  const requests: RecordedPaystackRequest[] = [];
  const transactions = new Map<string, Json>();
  const subscriptions = new Map<string, Json>();
  const plans = new Map<string, Json>();
  const customers = new Map<string, Json>();
  const pending: PaystackWebhookBody[] = [];
  let failures = 0;
  let nextId = 3_157_687_900;

  const clone = <T>(v: T): T => structuredClone(v);
  const publicPlan = (p: Json) => {
    const { integration: _i, domain: _d, ...rest } = p;
    return rest;
  };
  const customerView = (c: Json) => ({
    id: c.id,
    first_name: '',
    last_name: '',
    email: c.email,
    customer_code: c.customer_code,
    phone: '',
    metadata: null,
    risk_action: 'default',
    international_format_phone: null,
  });

  function customerFor(email: string): Json {
    for (const c of customers.values()) if (c.email === email) return c;
    const customer: Json = {
      id: nextId++,
      email,
      customer_code: code('CUS'),
      createdAt: now().toISOString(),
    };
    customers.set(String(customer.customer_code), customer);
    return customer;
  }

  const authorizationOf = () => ({
    authorization_code: code('AUTH'),
    bin: '408408',
    last4: '4081',
    exp_month: '12',
    exp_year: String(now().getUTCFullYear() + 4),
    channel: 'card',
    card_type: 'visa ',
    bank: 'TEST BANK',
    country_code: 'NG',
    brand: 'visa',
    reusable: true,
    signature: code('SIG'),
    account_name: null,
  });

  /** A transaction as `transaction/verify` answers it. */
  function verifyView(tx: Json): Json {
    const plan = tx.plan ? plans.get(String(tx.plan)) : undefined;
    return {
      id: tx.id,
      domain: 'test',
      status: tx.status,
      reference: tx.reference,
      receipt_number: null,
      amount: tx.amount,
      message: null,
      gateway_response: tx.status === 'success' ? 'Successful' : 'The transaction was not completed',
      paid_at: tx.paid_at ?? null,
      created_at: tx.created_at,
      channel: 'card',
      currency: tx.currency,
      ip_address: '127.0.0.1',
      metadata: tx.metadata ?? '',
      log: null,
      fees: tx.status === 'success' ? Math.round(Number(tx.amount) * 0.015) : null,
      fees_split: null,
      authorization: tx.authorization ?? {},
      customer: tx.customer ? customerView(customers.get(String(tx.customer))!) : null,
      plan: tx.plan ?? null,
      split: {},
      order_id: null,
      paidAt: tx.paid_at ?? null,
      createdAt: tx.created_at,
      requested_amount: tx.amount,
      pos_transaction_data: null,
      source: null,
      fees_breakdown: null,
      connect: null,
      transaction_date: tx.created_at,
      plan_object: plan ? publicPlan(plan) : {},
      subaccount: {},
    };
  }

  /** A transaction as the charge.success webhook carries it (the plan as an object). */
  function chargeView(tx: Json): Json {
    const plan = tx.plan ? plans.get(String(tx.plan)) : undefined;
    const {
      plan_object: _p,
      receipt_number: _r,
      transaction_date: _t,
      connect: _c,
      ...rest
    } = verifyView(tx);
    return { ...rest, plan: plan ? publicPlan(plan) : {} };
  }

  function subscriptionView(sub: Json): Json {
    const customer = customers.get(String(sub.customer))!;
    return {
      id: sub.id,
      domain: 'test',
      status: sub.status,
      subscription_code: sub.subscription_code,
      email_token: sub.email_token,
      amount: sub.amount,
      cron_expression: sub.cron_expression,
      next_payment_date: sub.status === 'active' || sub.status === 'attention' ? sub.next_payment_date : null,
      open_invoice: null,
      createdAt: sub.createdAt,
      integration: 100032,
      plan: publicPlan(plans.get(String(sub.plan))!),
      authorization: sub.authorization,
      customer: customerView(customer),
      invoice_limit: 0,
      split_code: null,
      most_recent_invoice: null,
      start: Math.floor(new Date(String(sub.createdAt)).getTime() / 1000),
      quantity: 1,
      payments_count: sub.payments_count,
    };
  }

  function invoiceEvent(event: string, sub: Json, tx: Json | null, paid: boolean): PaystackWebhookBody {
    const start = new Date(String(sub.period_start));
    const end = new Date(String(sub.next_payment_date));
    return {
      event,
      data: {
        domain: 'test',
        invoice_code: code('INV'),
        amount: sub.amount,
        period_start: start.toISOString(),
        period_end: end.toISOString(),
        status: paid ? 'success' : 'failed',
        paid,
        paid_at: paid ? now().toISOString() : null,
        description: null,
        authorization: sub.authorization,
        subscription: {
          status: sub.status,
          subscription_code: sub.subscription_code,
          email_token: sub.email_token,
          amount: sub.amount,
          cron_expression: sub.cron_expression,
          next_payment_date: sub.next_payment_date,
          open_invoice: null,
        },
        customer: customerView(customers.get(String(sub.customer))!),
        transaction: tx
          ? { reference: tx.reference, status: tx.status, amount: tx.amount, currency: tx.currency }
          : {},
        created_at: now().toISOString(),
      },
    };
  }

  function newTransaction(values: Json): Json {
    const tx: Json = {
      id: nextId++,
      status: 'abandoned',
      currency: 'NGN',
      created_at: now().toISOString(),
      ...values,
    };
    transactions.set(String(tx.reference), tx);
    return tx;
  }

  const fake: PaystackFake = {
    url: '',
    secretKey,
    requests,
    transactions,
    subscriptions,
    plans,

    takeEvents() {
      return pending.splice(0, pending.length);
    },

    completeTransaction(reference) {
      const tx = transactions.get(reference);
      if (!tx) throw new Error(`no transaction ${reference}`);
      if (tx.status === 'success') throw new Error(`transaction ${reference} is paid already`);
      const customer = customerFor(String(tx.email));
      Object.assign(tx, {
        status: 'success',
        paid_at: now().toISOString(),
        customer: customer.customer_code,
        authorization: authorizationOf(),
      });
      const events: PaystackWebhookBody[] = [{ event: 'charge.success', data: chargeView(tx) }];
      let subscriptionCode: string | null = null;
      const plan = tx.plan ? plans.get(String(tx.plan)) : undefined;
      if (plan) {
        subscriptionCode = code('SUB');
        const sub: Json = {
          id: nextId++,
          subscription_code: subscriptionCode,
          email_token: randomBytes(8).toString('hex').slice(0, 15),
          status: 'active',
          amount: plan.amount,
          plan: plan.plan_code,
          customer: customer.customer_code,
          authorization: tx.authorization,
          cron_expression: '0 0 * * *',
          period_start: now().toISOString(),
          next_payment_date: addInterval(now(), String(plan.interval)).toISOString(),
          createdAt: now().toISOString(),
          payments_count: 1,
        };
        subscriptions.set(subscriptionCode, sub);
        customer.subscriptions = [
          ...((customer.subscriptions as string[] | undefined) ?? []),
          subscriptionCode,
        ];
        events.push({ event: 'subscription.create', data: subscriptionView(sub) });
      }
      return { subscriptionCode, events };
    },

    renew(subscriptionCode) {
      const sub = subscriptions.get(subscriptionCode);
      if (!sub) throw new Error(`no subscription ${subscriptionCode}`);
      const customer = customers.get(String(sub.customer))!;
      // Renewal charges carry the plan but none of the first checkout's metadata.
      const tx = newTransaction({
        reference: randomBytes(10).toString('hex'),
        amount: sub.amount,
        email: customer.email,
        plan: sub.plan,
        metadata: '',
        status: 'success',
        paid_at: now().toISOString(),
        customer: customer.customer_code,
        authorization: sub.authorization,
      });
      const plan = plans.get(String(sub.plan))!;
      sub.period_start = sub.next_payment_date;
      sub.next_payment_date = addInterval(
        new Date(String(sub.next_payment_date)),
        String(plan.interval),
      ).toISOString();
      sub.status = 'active';
      sub.payments_count = Number(sub.payments_count) + 1;
      return {
        reference: String(tx.reference),
        events: [
          { event: 'charge.success', data: chargeView(tx) },
          invoiceEvent('invoice.update', sub, tx, true),
        ],
      };
    },

    failRenewal(subscriptionCode) {
      const sub = subscriptions.get(subscriptionCode);
      if (!sub) throw new Error(`no subscription ${subscriptionCode}`);
      const customer = customers.get(String(sub.customer))!;
      const tx = newTransaction({
        reference: randomBytes(10).toString('hex'),
        amount: sub.amount,
        email: customer.email,
        plan: sub.plan,
        status: 'failed',
        customer: customer.customer_code,
      });
      sub.status = 'attention';
      return { events: [invoiceEvent('invoice.payment_failed', sub, tx, false)] };
    },

    endPeriod(subscriptionCode) {
      const sub = subscriptions.get(subscriptionCode);
      if (!sub) throw new Error(`no subscription ${subscriptionCode}`);
      sub.status = 'complete';
      return [{ event: 'subscription.disable', data: subscriptionView(sub) }];
    },

    sign(rawBody, secret = secretKey) {
      return createHmac('sha512', secret).update(rawBody).digest('hex');
    },

    failNext(n) {
      failures = n;
    },

    close: async () => {},
  };

  function route(
    method: string,
    path: string,
    query: URLSearchParams,
    body: Json,
  ): { message: string; data?: unknown; meta?: unknown } {
    if (method === 'POST' && path === '/transaction/initialize') {
      const email = typeof body.email === 'string' ? body.email : '';
      if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email))
        throw new PaystackError(400, 'Invalid Email Address Passed');
      let amount = Number(body.amount);
      if (!Number.isInteger(amount) || amount <= 0) throw new PaystackError(400, 'Invalid Amount Sent');
      const planCode = typeof body.plan === 'string' && body.plan ? body.plan : null;
      if (planCode) {
        const plan = plans.get(planCode);
        if (!plan) throw new PaystackError(400, 'Plan not found');
        // With a plan, the plan's amount is charged.
        amount = Number(plan.amount);
      }
      const reference =
        typeof body.reference === 'string' && body.reference
          ? body.reference
          : randomBytes(8).toString('hex');
      if (transactions.has(reference)) throw new PaystackError(400, 'Duplicate Transaction Reference');
      const accessCode = randomBytes(8).toString('hex').slice(0, 15);
      newTransaction({
        reference,
        amount,
        email,
        plan: planCode,
        currency: body.currency ?? 'NGN',
        metadata: body.metadata ?? '',
        callback_url: body.callback_url ?? null,
        access_code: accessCode,
      });
      return {
        message: 'Authorization URL created',
        data: {
          authorization_url: `https://checkout.paystack.com/${accessCode}`,
          access_code: accessCode,
          reference,
        },
      };
    }

    let match = /^\/transaction\/verify\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const tx = transactions.get(decodeURIComponent(match[1]!));
      if (!tx) throw new PaystackError(400, 'Transaction reference not found');
      return { message: 'Verification successful', data: verifyView(tx) };
    }

    if (path === '/plan' && method === 'GET') {
      const interval = query.get('interval');
      const perPage = Number(query.get('perPage') ?? 50);
      const found = [...plans.values()].filter((p) => !interval || p.interval === interval);
      return {
        message: 'Plans retrieved',
        data: found.slice(0, perPage).map((p) => ({ ...clone(p), subscriptions: [] })),
        meta: {
          total: found.length,
          skipped: 0,
          perPage,
          page: 1,
          pageCount: Math.max(1, Math.ceil(found.length / perPage)),
        },
      };
    }
    if (path === '/plan' && method === 'POST') {
      if (typeof body.name !== 'string' || !body.name) throw new PaystackError(400, 'Plan name is required');
      if (!Number.isInteger(Number(body.amount)) || Number(body.amount) < 100)
        throw new PaystackError(400, 'Invalid Amount Sent');
      if (!INTERVALS.includes(String(body.interval))) throw new PaystackError(400, 'Invalid interval');
      const plan: Json = {
        id: nextId++,
        name: body.name,
        plan_code: code('PLN'),
        description: body.description ?? null,
        amount: Number(body.amount),
        interval: body.interval,
        invoice_limit: 0,
        send_invoices: true,
        send_sms: true,
        hosted_page: false,
        migrate: false,
        currency: body.currency ?? 'NGN',
        integration: 100032,
        domain: 'test',
        createdAt: now().toISOString(),
        updatedAt: now().toISOString(),
      };
      plans.set(String(plan.plan_code), plan);
      return { message: 'Plan created', data: clone(plan) };
    }

    match = /^\/subscription\/([^/]+)$/.exec(path);
    if (match && method === 'GET' && match[1] !== 'disable') {
      const sub = subscriptions.get(decodeURIComponent(match[1]!));
      if (!sub) throw new PaystackError(404, 'Subscription not found');
      return {
        message: 'Subscription retrieved successfully',
        data: { ...subscriptionView(sub), invoices: [] },
      };
    }

    match = /^\/customer\/([^/]+)$/.exec(path);
    if (match && method === 'GET') {
      const key = decodeURIComponent(match[1]!);
      const customer = customers.get(key) ?? [...customers.values()].find((c) => c.email === key);
      if (!customer) throw new PaystackError(404, 'Customer not found');
      const subs = ((customer.subscriptions as string[] | undefined) ?? []).map((c) => subscriptions.get(c)!);
      return {
        message: 'Customer retrieved',
        data: {
          ...customerView(customer),
          transactions: [],
          subscriptions: subs.map((s) => ({
            id: s.id,
            status: s.status,
            subscription_code: s.subscription_code,
            email_token: s.email_token,
            amount: s.amount,
            next_payment_date: s.next_payment_date,
            plan: plans.get(String(s.plan))?.id,
            createdAt: s.createdAt,
          })),
          authorizations: [],
          createdAt: customer.createdAt,
        },
      };
    }

    if (path === '/subscription/disable' && method === 'POST') {
      const sub = subscriptions.get(String(body.code ?? ''));
      if (!sub || sub.email_token !== body.token || !['active', 'attention'].includes(String(sub.status))) {
        throw new PaystackError(400, 'Subscription with code not found or already inactive');
      }
      sub.status = 'non-renewing';
      pending.push({ event: 'subscription.not_renew', data: subscriptionView(sub) });
      return { message: 'Subscription disabled successfully' };
    }

    if (path === '/refund' && method === 'POST') {
      const key = String(body.transaction ?? '');
      const tx = transactions.get(key) ?? [...transactions.values()].find((t) => String(t.id) === key);
      if (!tx) throw new PaystackError(400, 'Transaction not found');
      if (tx.status !== 'success')
        throw new PaystackError(400, 'Cannot refund a transaction that was not successful');
      if (tx.refunded) throw new PaystackError(400, 'Transaction has been fully reversed');
      tx.refunded = true;
      const refund = {
        id: nextId++,
        integration: 100032,
        domain: 'test',
        transaction: { id: tx.id, reference: tx.reference, amount: tx.amount, currency: tx.currency },
        dispute: null,
        amount: tx.amount,
        deducted_amount: 0,
        currency: tx.currency,
        channel: 'card',
        fully_deducted: false,
        refunded_by: 'api',
        refunded_at: null,
        expected_at: new Date(now().getTime() + 5 * 24 * 3600 * 1000).toISOString(),
        customer_note: body.customer_note ?? `Refund for transaction ${tx.reference}`,
        merchant_note: body.merchant_note ?? `Refund for transaction ${tx.reference}`,
        status: 'pending',
        createdAt: now().toISOString(),
        updatedAt: now().toISOString(),
      };
      const customer = customers.get(String(tx.customer))!;
      pending.push({
        event: 'refund.processed',
        data: {
          status: 'processed',
          transaction_reference: tx.reference,
          refund_reference: String(refund.id),
          amount: tx.amount,
          currency: tx.currency,
          processor: 'mpgs_zen',
          customer: { first_name: '', last_name: '', email: customer.email },
          integration: 100032,
          domain: 'test',
        },
      });
      return { message: 'Refund has been queued for processing', data: refund };
    }

    throw new PaystackError(404, `Cannot ${method} ${path}`);
  }

  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const method = req.method ?? 'GET';
      const send = (status: number, payload: unknown) =>
        res
          .writeHead(status, { 'content-type': 'application/json; charset=utf-8' })
          .end(JSON.stringify(payload));
      if (req.headers.authorization !== `Bearer ${secretKey}`) {
        send(401, { status: false, message: 'Invalid key' });
        return;
      }
      const raw = Buffer.concat(chunks).toString('utf8');
      let body: Json = {};
      if (raw) {
        try {
          body = JSON.parse(raw) as Json;
        } catch {
          send(400, { status: false, message: 'Invalid JSON in request body' });
          return;
        }
      }
      requests.push({ method, path: url.pathname, body: raw ? body : null });
      if (failures > 0) {
        failures--;
        send(500, { status: false, message: 'An error occurred' });
        return;
      }
      try {
        const answer = route(method, url.pathname, url.searchParams, body);
        send(200, { status: true, ...answer });
      } catch (error) {
        if (error instanceof PaystackError) send(error.status, { status: false, message: error.message });
        else send(500, { status: false, message: String(error) });
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
