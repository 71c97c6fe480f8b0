import { Placeholder } from '../../components/ui/placeholder.tsx';

export default function StatisticsPage() {
  return <Placeholder title="Statistics" />;
}
