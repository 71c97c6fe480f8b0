import { ALREADY_SUBSCRIBED_MESSAGE, type BillingCycle, type PlanId } from '@shelfwise/contract';

/**
 * Spec §5 Plan selection: the plan and cycle already held cannot be chosen again. The server
 * refuses it too; this says it before a checkout is started.
 */
export function planSelectionProblem(
  current: { plan: PlanId; billingCycle: BillingCycle | null },
  chosen: { plan: PlanId; billingCycle: BillingCycle },
): string | null {
  return current.plan === chosen.plan && current.billingCycle === chosen.billingCycle
    ? ALREADY_SUBSCRIBED_MESSAGE
    : null;
}

/** A cycle from a query parameter; 'annually' is yearly, anything else the default (yearly). */
export function parseCycle(value: string | null | undefined): BillingCycle {
  return value === 'monthly' ? 'monthly' : 'yearly';
}
