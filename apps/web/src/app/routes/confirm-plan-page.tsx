import { Navigate, useSearchParams } from 'react-router';
import { SessionProvider, useCurrentUser } from '../../features/auth/index.ts';
import { ConfirmPlanScreen, parseCycle } from '../../features/subscription/index.ts';

function ConfirmPlan() {
  const user = useCurrentUser();
  const [search] = useSearchParams();
  const plan = search.get('plan');
  if (plan !== 'basic' && plan !== 'premium') return <Navigate to="/subscriptions" replace />;
  return (
    <ConfirmPlanScreen
      user={user}
      plan={plan}
      cycle={parseCycle(search.get('cycle'))}
      from={search.get('from') === 'subscription' ? 'subscription' : 'plans'}
    />
  );
}

/** `/confirm-plan?plan=&cycle=`: the 'Confirm your Plan' step before the provider's page (spec §2). */
export default function ConfirmPlanPage() {
  return (
    <SessionProvider>
      <ConfirmPlan />
    </SessionProvider>
  );
}
