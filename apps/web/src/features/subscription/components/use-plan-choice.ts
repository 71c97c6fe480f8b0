import type { BillingCycle, PlanId } from '@shelfwise/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Where choosing a plan leads: a paid plan to the 'Confirm your Plan' step; Free to the library (or,
 * for a paying user, to the Subscription page, where the paid plan is cancelled).
 */
export function usePlanChoice(currentPlan: PlanId) {
  const navigate = useNavigate();
  return useCallback(
    (plan: PlanId, cycle: BillingCycle) => {
      if (plan === 'free') {
        void navigate(currentPlan === 'free' ? '/dashboard' : '/dashboard/subscription');
        return;
      }
      void navigate(`/confirm-plan?plan=${plan}&cycle=${cycle}`);
    },
    [navigate, currentPlan],
  );
}
