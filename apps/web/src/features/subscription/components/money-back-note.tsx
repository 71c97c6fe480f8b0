import { REFUND_WINDOW_DAYS } from '@shelfwise/contract';
import { ShieldCheck } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n.ts';

/** The 7-day money-back guarantee of spec §9, said where people decide. */
export function MoneyBackNote({ className = '' }: { className?: string }) {
  const t = useT();
  return (
    <p className={`inline-flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200 ${className}`}>
      <ShieldCheck aria-hidden="true" className="h-5 w-5 shrink-0 text-emerald-600 dark:text-emerald-400" />
      {t('sub.moneyBack', { days: REFUND_WINDOW_DAYS })}
    </p>
  );
}
