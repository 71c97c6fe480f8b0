import type { ReactNode } from 'react';
import type { StatusTone } from '../lib/format.ts';

const tones: Record<StatusTone | 'slate' | 'brand', string> = {
  green: 'bg-emerald-100 text-emerald-800 dark:bg-emerald-900/60 dark:text-emerald-200',
  amber: 'bg-amber-100 text-amber-900 dark:bg-amber-900/60 dark:text-amber-100',
  red: 'bg-red-100 text-red-800 dark:bg-red-900/60 dark:text-red-200',
  slate: 'bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-200',
  brand: 'bg-brand-50 text-brand-700 dark:bg-slate-800 dark:text-indigo-300',
};

/** A small rounded label; the colour repeats what the text says. */
export function StatusPill({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
