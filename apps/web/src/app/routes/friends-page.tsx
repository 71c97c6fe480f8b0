import { FriendsScreen } from '../../features/friends/index.ts';

/** `/dashboard/friends`: friends, requests in and out, inviting, and recommendations received. */
export default function FriendsPage() {
  return <FriendsScreen />;
}
