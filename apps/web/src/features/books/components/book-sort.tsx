import { type BookSortKey, bookSortKeys, type SortOrder } from '@shelfwise/contract';
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useId } from 'react';
import { type MessageKey, useT } from '../../../lib/i18n/i18n.ts';
import { nextSort, sortLabels } from '../lib/library-params.ts';

export interface SortState {
  sort: BookSortKey;
  order: SortOrder;
}

/** A column header that sorts by its column; a second click turns the order round. */
export function SortHeader({
  column,
  label,
  state,
  onSort,
  className,
}: {
  column: BookSortKey;
  label: string;
  state: SortState;
  onSort: (next: SortState) => void;
  className: string;
}) {
  const active = state.sort === column;
  const Icon = !active ? ArrowUpDown : state.order === 'asc' ? ArrowUp : ArrowDown;
  return (
    <th
      scope="col"
      className={className}
      aria-sort={active ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
    >
      <button
        type="button"
        onClick={() => onSort(nextSort(state, column))}
        className="inline-flex items-center gap-1 rounded uppercase hover:text-slate-900 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 dark:hover:text-white"
      >
        {label}
        <Icon aria-hidden="true" className={`h-3.5 w-3.5 ${active ? '' : 'opacity-40'}`} />
      </button>
    </th>
  );
}

const orderWords = {
  createdAt: { desc: 'sort.newest', asc: 'sort.oldest' },
  title: { asc: 'sort.az', desc: 'sort.za' },
  author: { asc: 'sort.az', desc: 'sort.za' },
  rating: { desc: 'sort.highest', asc: 'sort.lowest' },
  status: { asc: 'sort.az', desc: 'sort.za' },
} as const satisfies Record<BookSortKey, Record<SortOrder, MessageKey>>;

/** The sort choice on phones, where there are no column headers. */
export function SortSelect({ state, onSort }: { state: SortState; onSort: (next: SortState) => void }) {
  const id = useId();
  const t = useT();
  return (
    <div className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-200">
      <label htmlFor={id} className="shrink-0">
        {t('sort.by')}
      </label>
      <select
        id={id}
        value={`${state.sort}:${state.order}`}
        onChange={(e) => {
          const [sort, order] = e.target.value.split(':') as [BookSortKey, SortOrder];
          onSort({ sort, order });
        }}
        className="h-10 w-full rounded-lg border border-slate-300 bg-white px-2 text-sm text-slate-900 focus-visible:outline-2 focus-visible:outline-brand-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-100"
      >
        {bookSortKeys.flatMap((key) =>
          (['asc', 'desc'] as const).map((order) => (
            <option key={`${key}:${order}`} value={`${key}:${order}`}>
              {t('sort.option', { column: t(sortLabels[key]), order: t(orderWords[key][order]) })}
            </option>
          )),
        )}
      </select>
    </div>
  );
}
