import { BarChart3, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';

/** In place of charts a plan does not include (spec §6: basic reading insights, premium advanced analytics). */
export function UpgradePrompt({ kind }: { kind: 'insights' | 'advanced' }) {
  const insights = kind === 'insights';
  const Icon = insights ? BarChart3 : Sparkles;
  return (
    <section
      aria-labelledby={`upgrade-${kind}`}
      className={`flex flex-col items-center gap-3 rounded-xl border border-brand-100 bg-brand-50 px-5 py-8 text-center dark:border-slate-700 dark:bg-slate-900 ${insights ? '' : 'lg:col-span-2'}`}
    >
      <span className="flex h-12 w-12 items-center justify-center rounded-full bg-white text-brand-600 dark:bg-slate-800 dark:text-indigo-300">
        <Icon aria-hidden="true" className="h-6 w-6" />
      </span>
      <h2 id={`upgrade-${kind}`} className="text-lg font-semibold text-slate-900 dark:text-slate-100">
        {insights ? 'See how your library is used' : 'Advanced analytics'}
      </h2>
      <p className="max-w-lg text-sm text-slate-700 dark:text-slate-300">
        {insights
          ? 'Monthly Loans and Category Distribution come with the Basic plan. Premium adds Return Rate Trends and Quick Stats: average loan duration, overdue books, your overall return rate and active borrowers.'
          : 'Return Rate Trends and Quick Stats (average loan duration, most popular category, overdue books, overall return rate and active borrowers) come with the Premium plan.'}
      </p>
      <Link to="/subscriptions" className={buttonClasses('primary', 'md')}>
        {insights ? 'Upgrade your plan' : 'Upgrade to Premium'}
      </Link>
    </section>
  );
}
