import type { BillingCycle, PlanId } from '@shelfwise/contract';
import { t } from '../../../lib/i18n/i18n.ts';

/**
 * Spec §5 Plan selection: the plan and cycle already held cannot be chosen again. The server
 * refuses it too; this says it before a checkout is started.
 */
export function planSelectionProblem(
  current: { plan: PlanId; billingCycle: BillingCycle | null },
  chosen: { plan: PlanId; billingCycle: BillingCycle },
): string | null {
  return current.plan === chosen.plan && current.billingCycle === chosen.billingCycle
    ? t('sub.alreadySubscribed')
    : null;
}

/** A cycle from a query parameter; 'annually' is yearly, anything else the default (yearly). */
export function parseCycle(value: string | null | undefined): BillingCycle {
  return value === 'monthly' ? 'monthly' : 'yearly';
}
