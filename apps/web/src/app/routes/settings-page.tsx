import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function SettingsPage() {
  return <Placeholder title="Settings" />;
}
