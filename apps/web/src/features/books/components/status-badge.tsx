import type { BookStatus, ReadingStatus } from '@shelfwise/contract';
import { useT } from '../../../lib/i18n/i18n.ts';

const tones: Record<BookStatus, string> = {
  Available: 'bg-green-100 text-green-800 dark:bg-green-900/50 dark:text-green-200',
  Loaned: 'bg-amber-100 text-amber-900 dark:bg-amber-900/50 dark:text-amber-200',
  Reserved: 'bg-sky-100 text-sky-800 dark:bg-sky-900/50 dark:text-sky-200',
  Lost: 'bg-red-100 text-red-800 dark:bg-red-900/50 dark:text-red-200',
};

const readingTones: Record<ReadingStatus, string> = {
  'want-to-read': 'text-slate-600 dark:text-slate-300',
  reading: 'text-violet-700 dark:text-violet-300',
  read: 'text-slate-600 dark:text-slate-300',
};

/** Where the reader is with the book, as a short line under its availability. */
export function ReadingLine({ status }: { status: ReadingStatus | null }) {
  const t = useT();
  if (!status) return null;
  return (
    <span className={`block text-xs whitespace-nowrap ${readingTones[status]}`}>
      {t(`reading.${status}`)}
    </span>
  );
}

export function StatusBadge({ status }: { status: BookStatus }) {
  const t = useT();
  return (
    <span
      className={`inline-flex items-center rounded-full whitespace-nowrap px-2 py-0.5 text-xs font-medium ${tones[status]}`}
    >
      {t(`status.${status}`)}
    </span>
  );
}
