import type { BillingProvider, PlanId } from '@shelfwise/contract';
import { planIds } from '@shelfwise/contract';

/** What the query of a return from a provider says (spec §4 Session, §8 success messages). */
export type PaymentReturn =
  | { kind: 'success'; plan: PlanId; provider: BillingProvider | null; reference: string | null }
  | { kind: 'failed'; plan: PlanId | null }
  | { kind: 'cancelled'; plan: PlanId | null };

/** The parameters a return brings; all are removed from the address once read. */
export const PAYMENT_RETURN_PARAMS = [
  'subscribed',
  'payment_status',
  'plan',
  'provider',
  'reference',
  'trxref',
  'session_id',
] as const;

const providers: readonly string[] = ['stripe', 'paystack', 'sandbox'];

/**
 * `subscribed=true` or `payment_status=success` with `plan` is a success; Paystack appends
 * `trxref`/`reference` to the callback (tolerated even when glued on with a second '?').
 */
export function readPaymentReturn(search: URLSearchParams): PaymentReturn | null {
  const status = search.get('payment_status')?.split('?')[0];
  const plan = search.get('plan')?.split('?')[0];
  const known = plan && (planIds as readonly string[]).includes(plan) ? (plan as PlanId) : null;
  if (status === 'failed') return { kind: 'failed', plan: known };
  if (status === 'cancelled' || status === 'canceled') return { kind: 'cancelled', plan: known };
  const isSuccess = search.get('subscribed') === 'true' || status === 'success';
  if (!isSuccess || !plan || !(planIds as readonly string[]).includes(plan)) return null;
  const provider = search.get('provider')?.split('?')[0] ?? '';
  const reference = search.get('reference') ?? search.get('trxref') ?? search.get('session_id');
  return {
    kind: 'success',
    plan: plan as PlanId,
    provider: providers.includes(provider) ? (provider as BillingProvider) : null,
    reference: reference || null,
  };
}

/** The same query without the return's parameters (other parameters stay). */
export function withoutPaymentReturn(search: URLSearchParams): string {
  const rest = new URLSearchParams(search);
  for (const name of PAYMENT_RETURN_PARAMS) rest.delete(name);
  // A trxref glued onto another parameter by a second '?' leaves the key 'name?trxref'.
  for (const key of [...rest.keys()]) if (key.includes('?')) rest.delete(key);
  const query = rest.toString();
  return query ? `?${query}` : '';
}
