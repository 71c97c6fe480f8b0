import type { LoanStatus } from '@shelfwise/contract';
import { AlertTriangle, CheckCircle2, Clock } from 'lucide-react';
import { useT } from '../../../lib/i18n/i18n.ts';

const styles: Record<LoanStatus, { className: string; Icon: typeof Clock }> = {
  Active: {
    className: 'bg-blue-100 text-blue-800 dark:bg-blue-950 dark:text-blue-200',
    Icon: Clock,
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

export function LoanStatusBadge({ status }: { status: LoanStatus }) {
  const t = useT();
  const { className, Icon } = styles[status];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full whitespace-nowrap px-2.5 py-0.5 text-xs font-medium ${className}`}
    >
      <Icon aria-hidden="true" className="h-3.5 w-3.5" />
      {t(`loans.status.${status}`)}
    </span>
  );
}
