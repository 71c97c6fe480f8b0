import { BOOKS_PAGE_SIZE, type Book, plans, SEARCH_DEBOUNCE_MS } from '@shelfwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import { LayoutGrid, Table2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { meQueryKey, useCurrentUser } from '../../features/auth/index.ts';
import { LibraryBanner } from '../../features/banners/index.ts';
import type { BookActions } from '../../features/books/index.ts';
import {
  AddBookButton,
  AddBooksDialog,
  BookCardList,
  BookCoverGrid,
  BookFilterBar,
  type BookFilterValues,
  BooksPager,
  BooksTable,
  BulkEditBar,
  bookExportQuery,
  EditBookDialog,
  ExportButtons,
  emptyBookFilters,
  isFiltered,
  LibraryFirstSteps,
  SortSelect,
  type SortState,
  selectableBooks,
  totalPages,
  useBookFilters,
  useBooks,
  useDebouncedValue,
  useDeleteBook,
  useDeleteBooks,
  useExportBooks,
  useLibraryLayout,
  useLibraryParams,
  useTagSummary,
  useUpdateBookRating,
} from '../../features/books/index.ts';
import { RecommendBookDialog } from '../../features/friends/index.ts';
import { LoanBookDialog } from '../../features/loans/index.ts';
import { useT } from '../../lib/i18n/i18n.ts';

/** `/dashboard` and `/dashboard/collection`: the library page of spec §2. */
export default function CollectionPage() {
  const t = useT();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const [params, update] = useLibraryParams();
  const [layout, rememberLayout] = useLibraryLayout(user.id, params.view);
  const { page, sort, order } = params;
  const [searchText, setSearchText] = useState(params.search);
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(new Set());
  const [adding, setAdding] = useState(false);
  const [editing, setEditing] = useState<Book | null>(null);
  const [deleting, setDeleting] = useState<Book | null>(null);
  const [loaning, setLoaning] = useState<Book | null>(null);
  const [recommending, setRecommending] = useState<Book | null>(null);
  const [bulkDeleting, setBulkDeleting] = useState(false);

  // The search box types freely; its settled text goes into the URL (replacing, not pushing).
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  const lastPushed = useRef(search);
  useEffect(() => {
    if (search === lastPushed.current) return;
    lastPushed.current = search;
    update({ search, page: 1 }, { replace: true });
  }, [search, update]);
  // Back, forward or a pasted link changed the search: the box follows.
  useEffect(() => {
    if (params.search === lastPushed.current) return;
    lastPushed.current = params.search;
    setSearchText(params.search);
  }, [params.search]);

  const filters: BookFilterValues = {
    search: searchText,
    category: params.category,
    author: params.author,
    tags: params.tags,
    status: params.status,
  };
  const list = useBooks({
    page,
    search: params.search,
    category: params.category,
    author: params.author,
    tags: params.tags,
    status: params.status,
    sort,
    order,
  });
  const filterOptions = useBookFilters();
  // The author dropdown lists the chosen category's authors only.
  const authorOptions = useBookFilters(params.category || undefined);
  const tagSummary = useTagSummary();
  const rate = useUpdateBookRating();
  const deleteOne = useDeleteBook();
  const deleteMany = useDeleteBooks();
  const exporter = useExportBooks();

  // Spec §8: a failed fetch empties the list and the total.
  const books = list.isError ? [] : (list.data?.data ?? []);
  const total = list.isError ? 0 : (list.data?.pagination.total ?? 0);
  const ownTags = useMemo(() => (tagSummary.data ?? []).map((t) => t.name), [tagSummary.data]);

  // A new page or new filters start with nothing selected: a hidden selection must not be deleted.
  // biome-ignore lint/correctness/useExhaustiveDependencies: these are the triggers
  useEffect(
    () => setSelectedIds(new Set()),
    [page, params.search, params.category, params.author, params.tags.join(','), params.status, sort, order],
  );

  // A bulk edit can move selected books out of the view (a status filter): keep only those shown.
  useEffect(() => {
    if (list.isPlaceholderData || !list.data) return;
    const shown = new Set(list.data.data.map((b) => b._id));
    setSelectedIds((current) =>
      [...current].every((id) => shown.has(id))
        ? current
        : new Set([...current].filter((id) => shown.has(id))),
    );
  }, [list.data, list.isPlaceholderData]);

  // Deleting the last rows of the last page leaves it empty: step back to the new last page.
  useEffect(() => {
    if (list.isPlaceholderData || !list.data || list.data.data.length > 0 || page === 1) return;
    update({ page: Math.max(1, totalPages(list.data.pagination.total, BOOKS_PAGE_SIZE)) }, { replace: true });
  }, [list.data, list.isPlaceholderData, page, update]);

  const changeFilters = (next: Partial<BookFilterValues>) => {
    const { search: typed, ...others } = next;
    if (typed !== undefined) setSearchText(typed);
    if (Object.keys(others).length > 0)
      update({ ...others, tags: others.tags ? [...others.tags] : params.tags, page: 1 });
  };
  const clearFilters = () => {
    setSearchText('');
    lastPushed.current = '';
    update({ ...emptyBookFilters, tags: [], page: 1 });
  };
  const setPage = (next: number) => update({ page: next });
  const changeSort = (next: SortState) => update({ ...next, page: 1 });
  const changeLayout = (next: 'table' | 'grid') => {
    rememberLayout(next);
    update({ view: next }, { replace: true });
  };

  // The top bar's book count and rank title come from the user.
  const refreshUser = () => queryClient.invalidateQueries({ queryKey: meQueryKey });

  const actions: BookActions = {
    onEdit: setEditing,
    onDelete: setDeleting,
    onLoan: setLoaning,
    onRecommend: setRecommending,
  };

  const onRate = (book: Book, rating: number) =>
    rate.mutate(
      { id: book._id, rating },
      { onError: (e) => toast.error(e.message || t('library.ratingFailed')) },
    );

  const toggleSelect = (book: Book) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (next.has(book._id)) next.delete(book._id);
      else next.add(book._id);
      return next;
    });
  const toggleSelectAll = () => {
    const selectable = selectableBooks(books);
    setSelectedIds((current) =>
      selectable.every((b) => current.has(b._id)) ? new Set() : new Set(selectable.map((b) => b._id)),
    );
  };

  const confirmDelete = () => {
    if (!deleting) return;
    const { title } = deleting;
    deleteOne.mutate(deleting._id, {
      onSuccess: () => {
        toast.success(t('library.deleted', { title }));
        void refreshUser();
      },
      onError: (e) => toast.error(e.message || t('library.deleteFailed')),
      onSettled: () => setDeleting(null),
    });
  };

  const confirmBulkDelete = () => {
    const ids = [...selectedIds];
    deleteMany.mutate(ids, {
      onSuccess: ({ failed }) => {
        if (failed.length > 0) toast.error(t('library.deleteSomeFailed'));
        else toast.success(t('library.deletedCount', { count: ids.length }));
        setSelectedIds(new Set(failed));
        void refreshUser();
      },
      onSettled: () => setBulkDeleting(false),
    });
  };

  const exportQuery = bookExportQuery({
    search: params.search,
    category: params.category,
    author: params.author,
    tags: params.tags,
    status: params.status,
  });
  // No books at all (not filters that match none): the first steps instead of an empty table.
  const libraryIsEmpty =
    !list.isPending && !list.isError && !list.isPlaceholderData && total === 0 && !isFiltered(params);
  const exportScope = isFiltered(params)
    ? t('library.exportCount', { count: total })
    : t('library.exportAll');
  const exportAs = (kind: 'csv' | 'pdf') =>
    exporter.mutate(
      { kind, query: exportQuery },
      {
        onError: (e) =>
          toast.error(
            e.message || (kind === 'csv' ? t('library.exportCsvFailed') : t('library.exportPdfFailed')),
          ),
      },
    );

  const listProps = {
    books,
    isLoading: list.isPending,
    selectedIds,
    onToggleSelect: toggleSelect,
    onToggleSelectAll: toggleSelectAll,
    onRate,
    actions,
  };

  return (
    <div className="space-y-4">
      <LibraryBanner plan={user.plan} name={user.name} />

      <header className="flex flex-wrap items-end justify-between gap-2">
        <div>
          <h1 className="text-2xl font-bold text-slate-900 dark:text-slate-100">{t('library.title')}</h1>
          <p className="text-sm text-slate-600 dark:text-slate-300">{t('library.lead')}</p>
        </div>
      </header>

      <BookFilterBar
        values={filters}
        onChange={changeFilters}
        onClearAll={clearFilters}
        categories={filterOptions.data?.categories ?? []}
        authors={authorOptions.data?.authors ?? []}
        tags={tagSummary.data ?? []}
        actions={
          <>
            <ExportButtons
              plan={user.plan}
              isEmpty={books.length === 0}
              exporting={exporter.isPending ? (exporter.variables?.kind ?? null) : null}
              scope={exportScope}
              onExport={exportAs}
            />
            <AddBookButton onClick={() => setAdding(true)} />
          </>
        }
      />

      {list.isError ? (
        <p
          role="alert"
          className="rounded-lg bg-red-50 px-4 py-3 text-sm text-red-800 dark:bg-red-950/50 dark:text-red-200"
        >
          {list.error.message || t('library.fetchFailed')}
        </p>
      ) : null}

      {selectedIds.size > 0 ? (
        <BulkEditBar
          selectedIds={selectedIds}
          ownTags={ownTags}
          categories={filterOptions.data?.categories ?? []}
          onClear={() => setSelectedIds(new Set())}
          onDelete={() => setBulkDeleting(true)}
        />
      ) : null}

      <div className="flex flex-wrap items-center justify-between gap-3">
        <div className="w-full sm:w-72 md:hidden">
          <SortSelect state={{ sort, order }} onSort={changeSort} />
        </div>
        <fieldset className="ml-auto inline-flex rounded-lg border border-slate-300 p-0.5 dark:border-slate-600">
          <legend className="sr-only">{t('library.showAs')}</legend>
          {(
            [
              ['table', 'library.viewList', Table2],
              ['grid', 'library.viewCovers', LayoutGrid],
            ] as const
          ).map(([value, label, Icon]) => (
            <button
              key={value}
              type="button"
              aria-pressed={layout === value}
              onClick={() => changeLayout(value)}
              className={`inline-flex h-9 items-center gap-1.5 rounded-md px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 ${
                layout === value
                  ? 'bg-brand-600 text-white'
                  : 'text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800'
              }`}
            >
              <Icon aria-hidden="true" className="h-4 w-4" />
              {t(label)}
            </button>
          ))}
        </fieldset>
      </div>

      <div
        className={list.isPlaceholderData ? 'opacity-60 transition-opacity' : undefined}
        aria-busy={list.isFetching}
      >
        {libraryIsEmpty ? (
          <LibraryFirstSteps
            onAdd={() => setAdding(true)}
            canSearchCatalog={plans[user.plan].canSearchCatalog}
          />
        ) : layout === 'grid' ? (
          <BookCoverGrid books={books} isLoading={list.isPending} />
        ) : (
          <>
            <div className="hidden md:block">
              <BooksTable {...listProps} sort={{ sort, order }} onSort={changeSort} />
            </div>
            <div className="md:hidden">
              <BookCardList {...listProps} />
            </div>
          </>
        )}
      </div>

      {total > 0 ? (
        <BooksPager page={page} pageSize={BOOKS_PAGE_SIZE} total={total} onPageChange={setPage} />
      ) : null}

      <AddBooksDialog
        open={adding}
        onClose={() => setAdding(false)}
        onAdded={() => void refreshUser()}
        plan={user.plan}
        ownTags={ownTags}
      />
      <EditBookDialog
        book={editing}
        onClose={() => setEditing(null)}
        ownTags={ownTags}
        canWriteNotes={plans[user.plan].canWriteNotes}
      />
      <LoanBookDialog book={loaning} onClose={() => setLoaning(null)} errorText={t('library.loanFailed')} />
      <RecommendBookDialog
        book={recommending}
        plan={user.plan}
        onClose={() => setRecommending(null)}
        errorText={t('library.recommendFailed')}
      />
      <ConfirmDialog
        open={deleting !== null}
        title={t('library.deleteBookTitle')}
        message={t('library.deleteBookText', { title: deleting?.title ?? '' })}
        confirmText={t('common.delete')}
        busyText={t('common.deleting')}
        busy={deleteOne.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={confirmDelete}
      />
      <ConfirmDialog
        open={bulkDeleting}
        title={t('library.deleteBooksTitle')}
        message={t('library.deleteBooksText', { count: selectedIds.size })}
        confirmText={t('common.delete')}
        busyText={t('common.deleting')}
        busy={deleteMany.isPending}
        onCancel={() => setBulkDeleting(false)}
        onConfirm={confirmBulkDelete}
      />
    </div>
  );
}
