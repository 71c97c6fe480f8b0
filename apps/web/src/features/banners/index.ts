// The banners feature's public surface: the library page places `LibraryBanner` at its top; the
// admin settings preview the sponsored banner with `AdBanner`.
export { AdBanner } from './components/ad-banner.tsx';
export { LibraryBanner } from './components/library-banner.tsx';
