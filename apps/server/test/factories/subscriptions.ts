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
}

export interface CreatedSubscription {
  providerSubscriptionId: string;
  /** The reference of its first payment ('' without one). */
  reference: string;
}

/**
 * A test-mode (sandbox) subscription of `owner`, applied through the billing service exactly as a
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
  const providerSubscriptionId = `sbx_sub_factory_${n}_${owner.user.id.slice(0, 8)}`;
  const reference = options.withPayment === false ? '' : `sbx_factory_${n}_${owner.user.id.slice(0, 8)}`;
  await t.services.billing.applyChanges([
    {
      kind: 'subscription',
      snapshot: {
        provider: 'sandbox',
        providerSubscriptionId,
        providerCustomerId: `sbx_cus_${owner.user.id}`,
        userId: owner.user.id,
        plan,
        billingCycle,
        status: 'active',
        currentPeriodEnd: periodEnd,
        cancelAtPeriodEnd: options.cancelAtPeriodEnd ?? false,
      },
    },
    ...(reference
      ? [
          {
            kind: 'payment' as const,
            payment: {
              provider: 'sandbox' as const,
              reference,
              providerPaymentId: reference,
              providerSubscriptionId,
              providerCustomerId: `sbx_cus_${owner.user.id}`,
              userId: owner.user.id,
              plan,
              billingCycle,
              amount: priceInMinorUnits(plan, 'international', billingCycle),
              currency: 'USD',
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
