import type { PricingRegion } from '@shelfwise/contract';

const NIGERIAN_LANGUAGES = ['ha', 'yo', 'ig'];

/**
 * Spec §9, Nigeria detection from what the browser knows: a time zone containing Lagos or Africa,
 * or a language of en-NG, ha, yo or ig (any regional variant of the last three). Returns null when
 * the browser gives no sign, so the caller can ask the server (IP country) next.
 */
export function detectRegionFromBrowser(
  timeZone: string | undefined,
  languages: readonly string[],
): PricingRegion | null {
  if (timeZone && /lagos|africa/i.test(timeZone)) return 'nigeria';
  for (const tag of languages) {
    const lower = tag.toLowerCase();
    if (lower === 'en-ng') return 'nigeria';
    const primary = lower.split('-')[0] ?? '';
    if (NIGERIAN_LANGUAGES.includes(primary)) return 'nigeria';
  }
  return null;
}

/** The same detection on the running browser's own settings. */
export function detectRegionHere(): PricingRegion | null {
  let timeZone: string | undefined;
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    timeZone = undefined;
  }
  const languages = navigator.languages?.length ? navigator.languages : [navigator.language];
  return detectRegionFromBrowser(timeZone, languages.filter(Boolean));
}

/** IP country (from `GET /api/geo`) to region: NG is Nigeria, anything else is no sign. */
export function regionFromCountry(country: string | null | undefined): PricingRegion | null {
  return country?.toUpperCase() === 'NG' ? 'nigeria' : null;
}
