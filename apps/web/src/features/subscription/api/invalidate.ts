import type { SubscriptionStatusResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { meQueryKey } from '../../auth/index.ts';
import { subscriptionKeys } from './query-keys.ts';

/**
 * After a plan changes (payment return, cancel, refund): the current user and the subscription are
 * read again, so every control that reads the plan (exports, catalog search, recommendation
 * message, reminders, statistics, banners) follows at once, without a reload.
 */
export function useRefreshPlan(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: meQueryKey }),
      queryClient.invalidateQueries({ queryKey: subscriptionKeys.all }),
    ]);
  }, [queryClient]);
}

/** A mutation that answers the new subscription status: it is shown at once, then the plan is re-read. */
export function useStatusChange(mutationFn: () => Promise<SubscriptionStatusResponse>) {
  const queryClient = useQueryClient();
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn,
    onSuccess: async (status) => {
      queryClient.setQueryData(subscriptionKeys.status, status);
      await refreshPlan();
    },
  });
}
