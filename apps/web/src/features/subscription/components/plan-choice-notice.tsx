import { type PlanId, plans } from '@shelfwise/contract';
import { useMutation } from '@tanstack/react-query';
import { Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { apiFetch } from '../../../lib/api-client.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { useRefreshPlan } from '../api/invalidate.ts';

/** `PUT /api/users/settings { dismissPlanChoice: true }`: the account forgets the plan picked at sign-up. */
function useDismissPlanChoice() {
  const refreshPlan = useRefreshPlan();
  return useMutation({
    mutationFn: () => apiFetch('/api/users/settings', { method: 'PUT', body: { dismissPlanChoice: true } }),
    onSuccess: () => refreshPlan(),
  });
}

/**
 * On the dashboard while a paid plan picked at sign-up was left unbought (issue 27): "Finish
 * choosing Library Keeper", with a way to finish and one to dismiss for good (kept with the
 * account). Paying, or dismissing, ends it.
 */
export function PlanChoiceNotice({ user }: { user: { plan: PlanId; intendedPlan: PlanId } }) {
  const t = useT();
  const dismiss = useDismissPlanChoice();
  if (user.plan !== 'free' || user.intendedPlan === 'free' || dismiss.isSuccess) return null;
  const planName = plans[user.intendedPlan].name;
  return (
    <section
      aria-labelledby="plan-choice-title"
      data-testid="plan-choice-notice"
      className="mb-4 flex flex-col gap-3 rounded-xl border border-brand-100 bg-brand-50 p-4 sm:flex-row sm:items-center dark:border-slate-700 dark:bg-slate-800"
    >
      <Sparkles
        aria-hidden="true"
        className="hidden h-6 w-6 shrink-0 text-brand-600 sm:block dark:text-indigo-300"
      />
      <div className="min-w-0 flex-1">
        <h2 id="plan-choice-title" className="font-semibold text-slate-900 dark:text-white">
          {t('sub.finish.title', { plan: planName })}
        </h2>
        <p className="mt-0.5 text-sm text-slate-700 dark:text-slate-200">
          {t('sub.finish.text', { plan: planName })}
        </p>
        {dismiss.isError ? (
          <p role="alert" className="mt-1 text-sm text-red-700 dark:text-red-300">
            {dismiss.error.message || t('sub.finish.dismissFailed')}
          </p>
        ) : null}
      </div>
      <div className="flex shrink-0 flex-wrap gap-2">
        <Link to={`/subscriptions?plan=${user.intendedPlan}`} className={buttonClasses('primary', 'md')}>
          {t('sub.finish.action')}
        </Link>
        <button
          type="button"
          className={buttonClasses('secondary', 'md')}
          disabled={dismiss.isPending}
          onClick={() => dismiss.mutate()}
        >
          {t('sub.finish.dismiss')}
        </button>
      </div>
    </section>
  );
}
