import {
  APP_NAME,
  APP_VERSION,
  type BillingCycle,
  type CardInfo,
  type PaidPlanId,
  plans,
  priceInMinorUnits,
} from '@shelfwise/contract';
import Stripe from 'stripe';
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
  parseCycle,
  parsePaidPlan,
  providerCall,
  providerUnavailable,
  toCardInfo,
  WebhookRejected,
} from './gateway-support.ts';

/**
 * Stripe through its official SDK. The API version is pinned so a new SDK cannot change the shapes
 * we read; the host comes from STRIPE_API_BASE so tests talk to a loopback fake with the same SDK.
 */
export const STRIPE_API_VERSION = '2026-10-28.endive';

export interface StripeGatewayDeps {
  secretKey: string;
  webhookSecret: string;
  apiBase: string;
  appUrl: string;
  clock: Clock;
  /** Dashboard price ids per plan and cycle; absent ones are sent inline as `price_data`. */
  prices: Partial<Record<`${PaidPlanId}:${BillingCycle}`, string>>;
}

export type StripeGateway = ReturnType<typeof createStripeGateway>;

/** Stripe's own default tolerance (`Webhook.DEFAULT_TOLERANCE`), in seconds, used both ways. */
const STRIPE_SIGNATURE_TOLERANCE_S = 300;

/** The `t=` of a `Stripe-Signature` header (`t=…,v1=…`): when Stripe signed it, in seconds. */
function signedTimestampOf(header: string): number | null {
  for (const part of header.split(',')) {
    const [key, value] = part.split('=');
    if (key?.trim() === 't' && value && /^\d+$/.test(value.trim())) return Number(value.trim());
  }
  return null;
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

function stateOf(status: Stripe.Subscription.Status): SubscriptionSnapshot['status'] | null {
  switch (status) {
    case 'active':
    case 'trialing':
      return 'active';
    case 'past_due':
      return 'past_due';
    case 'unpaid':
    case 'paused':
      return 'unpaid';
    case 'canceled':
    case 'incomplete_expired':
      return 'canceled';
    default:
      // incomplete: the first payment has not gone through; invoice.paid will bring it.
      return null;
  }
}

/** Our view of a Stripe subscription, or null when it is not one of ours (no plan metadata) or not paid yet. */
export function snapshotOfStripeSubscription(
  sub: Stripe.Subscription,
  observedAt: Date,
): SubscriptionSnapshot | null {
  const meta = sub.metadata ?? {};
  const plan = parsePaidPlan(meta.plan);
  const items = sub.items?.data ?? [];
  const interval = items[0]?.price?.recurring?.interval;
  const cycle =
    parseCycle(meta.billingCycle) ?? (interval === 'year' ? 'yearly' : interval ? 'monthly' : null);
  const status = stateOf(sub.status);
  if (!plan || !cycle || !status) return null;
  // Since API 2025-03-31 the period lives on each item; a subscription of one item has one period.
  const periodEnd = Math.max(0, ...items.map((item) => item.current_period_end ?? 0));
  return {
    provider: 'stripe',
    providerSubscriptionId: sub.id,
    providerCustomerId: idOf(sub.customer),
    userId: typeof meta.userId === 'string' && meta.userId ? meta.userId : null,
    plan,
    billingCycle: cycle,
    status,
    currentPeriodEnd: new Date((periodEnd || sub.ended_at || sub.created) * 1000),
    cancelAtPeriodEnd: sub.cancel_at_period_end || sub.cancel_at !== null,
    observedAt,
  };
}

function cardOf(charge: Stripe.Charge | null): CardInfo | null {
  const card = charge?.payment_method_details?.card;
  if (!card) return null;
  return toCardInfo({
    brand: card.brand,
    last4: card.last4,
    expMonth: card.exp_month,
    expYear: card.exp_year,
  });
}

export function createStripeGateway(deps: StripeGatewayDeps) {
  const { appUrl, clock, prices, webhookSecret } = deps;
  const base = new URL(deps.apiBase);
  const isHttp = base.protocol === 'http:';
  const stripe = new Stripe(deps.secretKey, {
    apiVersion: STRIPE_API_VERSION,
    host: base.hostname,
    port: base.port ? Number(base.port) : isHttp ? 80 : 443,
    protocol: isHttp ? 'http' : 'https',
    maxNetworkRetries: 2,
    timeout: 20_000,
    telemetry: false,
    appInfo: { name: APP_NAME, version: APP_VERSION },
  });

  /** Every SDK failure becomes a 502 a person can act on; the cause goes to the log. */
  const call = providerCall('Stripe');

  const isMissing = (error: unknown) =>
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing';

  /** Stripe's subscription now; null when Stripe no longer knows it. */
  async function retrieveSubscription(id: string): Promise<Stripe.Subscription | null> {
    try {
      return await stripe.subscriptions.retrieve(id);
    } catch (error) {
      if (isMissing(error)) return null;
      throw providerUnavailable('Stripe', 'read the subscription', error);
    }
  }

  async function readSubscription(id: string): Promise<SubscriptionSnapshot | null> {
    const observedAt = clock.now();
    const sub = await retrieveSubscription(id);
    return sub ? snapshotOfStripeSubscription(sub, observedAt) : null;
  }

  /** The card behind an invoice: invoice → its payment → PaymentIntent → latest charge. */
  async function paymentDetailsOf(
    invoiceId: string,
  ): Promise<{ intentId: string | null; card: CardInfo | null }> {
    const list = await call('read the invoice payment', () =>
      stripe.invoicePayments.list({ invoice: invoiceId, limit: 3 }),
    );
    const paid = list.data.find((p) => p.status === 'paid') ?? list.data[0];
    const intentId = idOf(paid?.payment.payment_intent);
    if (!intentId) return { intentId: null, card: null };
    const intent = await call('read the payment', () =>
      stripe.paymentIntents.retrieve(intentId, { expand: ['latest_charge'] }),
    );
    const charge = typeof intent.latest_charge === 'object' ? intent.latest_charge : null;
    return { intentId, card: cardOf(charge) };
  }

  async function paymentOfInvoice(
    invoice: Stripe.Invoice,
    snapshot: SubscriptionSnapshot,
    status: PaymentRecord['status'],
  ): Promise<PaymentRecord> {
    const details =
      status === 'success' ? await paymentDetailsOf(invoice.id) : { intentId: null, card: null };
    const paidAt = invoice.status_transitions?.paid_at;
    return {
      provider: 'stripe',
      reference: invoice.id,
      providerPaymentId: details.intentId,
      providerSubscriptionId: snapshot.providerSubscriptionId,
      providerCustomerId: idOf(invoice.customer),
      userId: snapshot.userId,
      plan: snapshot.plan,
      billingCycle: snapshot.billingCycle,
      amount: status === 'success' ? invoice.amount_paid : invoice.amount_due,
      currency: invoice.currency.toUpperCase(),
      status,
      channel: 'card',
      card: details.card,
      paidAt: status === 'success' ? new Date((paidAt ?? invoice.created) * 1000) : null,
    };
  }

  const subscriptionOfInvoice = (invoice: Stripe.Invoice) =>
    idOf(invoice.parent?.subscription_details?.subscription);

  const withSnapshot = (snapshot: SubscriptionSnapshot | null): BillingChange[] =>
    snapshot ? [{ kind: 'subscription', snapshot }] : [];

  return {
    provider: 'stripe' as const,

    /** A Checkout Session for a recurring USD price; the answer is the page to send the browser to. */
    async createCheckout({ customer, plan, billingCycle }: CheckoutRequest): Promise<string> {
      const metadata = { userId: customer.id, plan, billingCycle };
      const priceId = prices[`${plan}:${billingCycle}`];
      const lineItem: Stripe.Checkout.SessionCreateParams.LineItem = priceId
        ? { price: priceId, quantity: 1 }
        : {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: priceInMinorUnits(plan, 'international', billingCycle),
              recurring: { interval: billingCycle === 'yearly' ? 'year' : 'month' },
              product_data: { name: `${APP_NAME} ${plans[plan].title} (${billingCycle})` },
            },
          };
      const session = await call('start the checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [lineItem],
          client_reference_id: customer.id,
          ...(customer.providerCustomerId
            ? { customer: customer.providerCustomerId }
            : { customer_email: customer.email }),
          metadata,
          subscription_data: { metadata },
          success_url: `${appUrl}/dashboard?subscribed=true&plan=${plan}&provider=stripe&reference={CHECKOUT_SESSION_ID}`,
          cancel_url: `${appUrl}/subscriptions?payment_status=cancelled&plan=${plan}`,
        }),
      );
      if (!session.url) throw providerUnavailable('Stripe', 'start the checkout', 'no session url');
      return session.url;
    },

    /**
     * `constructEvent` on the raw bytes, with the default tolerance, measured on the app's clock.
     * The SDK refuses a signature older than its tolerance but accepts any in the future; one
     * signed more than the same 5 minutes ahead of our clock is refused here too.
     */
    verifyWebhook(rawBody: Buffer, signature: string | undefined): Stripe.Event {
      if (!signature) throw new WebhookRejected('Missing Stripe-Signature header');
      const now = clock.now().getTime();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          webhookSecret,
          STRIPE_SIGNATURE_TOLERANCE_S,
          undefined,
          now,
        );
      } catch (error) {
        throw new WebhookRejected(`Invalid Stripe signature: ${(error as Error).message}`);
      }
      const signedAt = signedTimestampOf(signature);
      if (signedAt === null || signedAt * 1000 - now > STRIPE_SIGNATURE_TOLERANCE_S * 1000) {
        throw new WebhookRejected('Invalid Stripe signature: the timestamp lies in the future');
      }
      return event;
    },

    eventOf(event: Stripe.Event): ProviderEvent {
      return { provider: 'stripe', eventId: event.id, type: event.type };
    },

    /**
     * What an event means for us. Where order matters the subscription is read again from Stripe,
     * so a late or repeated event applies today's state, never its own stale copy.
     */
    async changesFor(event: Stripe.Event): Promise<BillingChange[]> {
      switch (event.type) {
        case 'checkout.session.completed':
        case 'checkout.session.async_payment_succeeded': {
          const session = event.data.object;
          const subId = idOf(session.subscription);
          if (session.mode !== 'subscription' || session.payment_status !== 'paid' || !subId) return [];
          return withSnapshot(await readSubscription(subId));
        }
        case 'invoice.paid':
        case 'invoice.payment_failed': {
          const invoice = event.data.object;
          const subId = subscriptionOfInvoice(invoice);
          if (!subId) return [];
          const snapshot = await readSubscription(subId);
          if (!snapshot) return [];
          const status = event.type === 'invoice.paid' ? 'success' : 'failed';
          return [
            { kind: 'subscription', snapshot },
            { kind: 'payment', payment: await paymentOfInvoice(invoice, snapshot, status) },
          ];
        }
        case 'customer.subscription.created':
        case 'customer.subscription.updated':
        case 'customer.subscription.deleted': {
          const sub = event.data.object;
          // A subscription Stripe no longer knows is over, whatever the event carried.
          const observedAt = clock.now();
          const current = (await retrieveSubscription(sub.id)) ?? { ...sub, status: 'canceled' as const };
          return withSnapshot(snapshotOfStripeSubscription(current, observedAt));
        }
        case 'charge.refunded': {
          const charge = event.data.object;
          const intentId = idOf(charge.payment_intent);
          // Only a full refund marks the payment refunded; a partial one leaves it paid.
          if (!charge.refunded || !intentId) return [];
          return [{ kind: 'refund', refund: { provider: 'stripe', providerPaymentId: intentId } }];
        }
        default:
          return [];
      }
    },

    /**
     * The return from Checkout (`reference` is the session id): asks Stripe whether it is paid, so
     * the plan shows at once even before the webhook arrives. Someone else's session is not found.
     */
    async confirmCheckout(sessionId: string, userId: string): Promise<BillingChange[] | null> {
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.retrieve(sessionId);
      } catch (error) {
        if (isMissing(error)) return null;
        throw providerUnavailable('Stripe', 'confirm the payment', error);
      }
      if (session.client_reference_id !== userId && session.metadata?.userId !== userId) return null;
      const subId = idOf(session.subscription);
      if (session.status !== 'complete' || session.payment_status !== 'paid' || !subId) return [];
      const observedAt = clock.now();
      const sub = await call('read the subscription', () =>
        stripe.subscriptions.retrieve(subId, { expand: ['latest_invoice'] }),
      );
      const snapshot = snapshotOfStripeSubscription(sub, observedAt);
      if (!snapshot) return [];
      const changes: BillingChange[] = [{ kind: 'subscription', snapshot }];
      const invoice = typeof sub.latest_invoice === 'object' ? sub.latest_invoice : null;
      if (invoice?.status === 'paid') {
        changes.push({ kind: 'payment', payment: await paymentOfInvoice(invoice, snapshot, 'success') });
      }
      return changes;
    },

    /** Stops renewal; access lasts to the end of the paid period. Answers Stripe's new state. */
    async cancelAtPeriodEnd(ref: SubscriptionRef): Promise<SubscriptionSnapshot | null> {
      const id = ref.providerSubscriptionId;
      if (!id) throw providerUnavailable('Stripe', 'cancel the subscription', 'no subscription id recorded');
      const observedAt = clock.now();
      const sub = await call('cancel the subscription', () =>
        stripe.subscriptions.update(id, { cancel_at_period_end: true }),
      );
      return snapshotOfStripeSubscription(sub, observedAt);
    },

    /** Ends it now (plan change, refund, account deletion); one already gone counts as ended. */
    async cancelNow(ref: SubscriptionRef): Promise<void> {
      if (!ref.providerSubscriptionId) return;
      try {
        await stripe.subscriptions.cancel(ref.providerSubscriptionId);
      } catch (error) {
        if (isMissing(error)) return;
        throw providerUnavailable('Stripe', 'cancel the subscription', error);
      }
    },

    async refund(payment: PaymentRef): Promise<void> {
      const intent = payment.providerPaymentId;
      if (!intent) throw providerUnavailable('Stripe', 'refund the payment', 'no PaymentIntent recorded');
      try {
        await stripe.refunds.create(
          {
            payment_intent: intent,
            reason: 'requested_by_customer',
            metadata: { reference: payment.reference },
          },
          { idempotencyKey: `refund-${payment.id}` },
        );
      } catch (error) {
        // Asked again after a refund went through: the money is back already.
        if (
          error instanceof Stripe.errors.StripeInvalidRequestError &&
          error.code === 'charge_already_refunded'
        )
          return;
        throw providerUnavailable('Stripe', 'refund the payment', error);
      }
    },
  };
}
