import { type BookDetail, formatPrice } from '@shelfwise/contract';
import { CoverTile } from '../../../components/ui/cover-tile.tsx';
import { dueState, formatDate, isPastDay } from '../../../lib/dates.ts';
import { useDueSoonLead } from '../../../lib/due-soon.ts';
import { intlLocale, useT } from '../../../lib/i18n/i18n.ts';
import { StarRating } from './star-rating.tsx';
import { StatusBadge } from './status-badge.tsx';

/** "Bought on Jun 15, 2030 for ₦4,500.00" (issue 30: a book bought from the wishlist), or null. */
function purchaseLine(book: BookDetail, t: ReturnType<typeof useT>): string | null {
  if (!book.purchasedOn) return null;
  const date = formatDate(book.purchasedOn);
  if (book.purchasePriceMinor === null || book.purchasePriceMinor === undefined || !book.purchaseCurrency) {
    return t('details.boughtOn', { date });
  }
  const price = formatPrice(book.purchasePriceMinor, book.purchaseCurrency, intlLocale());
  return t('details.boughtOnFor', { date, price });
}

const dt = 'text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400';
const dd = 'mt-0.5 text-sm text-slate-900 dark:text-slate-100';

/** Everything about one book: cover, every field, who holds it now and its loan history. */
export function BookDetails({ book, actions }: { book: BookDetail; actions: React.ReactNode }) {
  const t = useT();
  const holder = book.currentLoan;
  const leadDays = useDueSoonLead();
  const state = holder ? dueState(holder.returnDate, leadDays) : 'out';
  return (
    <article className="space-y-6">
      <div className="flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-5 sm:flex-row dark:border-slate-700 dark:bg-slate-900">
        <div className="w-32 shrink-0 self-center sm:self-start">
          <CoverTile title={book.title} thumbnail={book.thumbnail} size="fill" />
        </div>
        <div className="min-w-0 flex-1 space-y-4">
          <header>
            <h1 className="text-2xl font-bold break-words text-slate-900 dark:text-slate-100">
              {book.title}
            </h1>
            <p className="text-slate-700 dark:text-slate-200">{book.author}</p>
          </header>
          <div className="flex flex-wrap items-center gap-3">
            <StatusBadge status={book.status} />
            <StarRating value={book.rating} readOnly label={t('table.ratingFor', { title: book.title })} />
          </div>
          {holder ? (
            <p
              role="status"
              className={`rounded-lg px-3 py-2 text-sm ${
                state === 'overdue'
                  ? 'bg-red-50 font-medium text-red-800 dark:bg-red-950/50 dark:text-red-200'
                  : state === 'soon'
                    ? 'bg-amber-50 font-medium text-amber-900 dark:bg-amber-950/50 dark:text-amber-200'
                    : 'bg-brand-50 text-slate-800 dark:bg-slate-800 dark:text-slate-100'
              }`}
            >
              {t('holder.since', {
                name: holder.borrower.name || t('holder.someone'),
                since: formatDate(holder.borrowDate),
                overdue: state === 'overdue' ? 'yes' : state === 'soon' ? 'soon' : 'no',
                date: formatDate(holder.returnDate),
              })}
            </p>
          ) : null}
          <div className="flex flex-wrap gap-2">{actions}</div>
        </div>
      </div>

      <section
        aria-labelledby="book-fields"
        className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="book-fields" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('details.title')}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-2">
          <div>
            <dt className={dt}>{t('details.isbn')}</dt>
            <dd className={dd}>{book.isbn || '—'}</dd>
          </div>
          <div>
            <dt className={dt}>{t('details.category')}</dt>
            <dd className={dd}>{book.category || '—'}</dd>
          </div>
          <div>
            <dt className={dt}>{t('details.tags')}</dt>
            <dd className={dd}>
              {book.tags.length > 0 ? (
                <ul aria-label={t('details.tags')} className="flex flex-wrap gap-1.5">
                  {book.tags.map((tag) => (
                    <li
                      key={tag}
                      className="rounded-full bg-brand-50 px-2 py-0.5 text-xs font-medium text-brand-800 dark:bg-brand-700/30 dark:text-brand-100"
                    >
                      {tag}
                    </li>
                  ))}
                </ul>
              ) : (
                '—'
              )}
            </dd>
          </div>
          <div>
            <dt className={dt}>{t('details.added')}</dt>
            <dd className={dd}>{formatDate(book.createdAt)}</dd>
          </div>
          <div>
            <dt className={dt}>{t('details.changed')}</dt>
            <dd className={dd}>{formatDate(book.updatedAt)}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className={dt}>{t('details.description')}</dt>
            <dd className={`${dd} whitespace-pre-line`}>{book.description || '—'}</dd>
          </div>
          <div>
            <dt className={dt}>{t('reading.status')}</dt>
            <dd className={dd}>
              {book.readingStatus ? t(`reading.${book.readingStatus}`) : '—'}
              {book.startedOn || book.finishedOn
                ? ` · ${[book.startedOn, book.finishedOn].map((d) => (d ? formatDate(d) : '…')).join(' – ')}`
                : ''}
            </dd>
          </div>
          <div>
            <dt className={dt}>{t('reading.readCount')}</dt>
            <dd className={dd}>{book.readCount}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className={dt}>{t('book.publisher')}</dt>
            <dd className={dd}>
              {[book.publisher, book.publishedYear, book.pages ? `${book.pages} ${t('book.pages')}` : '']
                .filter(Boolean)
                .join(' · ') || '—'}
            </dd>
          </div>
          {purchaseLine(book, t) ? (
            <div className="sm:col-span-2">
              <dt className={dt}>{t('details.purchase')}</dt>
              <dd className={dd}>{purchaseLine(book, t)}</dd>
            </div>
          ) : null}
          <div className="sm:col-span-2">
            <dt className={dt}>{t('details.notes')}</dt>
            <dd className={`${dd} whitespace-pre-line`}>{book.notes || '—'}</dd>
          </div>
        </dl>
      </section>

      <section
        aria-labelledby="book-loans"
        className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-700 dark:bg-slate-900"
      >
        <h2 id="book-loans" className="mb-3 text-lg font-semibold text-slate-900 dark:text-slate-100">
          {t('details.loanHistory')}
        </h2>
        {book.loans.length === 0 ? (
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('details.neverLent')}</p>
        ) : (
          <ol className="divide-y divide-slate-200 dark:divide-slate-700">
            {book.loans.map((loan) => {
              const late = loan.returnedAt === null && isPastDay(loan.returnDate);
              return (
                <li
                  key={loan._id}
                  className="flex flex-wrap items-baseline justify-between gap-2 py-2 text-sm"
                >
                  <span className="font-medium text-slate-900 dark:text-slate-100">
                    {loan.borrower.name || t('details.aBorrower')}
                  </span>
                  <span
                    className={
                      late
                        ? 'font-medium text-red-700 dark:text-red-300'
                        : 'text-slate-600 dark:text-slate-300'
                    }
                  >
                    {t('details.loanLine', {
                      from: formatDate(loan.borrowDate),
                      due: formatDate(loan.returnDate),
                      state: loan.returnedAt ? 'returned' : late ? 'overdue' : 'out',
                      returned: formatDate(loan.returnedAt),
                    })}
                  </span>
                </li>
              );
            })}
          </ol>
        )}
      </section>
    </article>
  );
}
