import type { SubscriptionStatusResponse } from '@shelfwise/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { useStatusChange } from './invalidate.ts';

/** `DELETE /api/payments/cancel`: renewal stops; the plan lasts to the end of the paid period. */
export const cancelSubscription = () =>
  apiFetch<SubscriptionStatusResponse>('/api/payments/cancel', {
    method: 'DELETE',
    fallbackMessage: 'Failed to cancel subscription',
  });

export const useCancelSubscription = () => useStatusChange(cancelSubscription);
