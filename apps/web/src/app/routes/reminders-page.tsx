import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function RemindersPage() {
  return <Placeholder title="Reminders" />;
}
