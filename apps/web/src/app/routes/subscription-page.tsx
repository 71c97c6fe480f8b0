import { useCurrentUser } from '../../features/auth/index.ts';
import { SubscriptionOverview } from '../../features/subscription/index.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/** `/dashboard/subscription`: the Subscription page of spec §2. */
export default function SubscriptionPage() {
  const user = useCurrentUser();
  const t = useT();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold text-slate-900 dark:text-white">{t('sub.page.title')}</h1>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">{t('sub.page.lead')}</p>
      </div>
      <SubscriptionOverview plan={user.plan} paymentRegion={user.paymentRegion} />
    </div>
  );
}
