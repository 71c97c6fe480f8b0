import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function AdminUsersPage() {
  return <Placeholder title="User Management" />;
}
