import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function AdminLogsPage() {
  return <Placeholder title="Audit Logs" />;
}
