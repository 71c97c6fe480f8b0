import { AuditLogScreen } from '../../features/admin/index.ts';

/** `/dashboard/admin/logs` (admins only). */
export default function AdminLogsPage() {
  return <AuditLogScreen />;
}
