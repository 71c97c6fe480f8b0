// The banners feature's public surface: the library page places `LibraryBanner` at its top.
export { LibraryBanner } from './components/library-banner.tsx';
