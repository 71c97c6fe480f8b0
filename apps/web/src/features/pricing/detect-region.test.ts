import { describe, expect, it } from 'vitest';
import { detectRegionFromBrowser, regionFromCountry } from './detect-region.ts';

describe('detectRegionFromBrowser (spec §9, Nigeria detection)', () => {
  it('finds Nigeria from a time zone containing Lagos or Africa', () => {
    expect(detectRegionFromBrowser('Africa/Lagos', ['en-US'])).toBe('nigeria');
    expect(detectRegionFromBrowser('Africa/Nairobi', ['en-US'])).toBe('nigeria');
  });

  it('finds Nigeria from the languages en-NG, ha, yo and ig, with or without a region', () => {
    for (const lang of ['en-NG', 'en-ng', 'ha', 'yo', 'ig', 'yo-NG', 'ha-Latn-NG']) {
      expect(detectRegionFromBrowser('Europe/London', ['fr-FR', lang]), lang).toBe('nigeria');
    }
  });

  it('gives no sign for other zones and languages', () => {
    expect(detectRegionFromBrowser('America/New_York', ['en-US', 'en'])).toBeNull();
    expect(detectRegionFromBrowser(undefined, [])).toBeNull();
    expect(detectRegionFromBrowser('Europe/London', ['en-GB', 'hu', 'id'])).toBeNull();
  });

  it('maps only the IP country NG to Nigeria', () => {
    expect(regionFromCountry('NG')).toBe('nigeria');
    expect(regionFromCountry('ng')).toBe('nigeria');
    expect(regionFromCountry('US')).toBeNull();
    expect(regionFromCountry(null)).toBeNull();
  });
});
