import type {
  BillingCycle,
  PaidPlanId,
  PaymentProvider,
  PaystackSubscribeResponse,
  StripeCheckoutResponse,
} from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** 'There was an error processing your payment.' in the language shown. */
export const paymentError = () => t('sub.paymentError');

export interface CheckoutInput {
  userId: string;
  plan: PaidPlanId;
  billingCycle: BillingCycle;
  /** Nigeria pays through Paystack, everyone else through Stripe (spec §7). */
  provider: PaymentProvider;
}

/**
 * `POST /api/paystack/subscribe` or `POST /api/payments/stripe-checkout` → the page to send the
 * browser to (`authorization_url`, `authorizationUrl` or `url`, spec §7).
 */
export async function startCheckout({ provider, ...body }: CheckoutInput): Promise<string> {
  const path = provider === 'paystack' ? '/api/paystack/subscribe' : '/api/payments/stripe-checkout';
  const answer = await apiFetch<
    Partial<StripeCheckoutResponse & PaystackSubscribeResponse & { authorizationUrl: string }>
  >(path, { method: 'POST', body: { ...body }, fallbackMessage: paymentError() });
  const url = answer?.authorization_url ?? answer?.authorizationUrl ?? answer?.url;
  if (!url) throw new ApiError(200, t('sub.noRedirect'));
  return url;
}

/** Starts the checkout and leaves for the provider's page. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (url) => window.location.assign(url),
  });
}
