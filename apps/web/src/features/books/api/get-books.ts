import {
  BOOKS_PAGE_SIZE,
  type BookListQueryInput,
  type BookPage,
  type BookSortKey,
  type BookStatusFilter,
  type SortOrder,
} from '@shelfwise/contract';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiFetch, getToken } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';
import { bookKeys } from './query-keys.ts';

export interface BookListParams {
  page: number;
  limit?: number;
  search?: string;
  category?: string;
  author?: string;
  tags?: readonly string[];
  /** An availability (Available…) or a reading status (WantToRead…); empty for all. */
  status?: BookStatusFilter | '';
  sort?: BookSortKey;
  order?: SortOrder;
}

/** The query string of GET /api/books: empty filters are left out, tags comma-joined (spec §7). */
export function bookListQuery({
  page,
  limit = BOOKS_PAGE_SIZE,
  search,
  category,
  author,
  tags,
  status,
  sort,
  order,
}: BookListParams) {
  const query: BookListQueryInput = { page, limit };
  if (sort) query.sort = sort;
  if (order) query.order = order;
  if (search?.trim()) query.search = search.trim();
  if (category) query.category = category;
  if (author) query.author = author;
  if (tags?.length) query.tags = tags.join(',');
  if (status) query.status = status;
  return query;
}

/** The list's filters as a query string, for the exports (they take every matching book, newest first). */
export function bookExportQuery(params: Omit<BookListParams, 'page' | 'limit' | 'sort' | 'order'>): string {
  const { page: _page, limit: _limit, ...rest } = bookListQuery({ ...params, page: 1 });
  return new URLSearchParams(Object.entries(rest).map(([k, v]) => [k, String(v)])).toString();
}

export async function getBooks(params: BookListParams, signal?: AbortSignal): Promise<BookPage> {
  if (!getToken()) throw new ApiError(401, 'No authentication token found');
  const qs = new URLSearchParams(
    Object.entries(bookListQuery(params)).map(([k, v]) => [k, String(v)]),
  ).toString();
  return apiFetch<BookPage>(`/api/books?${qs}`, { signal, fallbackMessage: t('error.fetchBooks') });
}

export const booksQueryOptions = (params: BookListParams) =>
  queryOptions({
    queryKey: bookKeys.list(bookListQuery(params)),
    queryFn: ({ signal }) => getBooks(params, signal),
    // Keeps the rows of the previous page on screen while the next one loads.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useBooks(params: BookListParams) {
  return useQuery(booksQueryOptions(params));
}
