import { type BannerItem, defaultAppSettings } from '@shelfwise/contract';

/** Spec §2/§9: the ad banner rotates every 8 s, the welcome banner's backgrounds every 5 s, the clock every second. */
export const AD_ROTATION_MS = 8000;
export const BACKGROUND_ROTATION_MS = 5000;
export const CLOCK_TICK_MS = 1000;

/**
 * The sponsored items as shipped (spec §4: image, title, subtitle, call to action, sponsor, link; '#'
 * does not navigate). Admins change them in App Settings; these stand in until those are read.
 */
export const sponsoredItems: BannerItem[] = defaultAppSettings.bannerItems;

/** The welcome banner's nine backgrounds. */
export const welcomeBackgrounds: string[] = [
  '/banners/welcome-1-dawn.svg',
  '/banners/welcome-2-night.svg',
  '/banners/welcome-3-ocean.svg',
  '/banners/welcome-4-forest.svg',
  '/banners/welcome-5-dunes.svg',
  '/banners/welcome-6-shelves.svg',
  '/banners/welcome-7-aurora.svg',
  '/banners/welcome-8-city.svg',
  '/banners/welcome-9-peaks.svg',
];
