import { BarChart3, Sparkles } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/ui/button.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';

/** In place of charts a plan does not include (spec §6: basic reading insights, premium advanced analytics). */
export function UpgradePrompt({ kind }: { kind: 'insights' | 'advanced' }) {
  const t = useT();
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
        {insights ? t('stats.upgradeInsights') : t('stats.upgradeAdvanced')}
      </h2>
      <p className="max-w-lg text-sm text-slate-700 dark:text-slate-300">
        {insights ? t('stats.upgradeFreeText') : t('stats.upgradeBasicText')}
      </p>
      <Link to="/subscriptions" className={buttonClasses('primary', 'md')}>
        {insights ? t('stats.upgradePlan') : t('stats.upgradePremium')}
      </Link>
    </section>
  );
}
