import type { PricingRegion } from '@shelfwise/contract';
import { useEffect, useState } from 'react';
import { fetchGeoCountry } from './api/get-geo-country.ts';
import { detectRegionHere, regionFromCountry } from './detect-region.ts';

/**
 * The pricing region of spec §2/§9: International at first, Nigeria once detected from the
 * browser (time zone, language) or, failing that, from the server's IP lookup. Any failure of the
 * lookup leaves it on International.
 */
export function usePricingRegion(): PricingRegion {
  const [region, setRegion] = useState<PricingRegion>('international');

  useEffect(() => {
    const local = detectRegionHere();
    if (local) {
      setRegion(local);
      return;
    }
    const controller = new AbortController();
    fetchGeoCountry(controller.signal).then((country) => {
      const detected = regionFromCountry(country);
      if (detected && !controller.signal.aborted) setRegion(detected);
    });
    return () => controller.abort();
  }, []);

  return region;
}
