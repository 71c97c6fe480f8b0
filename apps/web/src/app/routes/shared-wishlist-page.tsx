import { useParams } from 'react-router';
import { SharedWishlistScreen } from '../../features/wishlist/index.ts';

/** `/wishlist/{token}`: public, a reader's wishlist by its secret share link (issue 30). */
export default function SharedWishlistPage() {
  const { token = '' } = useParams();
  return <SharedWishlistScreen token={token} />;
}
