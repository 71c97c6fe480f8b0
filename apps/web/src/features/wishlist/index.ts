// The wishlist feature's public surface: pages and other features import only this file.
export { useAddToWishlist, useWishlistLookup } from './api/wishlist.ts';
export { SharedWishlistScreen } from './components/shared-wishlist-screen.tsx';
export { WishlistScreen } from './components/wishlist-screen.tsx';
export { priceText } from './lib/price.ts';
