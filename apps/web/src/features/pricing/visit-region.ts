import type { PricingRegion } from '@shelfwise/contract';
import { useEffect, useState } from 'react';
import { fetchGeoCountry } from './api/get-geo-country.ts';
import { detectRegionHere, regionFromCountry } from './detect-region.ts';

/** Kept for the tab's life: every page of one visit (landing, plans, Confirm, Upgrade) agrees. */
export const VISIT_REGION_KEY = 'shelfwise.visitRegion';

let deciding: Promise<PricingRegion> | null = null;

function stored(): PricingRegion | null {
  try {
    const value = sessionStorage.getItem(VISIT_REGION_KEY);
    return value === 'nigeria' || value === 'international' ? value : null;
  } catch {
    return null;
  }
}

/**
 * The region of this visit, decided once (issue 27): the browser's signs first (a time zone in
 * Africa or Lagos, a language en-NG, ha, yo or ig), then the IP country (NG). When the location
 * service cannot be reached or does not know, the browser's signs have already spoken: no
 * Nigerian sign is dollars through Stripe; never a silent default of naira.
 */
export function decideVisitRegion(
  lookup: () => Promise<string | null> = () => fetchGeoCountry(),
): Promise<PricingRegion> {
  const known = stored();
  if (known) return Promise.resolve(known);
  deciding ??= (async () => {
    const region = detectRegionHere() ?? regionFromCountry(await lookup()) ?? 'international';
    try {
      sessionStorage.setItem(VISIT_REGION_KEY, region);
    } catch {
      // Storage refused (private mode): the decision still holds for this page load.
      return region;
    }
    deciding = null;
    return region;
  })();
  return deciding;
}

/** The visit's region, or null while it is being decided (no price shown that could still change). */
export function useVisitRegion(): PricingRegion | null {
  const [region, setRegion] = useState<PricingRegion | null>(() => stored() ?? detectRegionHere());
  useEffect(() => {
    let live = true;
    void decideVisitRegion().then((decided) => {
      if (live) setRegion(decided);
    });
    return () => {
      live = false;
    };
  }, []);
  return region;
}

/** For tests: forget the decision of this page load (the stored one too). */
export function forgetVisitRegion(): void {
  deciding = null;
  try {
    sessionStorage.removeItem(VISIT_REGION_KEY);
  } catch {
    // nothing kept
  }
}
