import { OverviewScreen } from '../../features/admin/index.ts';

/** `/dashboard/admin/overview` (admins only). */
export default function AdminOverviewPage() {
  return <OverviewScreen />;
}
