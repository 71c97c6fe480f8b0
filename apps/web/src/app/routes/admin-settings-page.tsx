import { SettingsScreen } from '../../features/admin/index.ts';

/** `/dashboard/admin/settings` (admins only). */
export default function AdminSettingsPage() {
  return <SettingsScreen />;
}
