import { type BillingCycle, type PaidPlanId, priceInMinorUnits } from '@shelfwise/contract';
import type { TestApp } from '../harness.ts';
import type { CreatedUser } from './users.ts';

let counter = 0;

export interface CreatePaymentOptions {
  plan?: PaidPlanId;
  billingCycle?: BillingCycle;
  status?: 'success' | 'failed';
  reference?: string;
}

/** One more test-mode payment of `owner` (a renewal, or a failed attempt), applied through the billing service. */
export async function createPayment(
  t: TestApp,
  owner: CreatedUser,
  options: CreatePaymentOptions = {},
): Promise<string> {
  const n = ++counter;
  const plan = options.plan ?? 'premium';
  const billingCycle = options.billingCycle ?? 'yearly';
  const status = options.status ?? 'success';
  const reference = options.reference ?? `sbx_payment_${n}_${owner.user.id.slice(0, 8)}`;
  await t.services.billing.applyChanges([
    {
      kind: 'payment',
      payment: {
        provider: 'sandbox',
        reference,
        providerPaymentId: reference,
        providerSubscriptionId: null,
        providerCustomerId: null,
        userId: owner.user.id,
        plan,
        billingCycle,
        amount: priceInMinorUnits(plan, 'international', billingCycle),
        currency: 'USD',
        status,
        channel: 'card',
        card: { cardType: 'Mastercard', last4: '4444', expMonth: 1, expYear: 2031 },
        paidAt: status === 'success' ? t.services.clock.now() : null,
      },
    },
  ]);
  return reference;
}
