import type { LoanStatus } from '@shelfwise/contract';
import { AlertTriangle, CalendarClock, CheckCircle2, Clock } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n.ts';

type Shown = LoanStatus | 'DueSoon';

const styles: Record<Shown, { className: string; Icon: typeof Clock }> = {
  Active: {
    className: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
    Icon: Clock,
  },
  DueSoon: {
    className: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200',
    Icon: CalendarClock,
  },
  Overdue: {
    className: 'bg-red-100 text-red-800 dark:bg-red-950 dark:text-red-200',
    Icon: AlertTriangle,
  },
  Returned: {
    className: 'bg-green-100 text-green-800 dark:bg-green-950 dark:text-green-200',
    Icon: CheckCircle2,
  },
};

/** A loan's status; an Active loan due within the reader's reminder lead reads 'Due soon'. */
export function LoanStatusBadge({ status, dueSoon = false }: { status: LoanStatus; dueSoon?: boolean }) {
  const t = useT();
  const shown: Shown = status === 'Active' && dueSoon ? 'DueSoon' : status;
  const { className, Icon } = styles[shown];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full whitespace-nowrap px-2.5 py-0.5 text-xs font-medium ${className}`}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {t(`loans.status.${shown}`)}
    </span>
  );
}
