import type { BookStatus } from '@shelfwise/contract';
import { useT } from '../../../lib/i18n/i18n.ts';

const tones: Record<BookStatus, string> = {
  Available: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  Loaned: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  Reserved: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200',
  Lost: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
  Reading: 'bg-violet-100 text-violet-800 dark:bg-violet-900/50 dark:text-violet-200',
  Completed: 'bg-slate-200 text-slate-800 dark:bg-slate-700 dark:text-slate-100',
};

export function StatusBadge({ status }: { status: BookStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2 py-0.5 text-xs font-medium ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
