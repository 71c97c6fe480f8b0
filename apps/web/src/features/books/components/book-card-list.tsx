import { BookOpen } from 'lucide-react';
import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { BookRowMenu } from './book-row-menu.tsx';
import { CardTags } from './book-tags.tsx';
import type { BookListProps } from './books-table.tsx';
import { StarRating } from './star-rating.tsx';
import { StatusBadge } from './status-badge.tsx';

/** The card list for small screens (spec §2). */
export function BookCardList({
  books,
  isLoading,
  selectedIds,
  onToggleSelect,
  onRate,
  actions,
}: BookListProps) {
  if (isLoading) {
    return (
      <div className="flex items-center justify-center gap-2 rounded-xl border border-slate-200 py-12 text-slate-600 dark:border-slate-700 dark:text-slate-300">
        <Spinner /> Loading books...
      </div>
    );
  }
  if (books.length === 0) {
    return (
      <div className="rounded-xl border border-slate-200 dark:border-slate-700">
        <EmptyState
          icon={BookOpen}
          title="No books found"
          message="Your collection is empty or no books match your filters."
        />
      </div>
    );
  }
  return (
    <ul aria-label="Your books" className="space-y-3">
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
                  aria-label={`Select ${book.title}`}
                  checked={selected}
                  disabled={isLoaned}
                  onChange={() => onToggleSelect(book)}
                  className="h-5 w-5 accent-brand-600"
                />
              </div>
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <div className="min-w-0">
                    <p className="line-clamp-2 font-medium text-slate-900 dark:text-slate-100">
                      {book.title}
                    </p>
                    <p className="truncate text-sm text-slate-600 dark:text-slate-300">{book.author}</p>
                  </div>
                  <BookRowMenu book={book} actions={actions} />
                </div>
                <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
                  <StatusBadge status={book.status} />
                  {book.category ? (
                    <span className="text-slate-500 dark:text-slate-400">{book.category}</span>
                  ) : null}
                  <CardTags tags={book.tags} />
                </div>
                <div className="mt-2">
                  <StarRating
                    value={book.rating}
                    readOnly={isLoaned}
                    onChange={(rating) => onRate(book, rating)}
                    label={`Rating for ${book.title}`}
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
