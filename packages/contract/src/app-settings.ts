import type { AppSettings } from './admin.ts';

// The public app settings' defaults and the sentences that name the support address, apart from
// admin.ts (re-exported there) so that the sign-in page, which needs only these, loads none of the
// admin schemas.

/** What a fresh install shows until an admin saves settings: the banner the app shipped with. */
export const defaultAppSettings: AppSettings = {
  signupsOpen: true,
  siteNotice: '',
  supportEmail: 'support@shelfwise.app',
  bannerItems: [
    {
      image: '/banners/ad-coffee.svg',
      title: 'A cup for every chapter',
      subtitle: 'Slow-roasted reading blends, 20% off this week.',
      cta: 'Shop blends',
      sponsor: 'Inkwell Coffee',
      link: '#',
    },
    {
      image: '/banners/ad-lamp.svg',
      title: 'Read late, sleep well',
      subtitle: 'Warm, flicker-free reading lamps for bedside shelves.',
      cta: 'See the lamps',
      sponsor: 'PageLight',
      link: '#',
    },
    {
      image: '/banners/ad-bindery.svg',
      title: 'Give old books a new spine',
      subtitle: 'Weekend bookbinding workshops near you.',
      cta: 'Book a seat',
      sponsor: 'The Bindery Guild',
      link: '#',
    },
    {
      image: '/banners/ad-premium.svg',
      title: 'Go ad-free with the Library Keeper Plan',
      subtitle: 'Unlimited books, PDF export and reminders that send themselves.',
      cta: 'See plans',
      sponsor: 'Shelfwise',
      link: '/subscriptions',
    },
  ],
};

export const signupsClosedMessage = (supportEmail: string) =>
  `Sign-ups are closed at the moment. Contact support at ${supportEmail} if you need an account.`;
export const accountSuspendedMessage = (supportEmail: string) =>
  `This account has been suspended. Contact support at ${supportEmail}.`;
