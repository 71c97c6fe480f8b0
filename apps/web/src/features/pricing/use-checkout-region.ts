import type { PricingRegion } from '@shelfwise/contract';
import { useEffect, useState } from 'react';
import { fetchGeoCountry } from './api/get-geo-country.ts';
import { detectRegionHere } from './detect-region.ts';

/**
 * The region a checkout is priced and paid in (spec §7, §9): the browser's signs first, then the IP
 * country. Unlike the landing page, a lookup that gives no country falls back to Nigeria (naira,
 * Paystack). Null while the lookup runs, so no price is shown that could still change.
 */
export function useCheckoutRegion(): PricingRegion | null {
  const [region, setRegion] = useState<PricingRegion | null>(() => detectRegionHere());

  useEffect(() => {
    if (region) return;
    const controller = new AbortController();
    fetchGeoCountry(controller.signal).then((country) => {
      if (controller.signal.aborted) return;
      setRegion(country === null ? 'nigeria' : country.toUpperCase() === 'NG' ? 'nigeria' : 'international');
    });
    return () => controller.abort();
  }, [region]);

  return region;
}
