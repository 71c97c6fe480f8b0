/** Spec §2/§9: the ad banner rotates every 8 s, the welcome banner's backgrounds every 5 s, the clock every second. */
export const AD_ROTATION_MS = 8000;
export const BACKGROUND_ROTATION_MS = 5000;
export const CLOCK_TICK_MS = 1000;

/** Spec §1: the welcome banner's fixed weather placeholder. */
export const WEATHER_PLACEHOLDER = { temperature: '72°F', condition: 'Sunny' } as const;

export interface SponsoredItem {
  id: string;
  image: string;
  title: string;
  subtitle: string;
  cta: string;
  sponsor: string;
  /** '#' means no navigation (spec §4 Banners). */
  link: string;
}

/** The four sponsored items; images are small local SVGs under /banners, loaded lazily. */
export const sponsoredItems: SponsoredItem[] = [
  {
    id: 'coffee',
    image: '/banners/ad-coffee.svg',
    title: 'A cup for every chapter',
    subtitle: 'Slow-roasted reading blends, 20% off this week.',
    cta: 'Shop blends',
    sponsor: 'Inkwell Coffee',
    link: '#',
  },
  {
    id: 'lamp',
    image: '/banners/ad-lamp.svg',
    title: 'Read late, sleep well',
    subtitle: 'Warm, flicker-free reading lamps for bedside shelves.',
    cta: 'See the lamps',
    sponsor: 'PageLight',
    link: '#',
  },
  {
    id: 'bindery',
    image: '/banners/ad-bindery.svg',
    title: 'Give old books a new spine',
    subtitle: 'Weekend bookbinding workshops near you.',
    cta: 'Book a seat',
    sponsor: 'The Bindery Guild',
    link: '#',
  },
  {
    id: 'premium',
    image: '/banners/ad-premium.svg',
    title: 'Go ad-free with the Library Keeper Plan',
    subtitle: 'Unlimited books, PDF export and reminders that send themselves.',
    cta: 'See plans',
    sponsor: 'Shelfwise',
    link: '/subscriptions',
  },
];

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
