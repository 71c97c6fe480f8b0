import type { PricingRegion } from '@shelfwise/contract';
import { useVisitRegion } from './visit-region.ts';

/**
 * The region a signed-in reader is priced and pays in: the account's own choice (kept at sign-up,
 * changed in Settings), else the visit's decision. Null while the visit's is still being made.
 */
export function useCheckoutRegion(accountRegion: PricingRegion | null): PricingRegion | null {
  const visit = useVisitRegion();
  return accountRegion ?? visit;
}
