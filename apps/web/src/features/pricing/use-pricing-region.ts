import type { PricingRegion } from '@shelfwise/contract';
import { useVisitRegion } from './visit-region.ts';

/**
 * The landing page's pricing region (spec §2/§9): International while the visit's region is being
 * decided, then that decision, the same one the plan pages and checkout use.
 */
export function usePricingRegion(): PricingRegion {
  return useVisitRegion() ?? 'international';
}
