// The books feature's public surface: pages and other features import only this file.
export { useDeleteBook, useDeleteBooks } from './api/delete-book.ts';
export { useExportBooks } from './api/export-books.ts';
export { useBookFilters, useTagSummary } from './api/get-book-filters.ts';
export { useBooks } from './api/get-books.ts';
export { useUpdateBookRating } from './api/update-book-rating.ts';
export { AddBooksDialog } from './components/add-books-dialog.tsx';
export { BookCardList } from './components/book-card-list.tsx';
export type { BookFilterValues } from './components/book-filter-bar.tsx';
export { AddBookButton, BookFilterBar, emptyBookFilters } from './components/book-filter-bar.tsx';
export type { BookActions } from './components/book-row-menu.tsx';
export { BooksPager } from './components/books-pager.tsx';
export { BooksTable, selectableBooks } from './components/books-table.tsx';
export { EditBookDialog } from './components/edit-book-dialog.tsx';
export { ExportButtons } from './components/export-buttons.tsx';
export { StarRating } from './components/star-rating.tsx';
export { useDebouncedValue } from './hooks/use-debounced-value.ts';
export { totalPages } from './lib/pagination.ts';
