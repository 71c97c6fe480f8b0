import { useCurrentUser } from '../../features/auth/index.ts';
import { StatisticsScreen } from '../../features/statistics/index.ts';

/** `/dashboard/statistics` (spec §2 Statistics). */
export default function StatisticsPage() {
  const user = useCurrentUser();
  return <StatisticsScreen plan={user.plan} />;
}
