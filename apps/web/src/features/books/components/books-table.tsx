import type { Book, BookListItem } from '@shelfwise/contract';
import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { formatDate } from '../../../lib/dates.ts';
import { useT } from '../../../lib/i18n/i18n.ts';
import { BookTitleLink, HolderLine } from './book-links.tsx';
import { type BookActions, BookRowMenu } from './book-row-menu.tsx';
import { SortHeader, type SortState } from './book-sort.tsx';
import { RowTags } from './book-tags.tsx';
import { StarRating } from './star-rating.tsx';
import { ReadingLine, StatusBadge } from './status-badge.tsx';

export interface BookListProps {
  books: readonly BookListItem[];
  isLoading: boolean;
  selectedIds: ReadonlySet<string>;
  onToggleSelect: (book: Book) => void;
  onToggleSelectAll: () => void;
  onRate: (book: Book, rating: number) => void;
  actions: BookActions;
}

export interface BooksTableProps extends BookListProps {
  sort: SortState;
  onSort: (next: SortState) => void;
}

/** Books that can be selected for bulk delete: a Loaned book cannot be deleted (spec §4). */
export const selectableBooks = <T extends Book>(books: readonly T[]) =>
  books.filter((b) => b.status !== 'Loaned');

const th =
  'px-3 py-3 text-left text-xs font-semibold tracking-wide text-slate-600 uppercase dark:text-slate-300';
const td = 'px-2 py-3 align-middle text-sm lg:px-3';

/** The books table for md and wider (spec §2). */
export function BooksTable({
  books,
  isLoading,
  selectedIds,
  onToggleSelect,
  onToggleSelectAll,
  onRate,
  actions,
  sort,
  onSort,
}: BooksTableProps) {
  const sortable = { state: sort, onSort, className: th };
  const selectable = selectableBooks(books);
  const allSelected = selectable.length > 0 && selectable.every((b) => selectedIds.has(b._id));
  const someSelected = selectable.some((b) => selectedIds.has(b._id));
  const t = useT();
  // Each row keeps Tab stops for its main actions, in reading order: select, open the book, its
  // rating (the five stars are one stop, ←/→ between them) and its actions menu. A plain table,
  // not a grid: nothing here needs keys a screen reader has to be told about.

  return (
    // The table fits its box (a container): the columns that matter least give way first as the box
    // narrows — date added, then tags, then category, then the covers — so title and actions stay.
    <div className="@container overflow-x-auto rounded-xl border border-slate-200 bg-white dark:border-slate-700 dark:bg-slate-900">
      <table className="w-full divide-y divide-slate-200 dark:divide-slate-700">
        <caption className="sr-only">{t('table.caption')}</caption>
        <thead className="bg-slate-50 dark:bg-slate-800/60">
          <tr>
            <th scope="col" className={`${th} w-10`}>
              <input
                type="checkbox"
                aria-label={t('table.selectAll')}
                checked={allSelected}
                ref={(el) => {
                  if (el) el.indeterminate = someSelected && !allSelected;
                }}
                disabled={selectable.length === 0}
                onChange={onToggleSelectAll}
                className="h-4 w-4 accent-brand-600"
              />
            </th>
            <SortHeader column="title" label={t('table.title')} {...sortable} />
            <SortHeader column="author" label={t('table.author')} {...sortable} />
            <th scope="col" className={`${th} hidden @4xl:table-cell`}>
              {t('table.category')}
            </th>
            <SortHeader column="status" label={t('table.status')} {...sortable} />
            <th scope="col" className={`${th} hidden @5xl:table-cell`}>
              {t('table.tag')}
            </th>
            <SortHeader column="rating" label={t('table.rating')} {...sortable} />
            <SortHeader
              column="createdAt"
              label={t('table.added')}
              {...sortable}
              className={`${th} hidden @6xl:table-cell`}
            />
            <th scope="col" className={`${th} text-right`}>
              {t('table.actions')}
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-slate-200 dark:divide-slate-700">
          {isLoading ? (
            <tr>
              <td colSpan={9} className="px-3 py-12 text-center text-slate-600 dark:text-slate-300">
                <span className="inline-flex items-center gap-2">
                  <Spinner /> {t('table.loading')}
                </span>
              </td>
            </tr>
          ) : books.length === 0 ? (
            <tr>
              <td colSpan={9} className="px-3 py-12 text-center text-slate-600 dark:text-slate-300">
                {t('table.empty')}
              </td>
            </tr>
          ) : (
            books.map((book) => {
              const isLoaned = book.status === 'Loaned';
              return (
                <tr
                  key={book._id}
                  className={
                    selectedIds.has(book._id)
                      ? 'bg-brand-50/60 dark:bg-brand-700/15'
                      : 'hover:bg-slate-50 dark:hover:bg-slate-800/40'
                  }
                >
                  <td className={td}>
                    <input
                      type="checkbox"
                      aria-label={t('table.select', { title: book.title })}
                      checked={selectedIds.has(book._id)}
                      disabled={isLoaned}
                      title={isLoaned ? t('table.loanedCannotDelete') : undefined}
                      onChange={() => onToggleSelect(book)}
                      className="h-4 w-4 accent-brand-600"
                    />
                  </td>
                  <td className={td}>
                    <div className="flex min-w-[9rem] items-center gap-3">
                      {/* In a narrow box the columns need the room; the cards show covers on phones. */}
                      <span className="hidden @4xl:contents">
                        <CoverTile title={book.title} thumbnail={book.thumbnail} />
                      </span>
                      <div className="min-w-0">
                        <p className="line-clamp-2 font-medium">
                          <BookTitleLink id={book._id} title={book.title} />
                        </p>
                        {book.isbn ? (
                          <p className="text-xs text-slate-500 dark:text-slate-400">
                            {t('table.isbn', { isbn: book.isbn })}
                          </p>
                        ) : null}
                      </div>
                    </div>
                  </td>
                  <td className={`${td} text-slate-700 dark:text-slate-200`}>{book.author}</td>
                  <td className={`${td} hidden text-slate-700 @4xl:table-cell dark:text-slate-200`}>
                    {book.category || '—'}
                  </td>
                  <td className={td}>
                    <StatusBadge status={book.status} />
                    <ReadingLine status={book.readingStatus} />
                    {book.currentLoan ? <HolderLine holder={book.currentLoan} /> : null}
                  </td>
                  <td className={`${td} hidden @5xl:table-cell`}>
                    <RowTags tags={book.tags} />
                  </td>
                  <td className={td}>
                    <StarRating
                      value={book.rating}
                      readOnly={isLoaned}
                      onChange={(rating) => onRate(book, rating)}
                      label={t('table.ratingFor', { title: book.title })}
                    />
                  </td>
                  <td
                    className={`${td} hidden whitespace-nowrap text-slate-700 @6xl:table-cell dark:text-slate-200`}
                  >
                    {formatDate(book.createdAt)}
                  </td>
                  <td className={`${td} text-right`}>
                    <BookRowMenu book={book} actions={actions} />
                  </td>
                </tr>
              );
            })
          )}
        </tbody>
      </table>
    </div>
  );
}
