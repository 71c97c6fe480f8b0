import { WishlistScreen } from '../../features/wishlist/index.ts';

/** `/dashboard/wishlist`: the books the reader wants (issue 30). */
export default function WishlistPage() {
  return <WishlistScreen />;
}
