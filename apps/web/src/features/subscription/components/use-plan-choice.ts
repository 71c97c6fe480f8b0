import type { BillingCycle, PlanId } from '@shelfwise/contract';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';

/**
 * Where choosing a plan leads: a paid plan to the 'Confirm your Plan' step; Free to the library (or,
 * for a paying user, to the Subscription page, where the paid plan is cancelled).
 */
export function usePlanChoice(currentPlan: PlanId, from?: 'subscription') {
  const navigate = useNavigate();
  return useCallback(
    (plan: PlanId, cycle: BillingCycle) => {
      if (plan === 'free') {
        void navigate(currentPlan === 'free' ? '/dashboard' : '/dashboard/subscription');
        return;
      }
      // Where it began, so a declined payment is explained there (and not as the sign-up's choice).
      void navigate(`/confirm-plan?plan=${plan}&cycle=${cycle}${from ? `&from=${from}` : ''}`);
    },
    [navigate, currentPlan, from],
  );
}
