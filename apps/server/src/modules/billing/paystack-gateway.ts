// Past 400 lines: one provider's meaning: plan codes, prices checked against the plan table,
// transactions, subscriptions and every webhook event mapped to our changes. The HTTP calls are
// paystack-client.ts's; the shared helpers are gateway-support.ts's.
import { createHash, createHmac, randomUUID, timingSafeEqual } from 'node:crypto';
import {
  APP_NAME,
  type BillingCycle,
  billingCycles,
  type CardInfo,
  type PaidPlanId,
  paidPlanIds,
  plans,
  priceInMinorUnits,
} from '@shelfwise/contract';
import type { Logger } from 'pino';
import type { Clock } from '../../platform/clock.ts';
import type {
  BillingChange,
  CheckoutRequest,
  PaymentRecord,
  PaymentRef,
  ProviderEvent,
  SubscriptionRef,
  SubscriptionSnapshot,
} from './billing.types.ts';
import {
  addCycle,
  providerCall,
  providerUnavailable,
  toCardInfo,
  WebhookRejected,
} from './gateway-support.ts';
import {
  createPaystackClient,
  PaystackApiError,
  type PaystackAuthorization,
  type PaystackPlan,
  type PaystackSubscription,
  type PaystackTransaction,
} from './paystack-client.ts';

/**
 * Paystack behind the gateway shape Stripe's has: what its answers and webhooks mean for our plans,
 * subscriptions and payments. The HTTP calls are paystack-client.ts's. Amounts are in kobo;
 * subscriptions come from a plan code passed to transaction/initialize, and the first successful
 * charge creates the subscription.
 */

export interface PaystackGatewayDeps {
  secretKey: string;
  apiBase: string;
  appUrl: string;
  /** Plan codes from configuration; the others are found by name or created on first use. */
  planCodes: Partial<Record<`${PaidPlanId}:${BillingCycle}`, string>>;
  /** A charge that does not match its plan is logged here (error). */
  log: Logger;
  /** Stamps each state read from Paystack (`observedAt`). */
  clock: Clock;
}

/** A verified webhook body: `{ event, data }`. */
export interface PaystackWebhook {
  event: string;
  data: Record<string, unknown>;
}

function cardOf(auth: PaystackAuthorization | null | undefined): CardInfo | null {
  if (!auth?.last4) return null;
  return toCardInfo({
    brand: auth.brand || auth.card_type,
    last4: auth.last4,
    expMonth: auth.exp_month,
    expYear: auth.exp_year,
  });
}

/** Metadata comes back as an object, a JSON string, or '' (renewals carry none). */
function metadataOf(value: unknown): Record<string, unknown> {
  if (value && typeof value === 'object') return value as Record<string, unknown>;
  if (typeof value === 'string' && value.trim().startsWith('{')) {
    try {
      return JSON.parse(value) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return {};
}

function stateOf(status: string): { status: SubscriptionSnapshot['status']; cancelAtPeriodEnd: boolean } {
  switch (status) {
    case 'active':
      return { status: 'active', cancelAtPeriodEnd: false };
    case 'non-renewing':
      return { status: 'active', cancelAtPeriodEnd: true };
    case 'attention':
      return { status: 'past_due', cancelAtPeriodEnd: false };
    default:
      // completed, complete, cancelled
      return { status: 'canceled', cancelAtPeriodEnd: false };
  }
}

export type PaystackGateway = ReturnType<typeof createPaystackGateway>;

export function createPaystackGateway(deps: PaystackGatewayDeps) {
  const { secretKey, appUrl, log, clock } = deps;
  const api = createPaystackClient(deps);
  const planCodes = new Map<string, Promise<string>>();
  for (const [key, code] of Object.entries(deps.planCodes))
    if (code) planCodes.set(key, Promise.resolve(code));

  const call = providerCall('Paystack');

  const planName = (plan: PaidPlanId, cycle: BillingCycle) => `${APP_NAME} ${plans[plan].title} (${cycle})`;

  /** Our plan of that name, price and interval in the Paystack account, if it has one (never creates it). */
  async function findPlanCode(plan: PaidPlanId, cycle: BillingCycle): Promise<string | null> {
    const amount = priceInMinorUnits(plan, 'nigeria', cycle);
    const interval = cycle === 'yearly' ? 'annually' : 'monthly';
    const existing = await api.listPlans(interval);
    const found = existing.find(
      (p) => p.name === planName(plan, cycle) && p.amount === amount && p.interval === interval,
    );
    return found?.plan_code ?? null;
  }

  /**
   * Which of our plans a plan code is: through the configured codes, else the ones this instance
   * found or made, else by finding ours in the Paystack account now (another instance may have made
   * it). Null for any other code: a plan that is not ours gives nothing, whatever the metadata says.
   */
  async function planOfCode(code: string | null): Promise<{ plan: PaidPlanId; cycle: BillingCycle } | null> {
    if (!code) return null;
    const keys = paidPlanIds.flatMap((plan) => billingCycles.map((cycle) => ({ plan, cycle })));
    const unknown: typeof keys = [];
    for (const key of keys) {
      const known = planCodes.get(`${key.plan}:${key.cycle}`);
      if (!known) unknown.push(key);
      else if ((await known.catch(() => null)) === code) return key;
    }
    for (const key of unknown) {
      const found = await call('read the plans', () => findPlanCode(key.plan, key.cycle));
      if (!found) continue;
      planCodes.set(`${key.plan}:${key.cycle}`, Promise.resolve(found));
      if (found === code) return key;
    }
    return null;
  }

  /**
   * Money and plan agree: the amount and currency Paystack charged (or will charge) are the plan
   * table's price for that plan in naira. Anything else gives nothing and is logged as an error.
   */
  function chargedAsPriced(
    ours: { plan: PaidPlanId; cycle: BillingCycle },
    charged: { amount: number | undefined; currency: string | undefined },
    what: Record<string, unknown>,
  ): boolean {
    const expected = priceInMinorUnits(ours.plan, 'nigeria', ours.cycle);
    const currency = (charged.currency ?? '').toUpperCase();
    if (charged.amount === expected && currency === 'NGN') return true;
    log.error(
      { ...what, plan: ours.plan, billingCycle: ours.cycle, amount: charged.amount, currency, expected },
      'paystack: the amount or currency charged is not the price of the plan; no plan given',
    );
    return false;
  }

  /** The plan code for a plan and cycle: configured, else an existing plan of that name, else a new one. */
  function planCodeFor(plan: PaidPlanId, cycle: BillingCycle): Promise<string> {
    const key = `${plan}:${cycle}`;
    let code = planCodes.get(key);
    if (!code) {
      code = (async () => {
        const found = await findPlanCode(plan, cycle);
        if (found) return found;
        const amount = priceInMinorUnits(plan, 'nigeria', cycle);
        const interval = cycle === 'yearly' ? 'annually' : 'monthly';
        const created = await api.createPlan({
          name: planName(plan, cycle),
          interval,
          amount,
          currency: 'NGN',
          description: plans[plan].tagline,
        });
        return created.plan_code;
      })();
      planCodes.set(key, code);
      // A failed look-up is asked again next time rather than remembered.
      code.catch(() => planCodes.delete(key));
    }
    return code;
  }

  async function fetchSubscription(code: string): Promise<PaystackSubscription> {
    return call('read the subscription', () => api.fetchSubscription(code));
  }

  /** The customer's live subscription on a plan (how a first payment finds the subscription it made). */
  async function findSubscriptionOf(customerCode: string, planCode: string | null) {
    const customer = await call('read the customer', () => api.fetchCustomer(customerCode));
    const candidates = (customer.subscriptions ?? []).filter((s) =>
      ['active', 'non-renewing', 'attention'].includes(s.status),
    );
    for (const candidate of candidates.reverse()) {
      const sub = await fetchSubscription(candidate.subscription_code);
      if (!planCode || sub.plan.plan_code === planCode) return sub;
    }
    return null;
  }

  /** Our view of a Paystack subscription; null when its plan is not ours or is not charged at our price. */
  async function snapshotOf(
    sub: PaystackSubscription,
    observedAt: Date,
    known: { userId?: string | null } = {},
  ): Promise<SubscriptionSnapshot | null> {
    const code = sub.plan?.plan_code ?? null;
    const ours = await planOfCode(code);
    if (!ours) {
      log.error(
        { subscription: sub.subscription_code, planCode: code },
        'paystack: subscription to a plan that is not ours; no plan given',
      );
      return null;
    }
    const charged = { amount: sub.amount, currency: sub.plan?.currency ?? 'NGN' };
    if (!chargedAsPriced(ours, charged, { subscription: sub.subscription_code, planCode: code })) return null;
    const state = stateOf(sub.status);
    return {
      provider: 'paystack',
      providerSubscriptionId: sub.subscription_code,
      providerCustomerId: sub.customer?.customer_code ?? null,
      providerPlanCode: code,
      providerEmailToken: sub.email_token,
      userId: known.userId ?? null,
      plan: ours.plan,
      billingCycle: ours.cycle,
      ...state,
      currentPeriodEnd: sub.next_payment_date ? new Date(sub.next_payment_date) : null,
      // `complete` comes as soon as a disabled subscription stops renewing, not at its period's end.
      honoursPaidPeriod: true,
      observedAt,
    };
  }

  /**
   * A successful charge (verified with transaction/verify): the payment, and the subscription it
   * made or renewed. The plan and cycle are those of the plan code Paystack charged, never the
   * metadata (which whoever starts a transaction writes); the metadata only says whose it is. A
   * charge for no plan of ours, or for another amount or currency than the plan's price, gives
   * nothing.
   */
  async function changesForTransaction(tx: PaystackTransaction, observedAt: Date): Promise<BillingChange[]> {
    if (tx.status !== 'success') return [];
    const meta = metadataOf(tx.metadata);
    const planObject =
      typeof tx.plan === 'object' && tx.plan ? tx.plan : (tx.plan_object as PaystackPlan | undefined);
    const planCode = typeof tx.plan === 'string' && tx.plan ? tx.plan : (planObject?.plan_code ?? null);
    const ours = await planOfCode(planCode);
    if (!ours) {
      log.error(
        { reference: tx.reference, planCode, amount: tx.amount, currency: tx.currency },
        'paystack: charge for no plan of ours; no plan given',
      );
      return [];
    }
    if (!chargedAsPriced(ours, tx, { reference: tx.reference, planCode })) return [];
    const { plan, cycle } = ours;
    const userId = typeof meta.userId === 'string' && meta.userId ? meta.userId : null;
    const paidAt = new Date(tx.paid_at ?? tx.paidAt ?? tx.created_at ?? Date.now());
    const customerCode = tx.customer?.customer_code ?? null;
    const changes: BillingChange[] = [];

    if (customerCode) {
      const sub = await findSubscriptionOf(customerCode, planCode);
      const snapshot = sub ? await snapshotOf(sub, observedAt, { userId }) : null;
      // Its subscription is there but not at our price: nothing is given for it.
      if (sub && !snapshot) return [];
      changes.push({
        kind: 'subscription',
        snapshot: snapshot ?? {
          // Paystack names the subscription a moment after the charge (subscription.create).
          provider: 'paystack',
          providerSubscriptionId: null,
          providerCustomerId: customerCode,
          providerPlanCode: planCode,
          providerEmailToken: null,
          userId,
          plan,
          billingCycle: cycle,
          status: 'active',
          cancelAtPeriodEnd: false,
          currentPeriodEnd: addCycle(paidAt, cycle),
          observedAt,
        },
      });
    }
    const payment: PaymentRecord = {
      provider: 'paystack',
      reference: tx.reference,
      providerPaymentId: String(tx.id),
      providerSubscriptionId: null,
      providerCustomerId: customerCode,
      userId,
      plan,
      billingCycle: cycle,
      amount: tx.amount,
      currency: 'NGN',
      status: 'success',
      channel: tx.channel || 'card',
      card: cardOf(tx.authorization),
      paidAt,
    };
    changes.push({ kind: 'payment', payment });
    return changes;
  }

  async function verify(reference: string): Promise<PaystackTransaction | null> {
    try {
      return await api.verifyTransaction(reference);
    } catch (error) {
      if (error instanceof PaystackApiError && (error.status === 400 || error.status === 404)) return null;
      throw providerUnavailable('Paystack', 'verify the payment', error);
    }
  }

  const subscriptionCodeOf = (data: Record<string, unknown>): string | null => {
    if (typeof data.subscription_code === 'string') return data.subscription_code;
    const nested = data.subscription as { subscription_code?: unknown } | undefined;
    return typeof nested?.subscription_code === 'string' ? nested.subscription_code : null;
  };

  /** A subscription's code and email token, looked up when the webhook naming them has not come yet. */
  async function resolved(ref: SubscriptionRef): Promise<{ code: string; token: string } | null> {
    if (ref.providerSubscriptionId && ref.providerEmailToken) {
      return { code: ref.providerSubscriptionId, token: ref.providerEmailToken };
    }
    const sub = ref.providerSubscriptionId
      ? await fetchSubscription(ref.providerSubscriptionId)
      : ref.providerCustomerId
        ? await findSubscriptionOf(ref.providerCustomerId, ref.providerPlanCode)
        : null;
    return sub ? { code: sub.subscription_code, token: sub.email_token } : null;
  }

  async function disable(ref: SubscriptionRef): Promise<boolean> {
    const target = await resolved(ref);
    if (!target) return false;
    try {
      await api.disableSubscription({ code: target.code, token: target.token });
    } catch (error) {
      // Disabling one that is over already is done.
      if (
        error instanceof PaystackApiError &&
        error.status === 400 &&
        /already|inactive|not active/i.test(error.message)
      )
        return true;
      throw providerUnavailable('Paystack', 'cancel the subscription', error);
    }
    return true;
  }

  return {
    provider: 'paystack' as const,

    /** transaction/initialize in kobo with the plan's code: Paystack's page creates the subscription. */
    async createCheckout({
      customer,
      plan,
      billingCycle,
    }: CheckoutRequest): Promise<{ url: string; reference: string }> {
      const planCode = await call('prepare the plan', () => planCodeFor(plan, billingCycle));
      const reference = `SW-${randomUUID()}`;
      const data = await call('start the checkout', () =>
        api.initializeTransaction({
          email: customer.email,
          amount: String(priceInMinorUnits(plan, 'nigeria', billingCycle)),
          currency: 'NGN',
          plan: planCode,
          reference,
          channels: ['card'],
          callback_url: `${appUrl}/dashboard?payment_status=success&plan=${plan}&provider=paystack`,
          metadata: {
            userId: customer.id,
            plan,
            billingCycle,
            cancel_action: `${appUrl}/subscriptions?payment_status=cancelled&plan=${plan}`,
          },
        }),
      );
      if (!data.authorization_url)
        throw providerUnavailable('Paystack', 'start the checkout', 'no authorization_url');
      return { url: data.authorization_url, reference: data.reference || reference };
    },

    /** HMAC-SHA512 of the raw body with the secret key, compared in constant time. */
    verifyWebhook(rawBody: Buffer, signature: string | undefined): PaystackWebhook {
      if (!signature) throw new WebhookRejected('Missing x-paystack-signature header');
      const expected = createHmac('sha512', secretKey).update(rawBody).digest();
      const given = Buffer.from(signature.trim(), 'hex');
      if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
        throw new WebhookRejected('Invalid Paystack signature');
      }
      let body: unknown;
      try {
        body = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookRejected('The webhook body is not JSON');
      }
      const event = body as Partial<PaystackWebhook>;
      if (typeof event.event !== 'string' || !event.data || typeof event.data !== 'object') {
        throw new WebhookRejected('The webhook body is not a Paystack event');
      }
      return event as PaystackWebhook;
    },

    /** Paystack events carry no id; a retried delivery carries the same signed body, so its digest is one. */
    eventOf(rawBody: Buffer, webhook: PaystackWebhook): ProviderEvent {
      const digest = createHash('sha256').update(rawBody).digest('hex');
      return { provider: 'paystack', eventId: `${webhook.event}:${digest}`, type: webhook.event };
    },

    /** What an event means for us; the transaction and subscription are read again from Paystack. */
    async changesFor({ event, data }: PaystackWebhook): Promise<BillingChange[]> {
      switch (event) {
        case 'charge.success': {
          const reference = typeof data.reference === 'string' ? data.reference : null;
          if (!reference) return [];
          const observedAt = clock.now();
          const verified = await verify(reference);
          return verified ? changesForTransaction(verified, observedAt) : [];
        }
        case 'subscription.create':
        case 'subscription.not_renew':
        case 'subscription.disable':
        case 'invoice.create':
        case 'invoice.update':
        case 'invoice.payment_failed': {
          const code = subscriptionCodeOf(data);
          if (!code) return [];
          const observedAt = clock.now();
          const snapshot = await snapshotOf(await fetchSubscription(code), observedAt);
          const changes: BillingChange[] = snapshot ? [{ kind: 'subscription', snapshot }] : [];
          const transaction = data.transaction as { reference?: unknown } | undefined;
          if (event === 'invoice.payment_failed' && snapshot && typeof transaction?.reference === 'string') {
            changes.push({
              kind: 'payment',
              payment: {
                provider: 'paystack',
                reference: transaction.reference,
                providerPaymentId: null,
                providerSubscriptionId: code,
                providerCustomerId: snapshot.providerCustomerId,
                userId: null,
                plan: snapshot.plan,
                billingCycle: snapshot.billingCycle,
                amount: typeof data.amount === 'number' ? data.amount : 0,
                currency: 'NGN',
                status: 'failed',
                channel: 'card',
                card: cardOf(data.authorization as PaystackAuthorization | undefined),
                paidAt: null,
              },
            });
          }
          return changes;
        }
        case 'refund.processed': {
          const reference = data.transaction_reference;
          return typeof reference === 'string'
            ? [{ kind: 'refund', refund: { provider: 'paystack', reference } }]
            : [];
        }
        default:
          return [];
      }
    },

    /** The callback (`reference` from Paystack's redirect), checked with transaction/verify. */
    async confirmCheckout(reference: string, userId: string): Promise<BillingChange[] | null> {
      const observedAt = clock.now();
      const tx = await verify(reference);
      if (!tx) return null;
      if (metadataOf(tx.metadata).userId !== userId) return null;
      return changesForTransaction(tx, observedAt);
    },

    async cancelAtPeriodEnd(ref: SubscriptionRef): Promise<SubscriptionSnapshot | null> {
      if (!(await disable(ref))) {
        throw providerUnavailable(
          'Paystack',
          'cancel the subscription',
          'subscription not found at Paystack',
        );
      }
      // Disabled: no further charges. Access runs to the end of the period we hold.
      return null;
    },

    async cancelNow(ref: SubscriptionRef): Promise<void> {
      await disable(ref);
    },

    async refund(payment: PaymentRef): Promise<void> {
      try {
        await api.refund(payment.reference);
      } catch (error) {
        if (error instanceof PaystackApiError && /fully reversed|already.*refund/i.test(error.message))
          return;
        throw providerUnavailable('Paystack', 'refund the payment', error);
      }
    },
  };
}
