import { Link } from 'react-router';
import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { bookPath, HolderLine } from './book-links.tsx';
import { BookListStatus } from './book-list-status.tsx';
import type { BookListProps } from './books-table.tsx';
import { StatusBadge } from './status-badge.tsx';

/**
 * The library as a wall of covers: each cover with its title and author links to the book's page
 * (one tab stop per book); the row actions live on that page.
 */
export function BookCoverGrid({ books, isLoading }: Pick<BookListProps, 'books' | 'isLoading'>) {
  const t = useT();
  if (isLoading || books.length === 0) return <BookListStatus isLoading={isLoading} />;
  return (
    <ul
      aria-label={t('table.caption')}
      className="grid grid-cols-2 gap-4 sm:grid-cols-3 md:grid-cols-4 lg:grid-cols-5 xl:grid-cols-6"
    >
      {books.map((book) => (
        <li key={book._id}>
          <Link
            to={bookPath(book._id)}
            className="group block rounded-lg p-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            <CoverTile title={book.title} thumbnail={book.thumbnail} size="fill" />
            <span className="mt-2 line-clamp-2 block text-sm font-medium text-slate-900 group-hover:underline dark:text-slate-100">
              {book.title}
            </span>
            <span className="block truncate text-xs text-slate-600 dark:text-slate-300">{book.author}</span>
          </Link>
          <div className="mt-1 px-1">
            <StatusBadge status={book.status} />
            {book.currentLoan ? <HolderLine holder={book.currentLoan} /> : null}
          </div>
        </li>
      ))}
    </ul>
  );
}
