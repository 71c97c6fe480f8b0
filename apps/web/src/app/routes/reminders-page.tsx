import { RemindersScreen } from '../../features/reminders/index.ts';

export default function RemindersPage() {
  return <RemindersScreen />;
}
