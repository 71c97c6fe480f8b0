import type { SubscriptionStatusResponse } from '@shelfwise/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { useStatusChange } from './invalidate.ts';

/** `POST /api/payments/refund`: the 7-day money-back guarantee (refund, and the plan ends now). */
export const refundSubscription = () =>
  apiFetch<SubscriptionStatusResponse>('/api/payments/refund', {
    method: 'POST',
    fallbackMessage: t('error.cancelSubscription'),
  });

export const useRefundSubscription = () => useStatusChange(refundSubscription);
