import { type BillingCycle, type Plan, type PricingRegion, yearlySaving } from '@shelfwise/contract';
import { useT } from '../../../lib/i18n/i18n.ts';
import { formatPrice } from '../format-price.ts';

/** A plan's price for a region and cycle, with the yearly saving of spec §9 under it. */
export function PlanPrice({
  plan,
  region,
  cycle,
}: {
  plan: Plan;
  region: PricingRegion;
  cycle: BillingCycle;
}) {
  const t = useT();
  const amount = plan.prices[region][cycle];
  const saving = yearlySaving(plan, region);
  return (
    <div>
      <p className="flex items-baseline gap-1">
        <span data-testid={`price-${plan.id}`} className="text-4xl font-extrabold tracking-tight">
          {formatPrice(amount, region)}
        </span>
        <span className="text-slate-600 dark:text-slate-300">
          /{t(cycle === 'yearly' ? 'landing.pricing.year' : 'landing.pricing.month')}
        </span>
      </p>
      <p className="mt-1 min-h-5 text-sm text-emerald-700 dark:text-emerald-300">
        {cycle === 'yearly' && saving > 0
          ? t('landing.pricing.saveYear', { amount: formatPrice(saving, region) })
          : '\u00a0'}
      </p>
    </div>
  );
}
