import { AlertTriangle, CheckCircle2, Clock, Loader2, RotateCcw, XCircle } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n.ts';
import { type ShownStatus, statusLabels } from '../lib/reminder-view.ts';

const styles: Record<ShownStatus, { className: string; Icon: typeof Clock }> = {
  scheduled: { className: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200', Icon: Clock },
  sending: { className: 'bg-amber-100 text-amber-800 dark:bg-amber-950 dark:text-amber-200', Icon: Loader2 },
  sent: {
    className: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
    Icon: CheckCircle2,
  },
  overdue: { className: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200', Icon: AlertTriangle },
  returned: {
    className: 'bg-slate-200 text-slate-800 dark:bg-slate-800 dark:text-slate-200',
    Icon: RotateCcw,
  },
  failed: {
    className: 'bg-orange-100 text-orange-900 dark:bg-orange-950 dark:text-orange-200',
    Icon: XCircle,
  },
};

/** Status colours: scheduled blue, sending amber, sent green, overdue red, returned grey, failed orange. */
export function ReminderStatusBadge({ status }: { status: ShownStatus }) {
  const t = useT();
  const { className, Icon } = styles[status];
  return (
    <span
      data-testid="reminder-status"
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap ${className}`}
    >
      <Icon aria-hidden="true" className={`h-3.5 w-3.5 ${status === 'sending' ? 'animate-spin' : ''}`} />
      {t(statusLabels[status])}
    </span>
  );
}
