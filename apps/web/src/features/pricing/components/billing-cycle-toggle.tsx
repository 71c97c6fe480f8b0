import type { BillingCycle } from '@shelfwise/contract';
import { type MessageKey, useT } from '../../../lib/i18n/i18n.ts';

const options = [
  { value: 'monthly', label: 'landing.pricing.monthly' },
  { value: 'yearly', label: 'landing.pricing.yearly' },
] as const satisfies { value: BillingCycle; label: MessageKey }[];

/** Monthly / yearly switch (spec §2); the yearly option carries 'Save 17%+'. */
export function BillingCycleToggle({
  value,
  onChange,
}: {
  value: BillingCycle;
  onChange: (cycle: BillingCycle) => void;
}) {
  const t = useT();
  return (
    <fieldset className="inline-flex items-center gap-1 rounded-full border border-slate-200 bg-white p-1 shadow-sm dark:border-slate-700 dark:bg-slate-900">
      <legend className="sr-only">{t('landing.pricing.cycle')}</legend>
      {options.map((option) => {
        const selected = option.value === value;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected}
            onClick={() => onChange(option.value)}
            className={`inline-flex items-center gap-2 rounded-full px-4 py-2 text-sm font-semibold transition ${
              selected
                ? 'bg-brand-600 text-white shadow'
                : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
            }`}
          >
            {t(option.label)}
            {option.value === 'yearly' && (
              <span
                className={`rounded-full px-2 py-0.5 text-xs font-bold ${
                  selected
                    ? 'bg-white text-brand-700'
                    : 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900 dark:text-emerald-100'
                }`}
              >
                {t('landing.pricing.save17')}
              </span>
            )}
          </button>
        );
      })}
    </fieldset>
  );
}
