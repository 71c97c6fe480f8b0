import { UsersScreen } from '../../features/admin/index.ts';
import { useCurrentUser } from '../../features/auth/index.ts';

/** `/dashboard/admin/users` (admins only; the dashboard layout sends anyone else to /dashboard). */
export default function AdminUsersPage() {
  return <UsersScreen currentUserId={useCurrentUser().id} />;
}
