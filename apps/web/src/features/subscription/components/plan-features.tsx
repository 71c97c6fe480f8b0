import type { PlanId } from '@shelfwise/contract';
import { Check } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n.ts';
import { planFeatureKeys } from '../lib/plan-text.ts';

/** A plan's features, ticked, in the language shown; the first `count` of them when given. */
export function PlanFeatures({
  plan,
  count,
  className = '',
}: {
  plan: PlanId;
  count?: number;
  className?: string;
}) {
  const t = useT();
  return (
    <ul className={`space-y-2 text-sm text-slate-700 dark:text-slate-200 ${className}`}>
      {planFeatureKeys(plan)
        .slice(0, count)
        .map((feature) => (
          <li key={feature} className="flex gap-2">
            <Check
              aria-hidden="true"
              className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400"
            />
            {t(feature)}
          </li>
        ))}
    </ul>
  );
}
