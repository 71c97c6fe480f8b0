import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function AdminSettingsPage() {
  return <Placeholder title="App Settings" />;
}
