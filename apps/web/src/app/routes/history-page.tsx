import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function HistoryPage() {
  return <Placeholder title="Activity History" />;
}
