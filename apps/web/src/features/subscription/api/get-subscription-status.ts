import type { SubscriptionStatusResponse } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { subscriptionKeys } from './query-keys.ts';

/** `GET /api/payments/status` (spec §7): plan, cycle, status, dates and the payment history. */
export const getSubscriptionStatus = (signal?: AbortSignal) =>
  apiFetch<SubscriptionStatusResponse>('/api/payments/status', {
    signal,
    fallbackMessage: t('error.fetchSubscriptionStatus'),
  });

export const subscriptionStatusQueryOptions = () =>
  queryOptions({ queryKey: subscriptionKeys.status, queryFn: ({ signal }) => getSubscriptionStatus(signal) });

export const useSubscriptionStatus = () => useQuery(subscriptionStatusQueryOptions());
