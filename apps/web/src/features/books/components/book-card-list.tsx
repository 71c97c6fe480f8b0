import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { useT } from '../../../lib/i18n/i18n.ts';
import { BookTitleLink, HolderLine } from './book-links.tsx';
import { BookListStatus } from './book-list-status.tsx';
import { BookRowMenu } from './book-row-menu.tsx';
import { CardTags } from './book-tags.tsx';
import type { BookListProps } from './books-table.tsx';
import { StarRating } from './star-rating.tsx';
import { ReadingLine, StatusBadge } from './status-badge.tsx';

/** The card list for small screens (spec §2). */
export function BookCardList({
  books,
  isLoading,
  selectedIds,
  onToggleSelect,
  onRate,
  actions,
}: BookListProps) {
  const t = useT();
  // Each card keeps Tab stops for its main actions: select, open, rate (one stop), its menu.
  if (isLoading || books.length === 0) return <BookListStatus isLoading={isLoading} />;
  return (
    <ul aria-label={t('table.caption')} className="space-y-3">
      {books.map((book) => {
        const isLoaned = book.status === 'Loaned';
        const selected = selectedIds.has(book._id);
        return (
          <li
            key={book._id}
            className={`rounded-xl border bg-white p-3 shadow-sm dark:bg-slate-900 ${
              selected ? 'border-brand-500 ring-1 ring-brand-500' : 'border-slate-200 dark:border-slate-700'
            }`}
          >
            <div className="flex gap-3">
              <div className="flex flex-col items-center gap-2">
                <CoverTile title={book.title} thumbnail={book.thumbnail} size="md" />
                <input
                  type="checkbox"
                  aria-label={t('table.select', { title: book.title })}
                  checked={selected}
                  disabled={isLoaned}
                  onChange={() => onToggleSelect(book)}
                  className="h-5 w-5 accent-brand-600"
                />
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="line-clamp-2 font-medium">
                      <BookTitleLink id={book._id} title={book.title} />
                    </p>
                    <p className="truncate text-sm text-slate-600 dark:text-slate-300">{book.author}</p>
                  </div>
                  <BookRowMenu book={book} actions={actions} />
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                  <StatusBadge status={book.status} />
                  <ReadingLine status={book.readingStatus} />
                  {book.category ? (
                    <span className="text-slate-500 dark:text-slate-400">{book.category}</span>
                  ) : null}
                  <CardTags tags={book.tags} />
                </div>
                {book.currentLoan ? (
                  <div className="mt-1">
                    <HolderLine holder={book.currentLoan} />
                  </div>
                ) : null}
                <div className="mt-2">
                  <StarRating
                    value={book.rating}
                    readOnly={isLoaned}
                    onChange={(rating) => onRate(book, rating)}
                    label={t('table.ratingFor', { title: book.title })}
                  />
                </div>
              </div>
            </div>
          </li>
        );
      })}
    </ul>
  );
}
