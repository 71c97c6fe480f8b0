import { type BillingCycle, type PlanId, type PricingRegion, planIds, plans } from '@shelfwise/contract';
import { Button } from '../../../components/ui/button.tsx';
import { a11y } from '../../../lib/a11y.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { PlanPrice } from '../../pricing/index.ts';
import { planTaglineKey } from '../lib/plan-text.ts';
import { PlanFeatures } from './plan-features.tsx';

export interface PlanPickerProps {
  region: PricingRegion;
  cycle: BillingCycle;
  currentPlan: PlanId;
  /** The cycle of the current paid plan (null on free). */
  currentCycle: BillingCycle | null;
  /** A plan was chosen (free: stay on / move to free). */
  onChoose: (plan: PlanId) => void;
  /** How many features each card lists (the modal lists fewer). */
  featureCount?: number;
  highlighted?: PlanId | null;
  /** The region's provider takes no payments on this server: paid plans cannot be chosen. */
  paidUnavailable?: boolean;
}

/**
 * The three plans of the contract's plan table, priced for the region and cycle. The plan and
 * cycle already held is marked and cannot be chosen (spec §5).
 */
export function PlanPicker({
  region,
  cycle,
  currentPlan,
  currentCycle,
  onChoose,
  featureCount = 6,
  highlighted = 'premium',
  paidUnavailable = false,
}: PlanPickerProps) {
  const t = useT();
  return (
    <ul className="grid gap-4 md:grid-cols-3">
      {planIds.map((id) => {
        const plan = plans[id];
        const isCurrent = id === currentPlan && (id === 'free' || currentCycle === cycle);
        const isFeatured = id === highlighted;
        const cannotPay = paidUnavailable && id !== 'free';
        const label = isCurrent
          ? t('sub.picker.current')
          : id === 'free'
            ? currentPlan === 'free'
              ? t('sub.picker.continueFree')
              : t('sub.picker.moveFree')
            : currentPlan === id
              ? t('sub.picker.switchTo', { cycle })
              : t('sub.picker.choose', { plan: plan.title });
        return (
          <li
            key={id}
            data-testid={`plan-card-${id}`}
            className={`relative flex flex-col rounded-2xl border bg-white p-5 shadow-sm dark:bg-slate-900 ${
              isFeatured ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200 dark:border-slate-700'
            }`}
          >
            {plan.popular ? (
              <p className="absolute -top-3 left-5 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
                {t('sub.picker.popular')}
              </p>
            ) : null}
            <h3 className="text-lg font-bold text-slate-900 dark:text-white">{plan.title}</h3>
            <p className="text-sm text-slate-600 dark:text-slate-300">{t(planTaglineKey(id))}</p>
            <div className="mt-4 text-slate-900 dark:text-white">
              <PlanPrice plan={plan} region={region} cycle={cycle} />
            </div>
            <PlanFeatures plan={id} count={featureCount} className="mt-4 flex-1" />
            <Button
              className="mt-5"
              fullWidth
              variant={isFeatured && !isCurrent ? 'primary' : 'secondary'}
              disabled={isCurrent || cannotPay}
              aria-label={a11y.named(label, plan.title)}
              onClick={() => onChoose(id)}
            >
              {label}
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
