import {
  type BookSortKey,
  type BookStatusFilter,
  bookSortKeys,
  bookStatusFilters,
  defaultSortOrder,
  type SortOrder,
} from '@shelfwise/contract';
import type { MessageKey } from '../../../lib/i18n/i18n.ts';

export type LibraryLayout = 'table' | 'grid';

/** Everything that decides what the library page shows; it lives in the URL's query string. */
export interface LibraryParams {
  search: string;
  category: string;
  author: string;
  tags: string[];
  /** Where the books are (Available…) or where the reader is with them (WantToRead…); '' for all. */
  status: BookStatusFilter | '';
  page: number;
  sort: BookSortKey;
  order: SortOrder;
  /** null: not in the URL (the user's remembered choice applies). */
  view: LibraryLayout | null;
}

export const defaultLibraryParams: LibraryParams = {
  search: '',
  category: '',
  author: '',
  tags: [],
  status: '',
  page: 1,
  sort: 'createdAt',
  order: defaultSortOrder.createdAt,
  view: null,
};

const isStatusFilter = (v: string | null): v is BookStatusFilter =>
  bookStatusFilters.includes(v as BookStatusFilter);

const isSortKey = (v: string | null): v is BookSortKey => bookSortKeys.includes(v as BookSortKey);

/** Reads the page's state from a query string; anything unknown or malformed falls back to the default. */
export function readLibraryParams(query: URLSearchParams): LibraryParams {
  const sortParam = query.get('sort');
  const sort = isSortKey(sortParam) ? sortParam : defaultLibraryParams.sort;
  const orderParam = query.get('order');
  const page = Number.parseInt(query.get('page') ?? '', 10);
  const view = query.get('view');
  const status = query.get('status');
  return {
    search: query.get('search') ?? '',
    category: query.get('category') ?? '',
    author: query.get('author') ?? '',
    tags: (query.get('tags') ?? '')
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    status: isStatusFilter(status) ? status : '',
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    sort,
    order: orderParam === 'asc' || orderParam === 'desc' ? orderParam : defaultSortOrder[sort],
    view: view === 'table' || view === 'grid' ? view : null,
  };
}

/** The query string for a state: defaults are left out, so the plain library is a plain URL. */
export function writeLibraryParams(params: LibraryParams): URLSearchParams {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.category) query.set('category', params.category);
  if (params.author) query.set('author', params.author);
  if (params.tags.length > 0) query.set('tags', params.tags.join(','));
  if (params.status) query.set('status', params.status);
  if (params.sort !== defaultLibraryParams.sort) query.set('sort', params.sort);
  if (params.order !== defaultSortOrder[params.sort]) query.set('order', params.order);
  if (params.page > 1) query.set('page', String(params.page));
  if (params.view) query.set('view', params.view);
  return query;
}

/** Whether the list is narrowed by anything (then an export says how many books it holds). */
export const isFiltered = (p: Pick<LibraryParams, 'search' | 'category' | 'author' | 'tags' | 'status'>) =>
  Boolean(p.search.trim() || p.category || p.author || p.tags.length > 0 || p.status);

/** The next order when a column header is clicked: the other direction of the same column, or the column's own default. */
export function nextSort(current: Pick<LibraryParams, 'sort' | 'order'>, column: BookSortKey) {
  if (current.sort === column)
    return { sort: column, order: current.order === 'asc' ? 'desc' : 'asc' } as const;
  return { sort: column, order: defaultSortOrder[column] } as const;
}

/** The catalogue key naming each sort column. */
export const sortLabels = {
  createdAt: 'sort.createdAt',
  title: 'sort.title',
  author: 'sort.author',
  rating: 'sort.rating',
  status: 'sort.status',
} as const satisfies Record<BookSortKey, MessageKey>;
