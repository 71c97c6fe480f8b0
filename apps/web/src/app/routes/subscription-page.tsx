import { useCurrentUser } from '../../features/auth/index.ts';
import { SubscriptionOverview } from '../../features/subscription/index.ts';

/** `/dashboard/subscription`: the Subscription page of spec §2. */
export default function SubscriptionPage() {
  const user = useCurrentUser();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">Subscription</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
          Your plan, its payments and receipts.
        </p>
      </div>
      <SubscriptionOverview plan={user.plan} />
    </div>
  );
}
