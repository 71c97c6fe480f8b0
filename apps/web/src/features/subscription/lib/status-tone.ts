import { type MessageKey, t } from '../../../lib/i18n/i18n.ts';

/** The colours of spec §4 (Subscription and payment colours). */
export type StatusTone = 'green' | 'yellow' | 'red' | 'gray';

const tones: Record<string, StatusTone> = {
  paid: 'green',
  active: 'green',
  success: 'green',
  pending: 'yellow',
  incomplete: 'yellow',
  trialing: 'yellow',
  failed: 'red',
  cancelled: 'red',
  canceled: 'red',
  unpaid: 'red',
  past_due: 'red',
};

export function statusTone(status: string | null | undefined): StatusTone {
  return (status && tones[status.toLowerCase()]) || 'gray';
}

const labels: Record<string, MessageKey> = {
  active: 'sub.badge.active',
  paid: 'sub.badge.paid',
  success: 'sub.badge.paid',
  pending: 'sub.badge.pending',
  incomplete: 'sub.badge.incomplete',
  trialing: 'sub.badge.trialing',
  failed: 'sub.badge.failed',
  cancelled: 'sub.badge.cancelled',
  canceled: 'sub.badge.canceled',
  unpaid: 'sub.badge.unpaid',
  past_due: 'sub.badge.past_due',
  refunded: 'sub.badge.refunded',
};

/** 'past_due' → 'Past due'; an unknown status is shown as it came. */
export function statusLabel(status: string | null | undefined): string {
  if (!status) return t('sub.badge.free');
  const key = labels[status.toLowerCase()];
  return key ? t(key) : status;
}

/** Badge colours that keep 4.5:1 contrast in both themes. */
export const toneClasses: Record<StatusTone, string> = {
  green:
    'bg-emerald-100 text-emerald-800 ring-emerald-600/20 dark:bg-emerald-950 dark:text-emerald-200 dark:ring-emerald-400/30',
  yellow:
    'bg-amber-100 text-amber-900 ring-amber-600/20 dark:bg-amber-950 dark:text-amber-200 dark:ring-amber-400/30',
  red: 'bg-red-100 text-red-800 ring-red-600/20 dark:bg-red-950 dark:text-red-200 dark:ring-red-400/30',
  gray: 'bg-slate-100 text-slate-700 ring-slate-500/20 dark:bg-slate-800 dark:text-slate-200 dark:ring-slate-400/30',
};
