import { HistoryScreen } from '../../features/activity/index.ts';
import { useCurrentUser } from '../../features/auth/index.ts';

/** `/dashboard/history`: the weeks go back to the one the account was created in. */
export default function HistoryPage() {
  const user = useCurrentUser();
  return <HistoryScreen since={user.createdAt} />;
}
