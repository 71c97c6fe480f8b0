import {
  ALREADY_SUBSCRIBED_MESSAGE,
  type CheckoutStartInput,
  type CheckoutStartResponse,
  type ConfirmPaymentBody,
  type ConfirmPaymentResponse,
  type checkoutBodySchema,
  type PaymentProvider,
  type PaymentProviders,
  type PlanId,
  providerForRegion,
  REFUND_WINDOW_DAYS,
  type SubscriptionStatusResponse,
} from '@shelfwise/contract';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { transaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import { AppError, badRequest, conflict, notFound } from '../../http/errors.ts';
import type { AuditRecorder } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ActivityService } from '../activity/index.ts';
import type { AuthService } from '../auth/index.ts';
import { createChangeApplier, grantsPlan, type Outcome, paidPlanOf } from './billing.apply.ts';
import { createBillingGateways } from './billing.gateways.ts';
import * as repo from './billing.repository.ts';
import { revenueSummary } from './billing.revenue.ts';
import { createSubscriptionPage } from './billing.status.ts';
import { createTestMode } from './billing.test-mode.ts';
import type { BillingChange, CheckoutRequest, ProviderEvent, SubscriptionSnapshot } from './billing.types.ts';

type CheckoutBody = z.output<typeof checkoutBodySchema>;

const DAY_MS = 24 * 60 * 60 * 1000;
const _PAYMENT_HISTORY_LIMIT = 100;
const EXPIRY_BATCH = 100;

/** A subscription started while the account was being deleted: it was not cancelled, so nothing is deleted. */
export const DELETION_RACED_MESSAGE =
  'A subscription started while your account was being deleted, so your account was not deleted. Please try again.';

export interface BillingServiceDeps {
  db: Database;
  config: Config;
  clock: Clock;
  log: Logger;
  auth: Pick<AuthService, 'lockAccount' | 'setPlan' | 'findPaymentRegion' | 'updateProfile'>;
  activity: Pick<ActivityService, 'record'>;
  audit: AuditRecorder;
}

export type BillingService = ReturnType<typeof createBillingService>;

export function createBillingService(deps: BillingServiceDeps) {
  const { db, config, clock, log, auth, activity, audit } = deps;
  const now = () => clock.now();
  const subscriptionUrl = `${config.APP_URL}/dashboard/subscription`;

  const gateways = createBillingGateways({ config, clock, log });
  const { status, receipt } = createSubscriptionPage({ db, config, now });
  const { stripe, paystack, modes, gatewayFor, unavailable } = gateways;
  const { applyChanges, endSubscription } = createChangeApplier({
    clock,
    log,
    subscriptionUrl,
    auth,
    activity,
    audit,
  });

  /**
   * Tells providers about subscriptions we ended (a plan change): after the commit, so a provider's
   * own "ended" event finds them ended already. A failure is retried by `retryProviderCancellations`.
   */
  async function cancelAtProviders(ids: string[]) {
    for (const id of ids) {
      const row = await repo.findSubscriptionById(db, id);
      if (!row || row.provider === 'sandbox' || !row.providerCancelDueAt) continue;
      try {
        await gatewayFor(row.provider).cancelNow(row);
        await repo.updateSubscription(db, id, { providerCancelDueAt: null });
      } catch (error) {
        log.warn(
          { err: error, subscription: id },
          'billing: could not cancel an ended subscription at its provider; will retry',
        );
      }
    }
  }

  /** Applies changes with no provider event behind them (a return from checkout, our own actions). */
  async function applyDirect(changes: BillingChange[]): Promise<void> {
    const outcome = await transaction(db, (tx) => applyChanges(tx, changes));
    await cancelAtProviders(outcome.toCancelAtProvider);
  }

  /**
   * A provider event, applied once: its row and its effect commit together; a repeat (even a
   * concurrent one) finds the row and changes nothing. The caller answers 2xx only after this.
   */
  async function applyEvent(
    event: ProviderEvent,
    load: () => Promise<BillingChange[]>,
  ): Promise<'applied' | 'duplicate'> {
    if (await repo.isEventProcessed(db, event.provider, event.eventId)) return 'duplicate';
    const changes = await load();
    const outcome = await transaction(db, async (tx) => {
      const claimed = await repo.claimEvent(tx, { ...event, processedAt: now() });
      return claimed ? applyChanges(tx, changes) : null;
    });
    if (!outcome) return 'duplicate';
    await cancelAtProviders(outcome.toCancelAtProvider);
    return 'applied';
  }

  async function checkoutRequest(
    user: AuthUser,
    body: CheckoutBody,
    provider: PaymentProvider,
  ): Promise<CheckoutRequest> {
    // Someone else's id is not found, as everywhere else.
    if (body.userId !== user.id) throw notFound('User');
    const live = await repo.findLiveSubscription(db, user.id);
    if (
      live &&
      grantsPlan(live.status) &&
      live.plan === body.plan &&
      live.billingCycle === body.billingCycle
    ) {
      throw badRequest(ALREADY_SUBSCRIBED_MESSAGE);
    }
    return {
      customer: {
        id: user.id,
        email: user.email,
        name: user.name,
        providerCustomerId: (await repo.findCustomerIdOfUser(db, provider, user.id)) ?? null,
      },
      plan: body.plan,
      billingCycle: body.billingCycle,
    };
  }

  const testMode = createTestMode({ db, config, now, gateways, applyEvent });
  const { checkoutUrl: testCheckoutUrl, ...testModeOperations } = testMode;

  async function startStripeCheckout(user: AuthUser, body: CheckoutBody): Promise<{ url: string }> {
    const request = await checkoutRequest(user, body, 'stripe');
    if (modes.stripe === 'unavailable') throw unavailable('stripe');
    if (!stripe) return { url: testCheckoutUrl(request, 'stripe') };
    return { url: await stripe.createCheckout(request) };
  }

  async function startPaystackCheckout(
    user: AuthUser,
    body: CheckoutBody,
  ): Promise<{ authorization_url: string; reference: string }> {
    const request = await checkoutRequest(user, body, 'paystack');
    if (modes.paystack === 'unavailable') throw unavailable('paystack');
    if (!paystack) {
      const url = testCheckoutUrl(request, 'paystack');
      return { authorization_url: url, reference: new URL(url).searchParams.get('session') ?? '' };
    }
    const { url, reference } = await paystack.createCheckout(request);
    return { authorization_url: url, reference };
  }

  return {
    // TEST MODE: whether it is on, its session and its Pay / Decline / Cancel (billing.test-mode.ts).
    ...testModeOperations,

    /** How each provider takes payments here (`GET /api/payments/providers`). */
    providerModes: (): PaymentProviders => ({ ...modes }),

    status,
    receipt,

    /**
     * `POST /api/payments/checkout`: the provider follows the account's payment region (Paystack in
     * naira for 'nigeria', Stripe in dollars otherwise), never the page's guess; an account that has
     * none yet keeps the region the page decided for the visit (`region`), or dollars without one.
     */
    async startCheckout(user: AuthUser, body: CheckoutStartInput): Promise<CheckoutStartResponse> {
      if (body.userId !== user.id) throw notFound('User');
      let region = await auth.findPaymentRegion(user.id);
      if (!region) {
        region = body.region ?? 'international';
        await auth.updateProfile(db, user.id, { paymentRegion: region });
      }
      const provider = providerForRegion[region];
      const checkout = { userId: body.userId, plan: body.plan, billingCycle: body.billingCycle };
      if (provider === 'paystack') {
        const { authorization_url } = await startPaystackCheckout(user, checkout);
        return { provider, url: authorization_url };
      }
      const { url } = await startStripeCheckout(user, checkout);
      return { provider, url };
    },

    startStripeCheckout,

    startPaystackCheckout,

    async handleStripeWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<'applied' | 'duplicate'> {
      if (!stripe) throw new WebhookNotConfigured('Stripe');
      const event = stripe.verifyWebhook(rawBody, signature);
      return applyEvent(stripe.eventOf(event), () => stripe.changesFor(event));
    },

    async handlePaystackWebhook(
      rawBody: Buffer,
      signature: string | undefined,
    ): Promise<'applied' | 'duplicate'> {
      if (!paystack) throw new WebhookNotConfigured('Paystack');
      const webhook = paystack.verifyWebhook(rawBody, signature);
      return applyEvent(paystack.eventOf(rawBody, webhook), () => paystack.changesFor(webhook));
    },

    /**
     * The browser is back from a provider: ask the provider (never the query string) whether it is
     * paid, and apply it now, so the plan shows at once even before the webhook comes.
     */
    async confirmReturn(user: AuthUser, body: ConfirmPaymentBody): Promise<ConfirmPaymentResponse> {
      let changes: BillingChange[] | null;
      if (body.provider === 'sandbox') {
        const payment = await repo.findPaymentOfUser(db, user.id, body.reference);
        if (!payment) throw notFound('Payment');
        changes = [];
      } else {
        const gateway = body.provider === 'stripe' ? stripe : paystack;
        if (!gateway) throw notFound('Payment');
        changes = await gateway.confirmCheckout(body.reference, user.id);
        if (changes === null) throw notFound('Payment');
        if (changes.length > 0) await applyDirect(changes);
      }
      const live = await repo.findLiveSubscription(db, user.id);
      const paid = body.provider === 'sandbox' || changes.length > 0;
      return {
        result: paid && live && grantsPlan(live.status) ? 'paid' : 'pending',
        plan: live && grantsPlan(live.status) ? live.plan : 'free',
      };
    },

    /** Stops renewal at the provider; the plan lasts to the end of the paid period (then `expireEndedSubscriptions`). */
    async cancel(user: AuthUser): Promise<SubscriptionStatusResponse> {
      const live = await repo.findLiveSubscription(db, user.id);
      if (!live || !grantsPlan(live.status)) throw badRequest('You have no active subscription to cancel.');
      if (!live.cancelAtPeriodEnd) {
        const observedAt = now();
        const state = await gatewayFor(live.provider).cancelAtPeriodEnd(live);
        const snapshot: SubscriptionSnapshot = {
          provider: live.provider,
          providerSubscriptionId: live.providerSubscriptionId,
          providerCustomerId: live.providerCustomerId,
          userId: user.id,
          plan: state?.plan ?? paidPlanOf(live.plan),
          billingCycle: state?.billingCycle ?? live.billingCycle,
          status: state?.status === 'canceled' ? live.status : (state?.status ?? live.status),
          currentPeriodEnd: state?.currentPeriodEnd ?? live.currentPeriodEnd,
          // The provider agreed to stop renewing; its answer may lag behind.
          cancelAtPeriodEnd: true,
          observedAt: state?.observedAt ?? observedAt,
        };
        await applyDirect([{ kind: 'subscription', snapshot }]);
      }
      return status(user);
    },

    /**
     * The 7-day money-back guarantee: refunds the first payment through the provider, ends the
     * subscription now (plan back to free) and records the refund.
     */
    async refund(user: AuthUser): Promise<SubscriptionStatusResponse> {
      const live = await repo.findLiveSubscription(db, user.id);
      const first = live ? await repo.findFirstPaymentOfSubscription(db, live.id) : undefined;
      const within =
        first?.status === 'success' &&
        first.paidAt !== null &&
        now().getTime() - first.paidAt.getTime() < REFUND_WINDOW_DAYS * DAY_MS;
      if (!live || !first || !within) {
        throw badRequest(
          `A refund is available within ${REFUND_WINDOW_DAYS} days of your first payment; this subscription is past that.`,
        );
      }
      const gateway = gatewayFor(live.provider);
      await gateway.refund(first);
      const outcome = await transaction(db, async (tx) => {
        const result = await applyChanges(tx, [
          { kind: 'refund', refund: { provider: first.provider, reference: first.reference } },
        ]);
        const account = await auth.lockAccount(tx, user.id);
        const row = await repo.lockSubscription(tx, live.id);
        if (account && row && row.status !== 'canceled') {
          await endSubscription(tx, row, account, { tellProvider: true }, result);
        }
        return result;
      });
      await cancelAtProviders(outcome.toCancelAtProvider);
      // The paid plan is over; a complimentary plan, if any, is what the account keeps.
      return status({ ...user, plan: user.complimentaryPlan ?? 'free' });
    },

    /**
     * The scheduled job: subscriptions whose paid period is over and that will not renew (cancelled
     * ones, and test mode's) end, and their users move to free with every book kept.
     */
    async expireEndedSubscriptions(at: Date = now()): Promise<number> {
      const due = await repo.findEndedSubscriptions(db, at, EXPIRY_BATCH);
      let ended = 0;
      for (const { id, userId } of due) {
        const outcome = await transaction(db, async (tx) => {
          const result: Outcome = { toCancelAtProvider: [] };
          const user = await auth.lockAccount(tx, userId);
          const row = await repo.lockSubscription(tx, id);
          // Another instance, or a provider event, may have got there first.
          if (!user || !row || row.status === 'canceled' || row.currentPeriodEnd > at) return null;
          if (!row.cancelAtPeriodEnd && row.provider !== 'sandbox') return null;
          await endSubscription(tx, row, user, { tellProvider: false }, result);
          return result;
        });
        if (outcome) ended++;
      }
      return ended;
    },

    /** The scheduled retry of provider cancellations that failed right after a plan change or refund. */
    async retryProviderCancellations(): Promise<void> {
      await cancelAtProviders(await repo.findPendingProviderCancellations(db, EXPIRY_BATCH));
    },

    /**
     * Account deletion: no provider may charge a deleted account, so its subscriptions are cancelled
     * at their providers first, before the deletion's transaction opens (a provider call never runs
     * inside one). A provider that does not answer stops the deletion. The answer is the check the
     * deletion runs inside its transaction, under the account's row lock: a subscription that came
     * in meanwhile (a checkout paid between the cancel and the delete) was not cancelled, so the
     * deletion stops with 409 and is tried again.
     */
    async cancelBeforeAccountDeletion(userId: string): Promise<(tx: Transaction) => Promise<void>> {
      const open = await repo.findSubscriptionsToCancelForUser(db, userId);
      for (const row of open) {
        try {
          await gatewayFor(row.provider).cancelNow(row);
        } catch (error) {
          log.warn(
            { err: error, subscription: row.id },
            'billing: could not cancel a subscription before account deletion',
          );
          throw new AppError(
            503,
            'SERVICE_UNAVAILABLE',
            'We could not cancel your subscription with the payment provider, so your account was not deleted. Please try again in a few minutes.',
          );
        }
      }
      const cancelled = new Set(open.map((row) => row.id));
      return async (tx) => {
        const now = await repo.findSubscriptionsToCancelForUser(tx, userId);
        if (now.some((row) => !cancelled.has(row.id))) throw conflict(DELETION_RACED_MESSAGE);
      };
    },

    /** The plan the user pays for now (free without a subscription that gives one). */
    async paidPlanOf(executor: Executor, userId: string): Promise<PlanId> {
      const live = await repo.findLiveSubscription(executor, userId);
      return live && grantsPlan(live.status) ? live.plan : 'free';
    },

    /** For the admin overview: subscriptions by plan and the monthly recurring revenue (billing.revenue.ts). */
    revenueSummary: () => revenueSummary(db),

    /** For tests and tools: applies provider-neutral changes as a webhook would, without an event row. */
    applyChanges: applyDirect,
  };
}

/** A webhook for a provider this server has no keys for: nothing can be verified, so 400. */
export class WebhookNotConfigured extends Error {
  constructor(provider: string) {
    super(`${provider} is not configured on this server`);
    this.name = 'WebhookNotConfigured';
  }
}
