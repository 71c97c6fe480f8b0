import type { BillingCycle, CheckoutStartResponse, PaidPlanId, PricingRegion } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { ApiError, apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** 'There was an error processing your payment.' in the language shown. */
export const paymentError = () => t('sub.paymentError');

export interface CheckoutInput {
  userId: string;
  plan: PaidPlanId;
  billingCycle: BillingCycle;
  /** The visit's region: the server reads it only for an account that has no payment region yet. */
  region: PricingRegion;
}

/** Where a checkout began, so a declined or abandoned payment is explained in its own context. */
export type CheckoutOrigin = 'subscription' | 'plans';
const ORIGIN_KEY = 'shelfwise.checkoutFrom';

export function rememberCheckoutOrigin(origin: CheckoutOrigin): void {
  try {
    sessionStorage.setItem(ORIGIN_KEY, origin);
  } catch {
    // Storage refused: the plan page's wording is used.
  }
}

/** Read once on the way back from the provider, then forgotten. */
export function takeCheckoutOrigin(): CheckoutOrigin | null {
  try {
    const value = sessionStorage.getItem(ORIGIN_KEY);
    sessionStorage.removeItem(ORIGIN_KEY);
    return value === 'subscription' || value === 'plans' ? value : null;
  } catch {
    return null;
  }
}

/**
 * `POST /api/payments/checkout` → the page to send the browser to. The server picks the provider
 * from the account's payment region (Paystack in naira, Stripe in dollars).
 */
export async function startCheckout(body: CheckoutInput): Promise<string> {
  const answer = await apiFetch<CheckoutStartResponse>('/api/payments/checkout', {
    method: 'POST',
    body: { ...body },
    fallbackMessage: paymentError(),
  });
  if (!answer?.url) throw new ApiError(200, t('sub.noRedirect'));
  return answer.url;
}

/** Starts the checkout and leaves for the provider's page. */
export function useStartCheckout() {
  return useMutation({
    mutationFn: startCheckout,
    onSuccess: (url) => window.location.assign(url),
  });
}
