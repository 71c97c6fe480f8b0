import { type BillingCycle, planIds, plans } from '@shelfwise/contract';
import { Check, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { a11y } from '../../../lib/a11y.ts';
import { type MessageKey, useT } from '../../../lib/i18n/i18n.ts';
import { usePricingRegion } from '../use-pricing-region.ts';
import { BillingCycleToggle } from './billing-cycle-toggle.tsx';
import { PlanPrice } from './plan-price.tsx';

const button =
  'mt-6 inline-flex w-full items-center justify-center rounded-lg px-5 py-2.5 font-semibold transition';
const primaryButton = `${button} bg-brand-600 text-white shadow-sm hover:bg-brand-700`;
const secondaryButton = `${button} border border-slate-300 text-slate-800 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-100 dark:hover:bg-slate-800`;

const cta = {
  free: 'landing.pricing.ctaFree',
  basic: 'landing.pricing.ctaBasic',
  premium: 'landing.pricing.ctaPremium',
} as const satisfies Record<(typeof planIds)[number], MessageKey>;

/** The landing page's #pricing section: one card per plan of the contract's plan table, in the detected region's currency. */
export function PricingSection() {
  const t = useT();
  const [cycle, setCycle] = useState<BillingCycle>('yearly');
  const region = usePricingRegion();

  return (
    <section
      id="pricing"
      aria-labelledby="pricing-title"
      className="scroll-mt-20 bg-slate-50 py-20 sm:py-24 dark:bg-slate-900/60"
    >
      <div className="mx-auto max-w-6xl px-4 sm:px-6">
        <div className="mx-auto max-w-2xl text-center">
          <p className="font-semibold text-brand-700 dark:text-brand-100">{t('common.pricing')}</p>
          <h2 id="pricing-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {t('landing.pricing.title')}
          </h2>
          <p className="mt-4 text-lg text-slate-600 dark:text-slate-300">{t('landing.pricing.lead')}</p>
          <div className="mt-8">
            <BillingCycleToggle value={cycle} onChange={setCycle} />
          </div>
          <p
            data-testid="pricing-region"
            data-region={region}
            className="mt-4 text-sm text-slate-600 dark:text-slate-300"
          >
            {region === 'nigeria' ? t('landing.pricing.nigeria') : t('landing.pricing.international')}
          </p>
        </div>

        <ul className="mt-12 grid gap-6 lg:grid-cols-3">
          {planIds.map((id) => {
            const plan = plans[id];
            const featured = plan.popular;
            return (
              <li
                key={id}
                className={`relative flex flex-col rounded-2xl border bg-white p-6 shadow-sm sm:p-8 dark:bg-slate-900 ${
                  featured
                    ? 'border-brand-600 ring-2 ring-brand-600'
                    : 'border-slate-200 dark:border-slate-700'
                }`}
              >
                {featured && (
                  <p className="absolute -top-3 left-6 rounded-full bg-brand-600 px-3 py-1 text-xs font-bold tracking-wide text-white uppercase">
                    {t('landing.pricing.popular')}
                  </p>
                )}
                <h3 id={`plan-${id}-title`} className="text-xl font-bold">
                  {plan.title}
                </h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-300">
                  {t(`landing.plan.${id}.tagline`)}
                </p>
                <div className="mt-6">
                  <PlanPrice plan={plan} region={region} cycle={cycle} />
                </div>
                <a
                  href={`/auth?plan=${id}`}
                  aria-label={a11y.named(t(cta[id]), plan.title)}
                  className={featured ? primaryButton : secondaryButton}
                >
                  {t(cta[id])}
                </a>
                <ul className="mt-8 flex flex-col gap-3 text-sm">
                  {plan.features.map((feature, i) => (
                    <li key={feature} className="flex gap-3">
                      <Check aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-emerald-600" />
                      <span>{t(`landing.plan.${id}.${i}` as MessageKey)}</span>
                    </li>
                  ))}
                </ul>
              </li>
            );
          })}
        </ul>
        <p className="mt-10 flex items-center justify-center gap-2 text-center text-sm text-slate-600 dark:text-slate-300">
          <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-600" />
          {t('landing.pricing.guarantee')}
        </p>
      </div>
    </section>
  );
}
