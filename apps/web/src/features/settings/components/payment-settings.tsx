import type { PricingRegion } from '@shelfwise/contract';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { type MessageKey, useT } from '../../../lib/i18n/i18n.ts';
import { useUpdateSettings } from '../api/update-settings.ts';
import { SettingsSection } from './settings-section.tsx';

const choices = [
  { value: 'nigeria', label: 'settings.payNaira' },
  { value: 'international', label: 'settings.payDollars' },
] as const satisfies { value: PricingRegion; label: MessageKey }[];

/**
 * Payment (issue 27): how the reader pays for a plan, kept with the account at sign-up and changed
 * here; the plan pages' prices and the checkout's provider follow it. Saves at once.
 */
export function PaymentSettings({
  initial,
  onSaved,
}: {
  initial: PricingRegion | null;
  onSaved: () => void;
}) {
  const t = useT();
  const name = useId();
  const [value, setValue] = useState<PricingRegion | null>(initial);
  const save = useUpdateSettings('Account');

  const choose = async (region: PricingRegion) => {
    const before = value;
    setValue(region);
    try {
      await save.mutateAsync({ paymentRegion: region });
      toast.success(t('settings.paymentSaved'));
      onSaved();
    } catch (err) {
      setValue(before);
      toast.error((err as Error).message || t('settings.paymentFailed'));
    }
  };

  return (
    <SettingsSection title={t('settings.payment')} description={t('settings.paymentLead')}>
      <fieldset>
        <legend className="sr-only">{t('settings.payment')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          {choices.map((choice) => (
            <label
              key={choice.value}
              className={`flex cursor-pointer items-center gap-3 rounded-xl border px-4 py-3 text-sm font-medium focus-within:outline-2 focus-within:outline-offset-2 focus-within:outline-brand-600 ${
                value === choice.value
                  ? 'border-brand-600 bg-brand-50 text-brand-900 dark:border-indigo-400 dark:bg-slate-800 dark:text-white'
                  : 'border-slate-300 text-slate-800 hover:bg-slate-50 dark:border-slate-700 dark:text-slate-100 dark:hover:bg-slate-800'
              }`}
            >
              <input
                type="radio"
                name={name}
                value={choice.value}
                checked={value === choice.value}
                disabled={save.isPending}
                onChange={() => void choose(choice.value)}
                className="h-4 w-4 accent-brand-600"
              />
              {t(choice.label)}
            </label>
          ))}
        </div>
      </fieldset>
    </SettingsSection>
  );
}
