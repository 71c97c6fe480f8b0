import type { PaymentProvider, PaymentProviders, PricingRegion } from '@shelfwise/contract';
import { providerForRegion } from '@shelfwise/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** Its own key (not under ['payments']): it does not change when a payment does. */
export const paymentProvidersQueryKey = ['payment-providers'] as const;

/** `GET /api/payments/providers`: how each provider takes payments on this server. */
export const getPaymentProviders = (signal?: AbortSignal) =>
  apiFetch<PaymentProviders>('/api/payments/providers', {
    signal,
    fallbackMessage: t('error.fetchSubscriptionStatus'),
  });

export const paymentProvidersQueryOptions = () =>
  queryOptions({
    queryKey: paymentProvidersQueryKey,
    queryFn: ({ signal }) => getPaymentProviders(signal),
    // Fixed while the server runs.
    staleTime: Number.POSITIVE_INFINITY,
  });

/**
 * The provider that would take a payment in this region when this server does not offer it (no
 * keys, no test mode), else null. Null too while unknown: the checkout itself then answers 503 with
 * the same sentence.
 */
export function useUnavailableProvider(region: PricingRegion | null): PaymentProvider | null {
  const query = useQuery(paymentProvidersQueryOptions());
  if (!region || !query.data) return null;
  const provider = providerForRegion[region];
  return query.data[provider] === 'unavailable' ? provider : null;
}

export const providerName = (provider: PaymentProvider) => (provider === 'stripe' ? 'Stripe' : 'Paystack');
