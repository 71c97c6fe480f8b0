import { type BillingCycle, type PaidPlanId, priceInMinorUnits } from '@shelfwise/contract';
import type { TestApp } from '../harness.ts';
import type { CreatedUser } from './users.ts';

let counter = 0;

export interface CreateSubscriptionOptions {
  plan?: PaidPlanId;
  billingCycle?: BillingCycle;
  /** When the paid period ends; default: a month or a year after the app's clock. */
  periodEnd?: Date;
  cancelAtPeriodEnd?: boolean;
  /** Also record its first payment (default true), paid at the app's clock. */
  withPayment?: boolean;
  /**
   * Who took the money (default the sandbox): Stripe charges the international price in USD,
   * Paystack the Nigerian one in NGN. Applied as their events would be; no provider is called.
   */
  provider?: 'sandbox' | 'stripe' | 'paystack';
}

export interface CreatedSubscription {
  providerSubscriptionId: string;
  /** The reference of its first payment ('' without one). */
  reference: string;
}

/**
 * A subscription of `owner` (test mode unless `provider` says otherwise), applied through the billing service exactly as a
 * provider event would be: the plan moves, the activity and the receipt mail are written.
 */
export async function createSubscription(
  t: TestApp,
  owner: CreatedUser,
  options: CreateSubscriptionOptions = {},
): Promise<CreatedSubscription> {
  const n = ++counter;
  const plan = options.plan ?? 'premium';
  const billingCycle = options.billingCycle ?? 'yearly';
  const now = t.services.clock.now();
  const periodEnd =
    options.periodEnd ??
    new Date(now.getTime() + (billingCycle === 'yearly' ? 365 : 30) * 24 * 60 * 60 * 1000);
  const provider = options.provider ?? 'sandbox';
  const prefix = { sandbox: 'sbx', stripe: 'stripe', paystack: 'paystack' }[provider];
  const region = provider === 'paystack' ? 'nigeria' : 'international';
  const providerSubscriptionId = `${prefix}_sub_factory_${n}_${owner.user.id.slice(0, 8)}`;
  const reference =
    options.withPayment === false ? '' : `${prefix}_factory_${n}_${owner.user.id.slice(0, 8)}`;
  await t.services.billing.applyChanges([
    {
      kind: 'subscription',
      snapshot: {
        provider,
        providerSubscriptionId,
        providerCustomerId: `${prefix}_cus_${owner.user.id}`,
        userId: owner.user.id,
        plan,
        billingCycle,
        status: 'active',
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: options.cancelAtPeriodEnd ?? false,
        observedAt: now,
      },
    },
    ...(reference
      ? [
          {
            kind: 'payment' as const,
            payment: {
              provider,
              reference,
              providerPaymentId: reference,
              providerSubscriptionId,
              providerCustomerId: `${prefix}_cus_${owner.user.id}`,
              userId: owner.user.id,
              plan,
              billingCycle,
              amount: priceInMinorUnits(plan, region, billingCycle),
              currency: region === 'nigeria' ? 'NGN' : 'USD',
              status: 'success' as const,
              channel: 'card',
              card: { cardType: 'Visa', last4: '4242', expMonth: 12, expYear: now.getUTCFullYear() + 3 },
              paidAt: now,
            },
          },
        ]
      : []),
  ]);
  return { providerSubscriptionId, reference };
}
