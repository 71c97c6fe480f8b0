import type { BillingCycle, BillingProvider, CardInfo, PaidPlanId } from '@shelfwise/contract';
import type { SubscriptionState } from '../../db/schema/billing.ts';

/**
 * What the providers tell us, in one shape. Each provider's events (and the sandbox's Pay button,
 * and the return from a checkout) are turned into a list of these changes and applied by
 * `applyChanges` in one transaction: one code path whatever the source.
 */

/** A provider subscription as the provider has it now (read from the provider, not from an old event). */
export interface SubscriptionSnapshot {
  provider: BillingProvider;
  /** Null for a Paystack subscription whose code is not known yet (subscription.create comes later). */
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  providerPlanCode?: string | null;
  providerEmailToken?: string | null;
  /** From the checkout's metadata; null when only the customer is known (found through our rows). */
  userId: string | null;
  plan: PaidPlanId;
  billingCycle: BillingCycle;
  status: SubscriptionState;
  /** Null: the provider does not say (Paystack's non-renewing subscriptions); keep the one we have. */
  currentPeriodEnd: Date | null;
  cancelAtPeriodEnd: boolean;
  /**
   * With `status: 'canceled'`: whether a subscription cancelled at period end keeps the rest of its
   * paid period all the same. Paystack marks a subscription it stopped renewing `complete` before
   * that period is over, so its snapshots say true. Stripe calls a subscription canceled only once
   * it is over (`customer.subscription.deleted`, e.g. cancelled at once from its dashboard), so its
   * snapshots leave it out: the plan ends when that arrives.
   */
  honoursPaidPeriod?: boolean;
  /**
   * When this state was read from the provider: the app's clock just before the read began (a read
   * that starts after a change sees it). A snapshot older than the one a subscription row holds is
   * ignored, so events applied late or at the same time never put an older state back.
   */
  observedAt: Date;
}

/** Money taken (or a failed attempt), unique on its reference. */
export interface PaymentRecord {
  provider: BillingProvider;
  reference: string;
  providerPaymentId: string | null;
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  userId: string | null;
  /** Null when the provider does not say (a Paystack renewal): the subscription's own is used. */
  plan: PaidPlanId | null;
  billingCycle: BillingCycle | null;
  /** Minor units. */
  amount: number;
  currency: string;
  status: 'success' | 'failed';
  channel: string;
  card: CardInfo | null;
  paidAt: Date | null;
}

export interface RefundRecord {
  provider: BillingProvider;
  /** Our payment's reference, or the provider's payment id (Stripe `charge.refunded` names the PaymentIntent). */
  reference?: string;
  providerPaymentId?: string;
}

export type BillingChange =
  | { kind: 'subscription'; snapshot: SubscriptionSnapshot }
  | { kind: 'payment'; payment: PaymentRecord }
  | { kind: 'refund'; refund: RefundRecord };

/** A verified provider event, ready to apply once. */
export interface ProviderEvent {
  provider: BillingProvider;
  /** Stripe `evt_…`; Paystack sends none, so a digest of the signed body. */
  eventId: string;
  type: string;
}

/** The user a checkout is for. */
export interface CheckoutCustomer {
  id: string;
  email: string;
  name: string;
  /** The provider customer of an earlier subscription, reused so the card on file carries over. */
  providerCustomerId: string | null;
}

export interface CheckoutRequest {
  customer: CheckoutCustomer;
  plan: PaidPlanId;
  billingCycle: BillingCycle;
}

/** What a provider needs to act on one of our subscriptions. */
export interface SubscriptionRef {
  providerSubscriptionId: string | null;
  providerCustomerId: string | null;
  providerPlanCode: string | null;
  providerEmailToken: string | null;
}

/** What a provider needs to refund one of our payments. */
export interface PaymentRef {
  id: string;
  reference: string;
  providerPaymentId: string | null;
}

/** The provider side of a subscription, the same for every provider. */
export interface SubscriptionGateway {
  /** Stops renewal; the answer is the provider's new state (null: keep ours, with the flag set). */
  cancelAtPeriodEnd(ref: SubscriptionRef): Promise<SubscriptionSnapshot | null>;
  /** No further charges, now; one already over counts as done. */
  cancelNow(ref: SubscriptionRef): Promise<void>;
  refund(payment: PaymentRef): Promise<void>;
}
