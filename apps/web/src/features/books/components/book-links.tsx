import type { BookHolder } from '@shelfwise/contract';
import { Link } from 'react-router';
import { formatDate, isPastDay } from '../../../lib/dates.ts';
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

/** "With Ngozi Okafor · due Mar 1, 2031", in red once the due day has passed. */
export function HolderLine({ holder }: { holder: BookHolder }) {
  const t = useT();
  const overdue = isPastDay(holder.returnDate);
  return (
    <p
      className={`text-xs ${overdue ? 'font-medium text-red-700 dark:text-red-300' : 'text-slate-600 dark:text-slate-300'}`}
    >
      {t('holder.line', {
        name: holder.borrower.name || t('holder.someone'),
        overdue: overdue ? 'yes' : 'no',
        date: formatDate(holder.returnDate),
      })}
    </p>
  );
}
