import type { BookHolder } from '@shelfwise/contract';
import { Link } from 'react-router';
import { dueState, formatDate } from '../../../lib/dates.ts';
import { useDueSoonLead } from '../../../lib/due-soon.ts';
import { useT } from '../../../lib/i18n/i18n.ts';

/** The book page's address. */
export const bookPath = (id: string) => `/dashboard/library/${id}`;

/** A book's title as a link to its page. */
export function BookTitleLink({
  id,
  title,
  className = '',
}: {
  id: string;
  title: string;
  className?: string;
}) {
  return (
    <Link
      to={bookPath(id)}
      className={`rounded font-medium text-slate-900 underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:text-slate-100 ${className}`}
    >
      {title}
    </Link>
  );
}

/** The holder line's colours: red once late, amber while due soon. */
export const dueTone = {
  overdue: 'font-medium text-red-700 dark:text-red-300',
  soon: 'font-medium text-amber-800 dark:text-amber-300',
  out: 'text-slate-600 dark:text-slate-300',
} as const;

/**
 * "With Ngozi Okafor · due Mar 1, 2031"; "due soon" (amber) from the reader's reminder lead before
 * the due day, "overdue since" (red) once it has passed.
 */
export function HolderLine({ holder }: { holder: BookHolder }) {
  const t = useT();
  const state = dueState(holder.returnDate, useDueSoonLead());
  return (
    <p className={`text-xs ${dueTone[state]}`}>
      {t('holder.line', {
        name: holder.borrower.name || t('holder.someone'),
        overdue: state === 'overdue' ? 'yes' : state === 'soon' ? 'soon' : 'no',
        date: formatDate(holder.returnDate),
      })}
    </p>
  );
}
