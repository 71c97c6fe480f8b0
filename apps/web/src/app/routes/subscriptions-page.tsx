import { SessionProvider, useCurrentUser } from '../../features/auth/index.ts';
import { SubscriptionsScreen } from '../../features/subscription/index.ts';

function Subscriptions() {
  const user = useCurrentUser();
  return <SubscriptionsScreen user={user} />;
}

/** `/subscriptions`: the plan picker (spec §2), for a signed-in, verified user. */
export default function SubscriptionsPage() {
  return (
    <SessionProvider>
      <Subscriptions />
    </SessionProvider>
  );
}
