// The route option `compress` is declared by @fastify/compress; the type import makes it known here
// wherever this file is compiled (the bench builds routes without app.ts).

import { Readable } from 'node:stream';
import type {} from '@fastify/compress';
import {
  allBooksSchema,
  type BookDetail,
  type BookListQuery,
  type BookPage,
  type BookStats,
  batchAddBodySchema,
  batchAddResultSchema,
  bookDetailSchema,
  bookExportFilename,
  bookFilterOptionsQuerySchema,
  bookFilterOptionsSchema,
  bookFiltersQuerySchema,
  bookListQuerySchema,
  bookPageSchema,
  bookSchema,
  bookStatsSchema,
  bulkBooksBodySchema,
  bulkBooksResultSchema,
  categoryDistributionSchema,
  errorBodySchema,
  isbnListBodySchema,
  isbnListResultSchema,
  newBookSchema,
  ratingBodySchema,
  type ShelfCheckItem,
  type StatsPeriod,
  shelfCheckQuerySchema,
  shelfCheckResponseSchema,
  statsQuerySchema,
  updateBookSchema,
} from '@shelfwise/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth-guard.ts';
import { fileAnswer } from '../../http/file-answer.ts';
import { sendListHeaders, wantsListHeaders } from '../../http/list-headers.ts';
import { assertPlanAllows } from '../../http/plan-guard.ts';
import { successWrittenAsIs } from '../../http/serializers.ts';
import type { Clock } from '../../platform/clock.ts';
import { fingerprintOf } from '../../platform/idempotency.ts';
import { bookCsvChunks } from './book-csv.ts';
import { renderBookPdf } from './book-pdf.ts';
import type { BooksService } from './books.service.ts';
import { createIsbnBatch, type IsbnCatalog } from './isbn-batch.ts';

const idParams = z.object({ id: z.string() });
const idempotencyHeaders = z.looseObject({
  'idempotency-key': z
    .string()
    .trim()
    .min(1, 'Idempotency-Key must not be empty')
    .max(200, 'Idempotency-Key must be at most 200 characters')
    .optional(),
});
const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const security = [{ bearerAuth: [] }];

function attachment(reply: FastifyReply, kind: 'csv' | 'pdf'): FastifyReply {
  return reply
    .header('content-type', kind === 'csv' ? 'text/csv; charset=utf-8' : 'application/pdf')
    .header('content-disposition', `attachment; filename="${bookExportFilename(kind)}"`)
    .header('cache-control', 'no-store');
}

/**
 * What the library's pages ask of lending, which owns the loans and sits above this module: the
 * list and the book page with who holds each book, the Statistics cards (loans and borrowers), and
 * the shelf check of scanned ISBNs.
 */
export interface LibraryLending {
  bookPage(userId: string, query: BookListQuery): Promise<BookPage>;
  bookDetail(userId: string, bookId: string): Promise<BookDetail>;
  libraryStats(owner: { id: string; timezone?: string }, period?: StatsPeriod): Promise<BookStats>;
  shelfCheck(userId: string, isbn13s: string[]): Promise<ShelfCheckItem[]>;
}

/** /api/books/* and the exports under /api/book/export/* (spec §7 Books). */
export const booksRoutes: FastifyPluginAsyncZod<{
  books: BooksService;
  lending: LibraryLending;
  clock: Clock;
  catalog: IsbnCatalog;
}> = async (app, { books, lending, clock, catalog }) => {
  app.addHook('preHandler', requireUser);
  const isbnBatch = createIsbnBatch({ books, catalog });

  app.get(
    '/books',
    {
      config: { scope: 'library:read' },
      schema: {
        tags: ['books'],
        summary: 'A page of the user’s books, newest first, filtered',
        description:
          'search matches title, author or ISBN (case-insensitive substring); category and author are exact; ' +
          'tags is comma-joined and a book must carry every tag given.',
        security,
        querystring: bookListQuerySchema,
        response: { 200: bookPageSchema, ...errors },
      },
      serializerCompiler: successWrittenAsIs,
    },
    async (request, reply) => {
      const page = await lending.bookPage(request.user.id, request.query);
      if (wantsListHeaders(request)) {
        const { total, page: n, limit } = page.pagination;
        const next = n * limit < total ? { page: String(n + 1), limit: String(limit) } : null;
        sendListHeaders(request, reply, { total, next });
      }
      return page;
    },
  );

  app.get(
    '/books/filters',
    {
      config: { scope: 'library:read' },
      schema: {
        tags: ['books'],
        summary:
          'Categories, authors and tags (with counts) of the user’s books; with `category`, the authors of that category',
        security,
        querystring: bookFilterOptionsQuerySchema,
        response: { 200: bookFilterOptionsSchema, ...errors },
      },
    },
    (request) => books.filterOptions(request.user.id, request.query.category),
  );

  app.get(
    '/books/all-books',
    {
      config: { scope: 'library:read' },
      schema: {
        tags: ['books'],
        summary: 'Every book of the user, newest first',
        security,
        response: { 200: allBooksSchema, ...errors },
      },
    },
    async (request) => ({ data: await books.listAll(request.user.id) }),
  );

  app.get(
    '/books/stats',
    {
      config: { scope: 'stats:read' },
      schema: {
        tags: ['statistics'],
        summary: 'The Statistics cards: books, active loans, borrowers, books added this month',
        description:
          'Months are calendar months in the user’s timezone setting. period=previous answers the same four ' +
          'figures as they stood at the end of last month (books and borrowers that existed then and still ' +
          'exist, loans active then, books added last month).',
        security,
        querystring: statsQuerySchema,
        response: { 200: bookStatsSchema, ...errors },
      },
    },
    (request) => lending.libraryStats(request.user, request.query.period),
  );

  app.get(
    '/books/analytics/categories',
    {
      config: { scope: 'stats:read' },
      schema: {
        tags: ['statistics'],
        summary:
          'Books per category, largest first; books without one are one row with category null (basic and premium)',
        security,
        response: { 200: categoryDistributionSchema, ...errors },
      },
    },
    async (request) => {
      assertPlanAllows(request.user.plan, 'canViewReadingInsights');
      return { data: await books.categories(request.user.id) };
    },
  );

  app.get(
    '/books/shelf-check',
    {
      schema: {
        tags: ['books'],
        summary: 'For scanned ISBNs: the user’s book with each, and who holds it when it is lent (issue 30)',
        security,
        querystring: shelfCheckQuerySchema,
        response: { 200: shelfCheckResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await lending.shelfCheck(request.user.id, request.query.isbns) }),
  );

  app.get(
    '/books/:id',
    {
      config: { scope: 'library:read' },
      schema: {
        tags: ['books'],
        summary: 'One of the user’s books with its current loan and loan history (another user’s id: 404)',
        security,
        params: idParams,
        response: { 200: bookDetailSchema, ...errors },
      },
    },
    async (request) => ({ data: await lending.bookDetail(request.user.id, request.params.id) }),
  );

  app.post(
    '/books',
    {
      config: { scope: 'library:write' },
      schema: {
        tags: ['books'],
        summary: 'Add a book by hand (counts against the plan’s book limit)',
        security,
        description:
          'With an Idempotency-Key header (any text up to 200 characters, new for each new book), a ' +
          'repeat of the same request within 24 h answers the book the first one added, and adds none.',
        headers: idempotencyHeaders,
        body: newBookSchema,
        response: { 201: bookSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) => {
      const key = request.headers['idempotency-key'];
      const idempotency = key ? { key, fingerprint: fingerprintOf(request.body) } : undefined;
      return reply.status(201).send(await books.add(request.user.id, request.body, idempotency));
    },
  );

  app.post(
    '/books/batch',
    {
      config: { scope: 'library:write' },
      schema: {
        tags: ['books'],
        summary: 'Add several books at once (basic and premium); duplicates are skipped',
        security,
        body: batchAddBodySchema,
        response: { 201: batchAddResultSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await books.addMany(request.user.id, request.user.plan, request.body.books)),
  );

  app.post(
    '/books/isbns',
    {
      config: { scope: 'library:write' },
      schema: {
        tags: ['books'],
        summary:
          'Add a pasted list of ISBNs (one a line): each with what the catalogue knows (paid plans), else with its ISBN only',
        security,
        body: isbnListBodySchema,
        response: { 201: isbnListResultSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await isbnBatch.add(request.user, request.body.text)),
  );

  app.post(
    '/books/bulk',
    {
      config: { scope: 'library:write' },
      schema: {
        tags: ['books'],
        summary:
          'Bulk edit: delete the selected books, add or remove tags, set their category or reading status (one transaction)',
        security,
        body: bulkBooksBodySchema,
        response: { 200: bulkBooksResultSchema, 409: errorBodySchema, ...errors },
      },
    },
    (request) => books.bulk(request.user.id, request.body),
  );

  app.put(
    '/books/:id',
    {
      config: { scope: 'library:write' },
      schema: {
        tags: ['books'],
        summary: 'Edit a book (not while it is on loan)',
        security,
        params: idParams,
        body: updateBookSchema,
        response: { 200: bookSchema, 409: errorBodySchema, ...errors },
      },
    },
    (request) => books.edit(request.user.id, request.params.id, request.body),
  );

  app.patch(
    '/books/:id/rating',
    {
      config: { scope: 'library:write' },
      schema: {
        tags: ['books'],
        summary: 'Rate a book 0–5 (not while it is on loan)',
        security,
        params: idParams,
        body: ratingBodySchema,
        response: { 200: bookSchema, 409: errorBodySchema, ...errors },
      },
    },
    (request) => books.rate(request.user.id, request.params.id, request.body.rating),
  );

  app.delete(
    '/books/:id',
    {
      config: { scope: 'library:write' },
      schema: {
        tags: ['books'],
        summary: 'Delete a book (not while it is on loan)',
        security,
        params: idParams,
        response: { 204: z.null(), 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await books.remove(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/book/export/csv',
    {
      config: { scope: 'library:read', longDatabaseWork: true },
      schema: {
        tags: ['books'],
        summary: 'The collection as CSV (basic and premium), with the list’s filters when given',
        security,
        querystring: bookFiltersQuerySchema,
        response: { 200: fileAnswer('text/csv', 'The books as CSV'), ...errors },
      },
    },
    async (request, reply) => {
      assertPlanAllows(request.user.plan, 'canExportCsv');
      const chunks = bookCsvChunks(books.stream(request.user.id, request.query));
      return attachment(reply, 'csv').send(Readable.from(chunks));
    },
  );

  app.get(
    '/book/export/pdf',
    {
      config: { scope: 'library:read', longDatabaseWork: true },
      schema: {
        tags: ['books'],
        summary: 'The collection as a PDF catalogue (premium), with the list’s filters when given',
        security,
        querystring: bookFiltersQuerySchema,
        response: { 200: fileAnswer('application/pdf', 'The catalogue as a PDF'), ...errors },
      },
      // pdfkit already deflates the page streams; gzip on top would only cost CPU.
      compress: false,
    },
    async (request, reply) => {
      assertPlanAllows(request.user.plan, 'canExportPdf');
      const summary = await books.summarize(request.user.id, request.query);
      const pdf = renderBookPdf({
        owner: request.user.name,
        language: request.user.language,
        date: clock.now(),
        summary,
        books: books.stream(request.user.id, request.query),
        log: request.log,
      });
      return attachment(reply, 'pdf').send(pdf);
    },
  );
};
