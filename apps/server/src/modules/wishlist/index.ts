// The wishlist module's public surface: other modules and the composition root import only this file.

export { createWishlistExport, type WishlistExport } from './wishlist.export.ts';
export { wishlistRoutes } from './wishlist.routes.ts';
export type { WishlistService } from './wishlist.service.ts';
export { createWishlistService } from './wishlist.service.ts';
