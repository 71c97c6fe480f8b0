import type { SubscriptionStatusResponse } from '@shelfwise/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { useStatusChange } from './invalidate.ts';

/** `DELETE /api/payments/cancel`: renewal stops; the plan lasts to the end of the paid period. */
export const cancelSubscription = () =>
  apiFetch<SubscriptionStatusResponse>('/api/payments/cancel', {
    method: 'DELETE',
    fallbackMessage: t('error.cancelSubscription'),
  });

export const useCancelSubscription = () => useStatusChange(cancelSubscription);
