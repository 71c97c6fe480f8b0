// The books module's public surface: other modules and the composition root import only this file.

export { type BooksExport, createBooksExport } from './books.export.ts';
export { booksRoutes } from './books.routes.ts';
export { seedDemoBooks } from './books.seed.ts';
export type { BooksService } from './books.service.ts';
export { createBooksService, toBook } from './books.service.ts';
