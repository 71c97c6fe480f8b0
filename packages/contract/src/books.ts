// Past 400 lines: every book schema of the API (book, draft, batch item, filters, page, bulk edit,
// reading status) sits here so the server and the web validate with the same rules; each part is
// small and they share the field limits at the top.
import { z } from 'zod';
import { BOOKS_PAGE_SIZE, MAX_TAGS } from './constants.ts';
import { ISBN_PATTERN, normalizeIsbn, toIsbn13 } from './isbn.ts';

/**
 * Books: what the web receives and sends (spec §3 Book / New-book draft / Batch-add item /
 * Tag summary / Filter options / Page response, §5 validation, §7 Books).
 */

/**
 * Where a book is (its availability). 'Loaned' is set only by lending and cleared only by a return.
 * Where the reader is with it is `readingStatus`, apart from this.
 */
export const bookStatuses = ['Available', 'Loaned', 'Reserved', 'Lost'] as const;
export type BookStatus = (typeof bookStatuses)[number];

/** The statuses a person may choose for a book (all but 'Loaned'). */
export const settableBookStatuses = ['Available', 'Reserved', 'Lost'] as const;
export type SettableBookStatus = (typeof settableBookStatuses)[number];

/**
 * The values 'Reading' and 'Completed' that clients of the spec's edit form still send as `status`:
 * accepted, and stored as an Available book with reading status 'reading' or 'read'.
 */
export const legacyReadingBookStatuses = ['Reading', 'Completed'] as const;
const writableBookStatuses = [...settableBookStatuses, ...legacyReadingBookStatuses] as const;

/** Where the reader is with a book; null when they have not said. */
export const readingStatuses = ['want-to-read', 'reading', 'read'] as const;
export type ReadingStatus = (typeof readingStatuses)[number];
export const MAX_READ_COUNT = 1000;
export const MAX_PAGES = 100_000;
export const MAX_PUBLISHER_LENGTH = 200;

export const MAX_RATING = 5;
export const MAX_TITLE_LENGTH = 500;
export const MAX_AUTHOR_LENGTH = 300;
export const MAX_CATEGORY_LENGTH = 100;
export const MAX_DESCRIPTION_LENGTH = 10_000;
export const MAX_NOTES_LENGTH = 10_000;
export const MAX_TAG_LENGTH = 50;
export const MAX_BOOKS_PAGE_LIMIT = 100;
export const MAX_BATCH_BOOKS = 100;
/** At most this many categories are shown per catalog search result (spec §9). */
export const MAX_RESULT_CATEGORIES = 3;
export const UNKNOWN_AUTHOR = 'Unknown';

// ---------- the book as received ----------

export const ratingSchema = z.number().int('Rating must be a whole number').min(0).max(MAX_RATING);

export const bookSchema = z.object({
  _id: z.string(),
  title: z.string(),
  author: z.string(),
  isbn: z.string(),
  description: z.string(),
  category: z.string(),
  status: z.enum(bookStatuses),
  /** 0 when the book has no rating. */
  rating: z.number().int().min(0).max(MAX_RATING),
  tags: z.array(z.string()),
  thumbnail: z.string(),
  notes: z.string(),
  readingStatus: z.enum(readingStatuses).nullable(),
  /** YYYY-MM-DD, or null. */
  startedOn: z.string().nullable(),
  finishedOn: z.string().nullable(),
  readCount: z.number().int(),
  pages: z.number().int().nullable(),
  publisher: z.string(),
  publishedYear: z.number().int().nullable(),
  /** What the reader paid (whole minor units of `purchaseCurrency`) and on which day, when bought from the wishlist. */
  purchasePriceMinor: z.number().int().nullable().optional(),
  purchaseCurrency: z.string().nullable().optional(),
  /** YYYY-MM-DD. */
  purchasedOn: z.string().nullable().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Book = z.infer<typeof bookSchema>;

// ---------- field rules shared by the add, batch and edit bodies ----------

const requiredText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

const optionalText = (label: string, max: number) =>
  z.string().trim().max(max, `${label} must be at most ${max} characters`).optional();

export const isbnSchema = z
  .string()
  .transform(normalizeIsbn)
  .refine((v) => v === '' || ISBN_PATTERN.test(v), 'ISBN must be 10 to 13 digits');

/** Tags are trimmed, empty ones dropped, duplicates (ignoring case) dropped, at most 10 (spec §5). */
export const tagsSchema = z
  .array(z.string().max(MAX_TAG_LENGTH, `A tag must be at most ${MAX_TAG_LENGTH} characters`))
  .transform((tags) => {
    const seen = new Set<string>();
    const out: string[] = [];
    for (const raw of tags) {
      const tag = raw.trim();
      const key = tag.toLowerCase();
      if (tag && !seen.has(key)) {
        seen.add(key);
        out.push(tag);
      }
    }
    return out;
  })
  .refine((tags) => tags.length <= MAX_TAGS, `Maximum ${MAX_TAGS} tags allowed`);

const thumbnailSchema = z
  .string()
  .trim()
  .max(2000, 'Thumbnail must be at most 2000 characters')
  .refine((v) => v === '' || /^https?:\/\//i.test(v), 'Thumbnail must be an http(s) address');

// ---------- POST /api/books ----------

const statusError =
  "Status must be Available, Reserved or Lost ('Loaned' is set by lending the book; Reading and Completed are reading statuses)";

const dayOrNull = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), `${label} must be a real date`)
    .nullable()
    .optional();

/** The reading fields a client may send with a book (all optional; null clears a date or number). */
export const readingFieldsSchema = z.object({
  readingStatus: z
    .enum(readingStatuses, { error: 'Reading status must be want-to-read, reading or read' })
    .nullable()
    .optional(),
  startedOn: dayOrNull('Start date'),
  finishedOn: dayOrNull('Finish date'),
  readCount: z
    .number()
    .int('Times read must be a whole number')
    .min(0, 'Times read cannot be negative')
    .max(MAX_READ_COUNT, `Times read must be at most ${MAX_READ_COUNT}`)
    .optional(),
  pages: z
    .number()
    .int('Pages must be a whole number')
    .min(1, 'Pages must be 1 or more')
    .max(MAX_PAGES, `Pages must be at most ${MAX_PAGES}`)
    .nullable()
    .optional(),
  publisher: optionalText('Publisher', MAX_PUBLISHER_LENGTH),
  publishedYear: z
    .number()
    .int('Year must be a whole number')
    .min(-3000, 'Year must be between -3000 and 3000')
    .max(3000, 'Year must be between -3000 and 3000')
    .nullable()
    .optional(),
});
export type ReadingFields = z.output<typeof readingFieldsSchema>;

/** New-book draft (spec §3) plus the optional extras a client may send. Answer: 201 Book. */
export const newBookSchema = z.object({
  title: requiredText('Title', MAX_TITLE_LENGTH),
  author: requiredText('Author', MAX_AUTHOR_LENGTH),
  isbn: isbnSchema.optional(),
  description: optionalText('Description', MAX_DESCRIPTION_LENGTH),
  category: optionalText('Category', MAX_CATEGORY_LENGTH),
  rating: ratingSchema.optional(),
  tags: tagsSchema.optional(),
  status: z.enum(writableBookStatuses, { error: statusError }).optional(),
  thumbnail: thumbnailSchema.optional(),
  notes: optionalText('Notes', MAX_NOTES_LENGTH),
  ...readingFieldsSchema.shape,
});
export type NewBookInput = z.input<typeof newBookSchema>;
export type NewBook = z.output<typeof newBookSchema>;

// ---------- PUT /api/books/{id} ----------

/** Edit book (spec §5): title, author and status required; fields left out stay as they are. Answer: Book. */
export const updateBookSchema = newBookSchema.extend({
  status: z.enum(writableBookStatuses, { error: statusError }),
});
export type UpdateBookInput = z.input<typeof updateBookSchema>;
export type UpdateBook = z.output<typeof updateBookSchema>;

// ---------- PATCH /api/books/{id}/rating ----------

export const ratingBodySchema = z.object({ rating: ratingSchema });
export type RatingBody = z.infer<typeof ratingBodySchema>;

// ---------- POST /api/books/batch ----------

/**
 * Batch-add item (spec §3), as produced by a catalog search result. `isbn` may be an ISBN-10 or an
 * ISBN-13 (checked by the server, stored as ISBN-13); an item whose ISBN is not one is refused on
 * its own, with the reason, and the rest of the batch is added (see batchAddResultSchema).
 */
export const batchAddItemSchema = z.object({
  title: requiredText('Title', MAX_TITLE_LENGTH),
  author: requiredText('Author', MAX_AUTHOR_LENGTH),
  isbn: z.string().max(32, 'ISBN must be at most 32 characters').transform(normalizeIsbn).optional(),
  description: optionalText('Description', MAX_DESCRIPTION_LENGTH),
  category: optionalText('Category', MAX_CATEGORY_LENGTH),
  thumbnail: thumbnailSchema.optional(),
});
export type BatchAddItem = z.input<typeof batchAddItemSchema>;

export const batchAddBodySchema = z.object({
  books: z
    .array(batchAddItemSchema)
    .min(1, 'Choose at least one book')
    .max(MAX_BATCH_BOOKS, `Add at most ${MAX_BATCH_BOOKS} books at once`),
});
export type BatchAddBody = z.input<typeof batchAddBodySchema>;

/** A batch item that was not added because its ISBN is not a valid ISBN-10 or ISBN-13. */
export const batchRejectionSchema = z.object({
  /** Its position in the request's `books` (0-based). */
  index: z.number().int(),
  title: z.string(),
  isbn: z.string(),
  /** Why, as a sentence ("ISBN 0306406153 has a wrong check digit"). */
  reason: z.string(),
});
export type BatchRejection = z.infer<typeof batchRejectionSchema>;

/**
 * Answer of a batch add: how many were added, how many skipped as already there or repeated, and
 * the items refused for their ISBN (each with the reason).
 */
export const batchAddResultSchema = z.object({
  added: z.number().int(),
  skipped: z.number().int(),
  rejected: z.array(batchRejectionSchema),
  data: z.array(bookSchema),
});
export type BatchAddResult = z.infer<typeof batchAddResultSchema>;

// ---------- POST /api/books/isbns (a pasted list of ISBNs) ----------

/** Characters a pasted ISBN list may hold (100 lines of a hyphenated ISBN-13 and more). */
export const MAX_ISBN_LIST_LENGTH = 10_000;

/** One ISBN a line; blank lines are passed over, hyphens and spaces ignored. */
export const isbnListBodySchema = z.object({
  text: z
    .string()
    .max(MAX_ISBN_LIST_LENGTH, `The list must be at most ${MAX_ISBN_LIST_LENGTH} characters`)
    .refine((t) => t.trim() !== '', 'Paste at least one ISBN'),
});
export type IsbnListBody = z.input<typeof isbnListBodySchema>;

/**
 * A pasted list, line by line: blank lines are passed over, a line that is not an ISBN-10 or
 * ISBN-13 (hyphens and spaces allowed) is refused with its line (from 1) and the reason. The
 * server adds what it reads; the page reads the same before sending.
 */
export function parseIsbnList(text: string): {
  isbns: { line: number; isbn13: string }[];
  rejected: IsbnLineRejection[];
} {
  const isbns: { line: number; isbn13: string }[] = [];
  const rejected: IsbnLineRejection[] = [];
  for (const [i, raw] of text.split(/\r\n|\r|\n/).entries()) {
    const value = raw.trim();
    if (!value) continue;
    const checked = toIsbn13(value);
    if (checked.ok) isbns.push({ line: i + 1, isbn13: checked.isbn13 });
    else rejected.push({ line: i + 1, text: value.slice(0, 40), reason: checked.reason });
  }
  return { isbns, rejected };
}

/** The title an ISBN-only book gets until the reader edits it: the ISBN, said as one. */
export const isbnOnlyTitle = (isbn13: string): string => `ISBN ${isbn13}`;

/**
 * What the catalogue did for a pasted list: looked the ISBNs up, could not be reached (the rest
 * became ISBN-only books), or is not on the reader's plan (Free: every ISBN is an ISBN-only book).
 */
export const isbnListCatalogues = ['used', 'unavailable', 'not-on-plan'] as const;
export type IsbnListCatalogue = (typeof isbnListCatalogues)[number];

/** A pasted line that is not an ISBN: its line (from 1), what it said, and why. */
export const isbnLineRejectionSchema = z.object({
  line: z.number().int(),
  text: z.string(),
  reason: z.string(),
});
export type IsbnLineRejection = z.infer<typeof isbnLineRejectionSchema>;

export const isbnListResultSchema = z.object({
  added: z.number().int(),
  /** Already in the collection, or repeated in the list. */
  skipped: z.number().int(),
  /** Added with the ISBN alone (the catalogue did not know it, could not be reached or is not on the plan). */
  isbnOnly: z.number().int(),
  catalogue: z.enum(isbnListCatalogues),
  rejected: z.array(isbnLineRejectionSchema),
  data: z.array(bookSchema),
});
export type IsbnListResult = z.infer<typeof isbnListResultSchema>;

// ---------- GET /api/books (and the export filters) ----------

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

/**
 * The library's status filter: where a book is (Available, Loaned, Reserved, Lost) or where its
 * reader is with it (WantToRead, and the spec's Reading and Completed).
 */
export const bookStatusFilters = [
  'Available',
  'Loaned',
  'Reserved',
  'Lost',
  'WantToRead',
  'Reading',
  'Completed',
] as const;
export type BookStatusFilter = (typeof bookStatusFilters)[number];

/** search, category, author, tags (comma-joined), status: shared by the list and the exports. */
export const bookFiltersQuerySchema = z.object({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(bookStatusFilters, { error: `status must be one of ${bookStatusFilters.join(', ')}` }).optional(),
  ),
  search: z.preprocess(emptyToUndefined, z.string().trim().max(200).optional()),
  category: z.preprocess(emptyToUndefined, z.string().trim().max(MAX_CATEGORY_LENGTH).optional()),
  author: z.preprocess(emptyToUndefined, z.string().trim().max(MAX_AUTHOR_LENGTH).optional()),
  /** Comma-joined; a book must carry EVERY tag given (tags act as shelves you narrow down). */
  tags: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .max(2000)
      .transform((v) => [
        ...new Set(
          v
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ])
      .optional(),
  ),
});
export type BookFiltersQuery = z.output<typeof bookFiltersQuerySchema>;

/** Columns the library can be sorted by (`sort`), each in either direction (`order`). */
export const bookSortKeys = ['createdAt', 'title', 'author', 'rating', 'status'] as const;
export type BookSortKey = (typeof bookSortKeys)[number];
export const sortOrders = ['asc', 'desc'] as const;
export type SortOrder = (typeof sortOrders)[number];
/** The direction a column sorts in when only `sort` is given: newest and best rated first, names A–Z. */
export const defaultSortOrder: Record<BookSortKey, SortOrder> = {
  createdAt: 'desc',
  title: 'asc',
  author: 'asc',
  rating: 'desc',
  status: 'asc',
};

export const bookSortQuerySchema = z.object({
  sort: z.preprocess(
    emptyToUndefined,
    z.enum(bookSortKeys, { error: `sort must be one of ${bookSortKeys.join(', ')}` }).default('createdAt'),
  ),
  order: z.preprocess(
    emptyToUndefined,
    z.enum(sortOrders, { error: 'order must be asc or desc' }).optional(),
  ),
});

export const bookListQuerySchema = bookFiltersQuerySchema.extend({
  ...bookSortQuerySchema.shape,
  page: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1, 'page must be 1 or more').default(1)),
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number()
      .int()
      .min(1, 'limit must be 1 or more')
      .max(MAX_BOOKS_PAGE_LIMIT, `limit must be at most ${MAX_BOOKS_PAGE_LIMIT}`)
      .default(BOOKS_PAGE_SIZE),
  ),
});
export type BookListQueryInput = z.input<typeof bookListQuerySchema>;
export type BookListQuery = z.output<typeof bookListQuerySchema>;

export const paginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Who holds a lent book and until when (`returnDate` is the due day, YYYY-MM-DD). */
export const bookHolderSchema = z.object({
  loanId: z.string(),
  borrower: z.object({ _id: z.string(), name: z.string() }),
  borrowDate: z.string(),
  returnDate: z.string(),
});
export type BookHolder = z.infer<typeof bookHolderSchema>;

/** A row of the library list: the book, and its current holder when it is lent out. */
export const bookListItemSchema = bookSchema.extend({ currentLoan: bookHolderSchema.nullable() });
export type BookListItem = z.infer<typeof bookListItemSchema>;

/** Page response (spec §3): data plus pagination.total; total pages = ceil(total / limit). */
export const bookPageSchema = z.object({
  data: z.array(bookListItemSchema),
  pagination: paginationSchema,
});
export type BookPage = z.infer<typeof bookPageSchema>;

/** GET /api/books/all-books: every book of the user, newest first. */
export const allBooksSchema = z.object({ data: z.array(bookSchema) });
export type AllBooks = z.infer<typeof allBooksSchema>;

// ---------- GET /api/books/filters ----------

/** Tag summary (spec §3): name and how many of the user's books carry it. */
export const tagSummarySchema = z.object({ name: z.string(), count: z.number().int() });
export type TagSummary = z.infer<typeof tagSummarySchema>;

/** Filter options (spec §3) of the user's own books, sorted; `tags` is most used first. */
export const bookFilterOptionsSchema = z.object({
  categories: z.array(z.string()),
  authors: z.array(z.string()),
  tags: z.array(tagSummarySchema),
});
export type BookFilterOptions = z.infer<typeof bookFilterOptionsSchema>;

/** GET /api/books/filters?category=: with a category, `authors` are that category's authors only. */
export const bookFilterOptionsQuerySchema = z.object({
  category: z.preprocess(emptyToUndefined, z.string().trim().max(MAX_CATEGORY_LENGTH).optional()),
});

// ---------- GET /api/catalog/search?q= ----------

export const catalogSearchQuerySchema = z.object({
  q: z
    .string({ error: 'Type something to search for' })
    .trim()
    .min(1, 'Type something to search for')
    .max(200, 'Search term must be at most 200 characters'),
});
export type CatalogSearchQuery = z.infer<typeof catalogSearchQuerySchema>;

/** A catalog search result: the Batch-add item of §3 plus the volume id and up to 3 categories. */
export const catalogBookSchema = z.object({
  id: z.string(),
  title: z.string(),
  /** Authors joined with ', '; 'Unknown' when there are none. */
  author: z.string(),
  /** The ISBN_13 identifier, or '' when there is none. */
  isbn: z.string(),
  description: z.string(),
  /** The first category, or '' when the catalogue gives none (never a made-up 'General'). */
  category: z.string(),
  /** At most 3. */
  categories: z.array(z.string()),
  /** https address of the cover, or ''. */
  thumbnail: z.string(),
  publishedDate: z.string(),
});
export type CatalogBook = z.infer<typeof catalogBookSchema>;

export const catalogSearchResultSchema = z.object({ data: z.array(catalogBookSchema) });
export type CatalogSearchResult = z.infer<typeof catalogSearchResultSchema>;

/** The Batch-add item a catalog result becomes when the user adds it. */
export function catalogBookToBatchItem(book: CatalogBook): BatchAddItem {
  return {
    title: book.title,
    author: book.author,
    isbn: book.isbn,
    description: book.description,
    category: book.category,
    thumbnail: book.thumbnail,
  };
}

// ---------- exports ----------

export const BOOK_EXPORT_PATHS = { csv: '/api/book/export/csv', pdf: '/api/book/export/pdf' } as const;

/** book_collection_YYYY-MM-DD.csv|pdf (spec §7), dated in UTC. */
export function bookExportFilename(kind: 'csv' | 'pdf', date: Date = new Date()): string {
  return `book_collection_${date.toISOString().slice(0, 10)}.${kind}`;
}

// ---------- GET /api/books/{id} ----------

/** One loan in a book's history, newest first. */
export const bookLoanHistoryItemSchema = z.object({
  _id: z.string(),
  borrower: z.object({ _id: z.string(), name: z.string(), email: z.string() }),
  borrowDate: z.string(),
  /** The due day, YYYY-MM-DD. */
  returnDate: z.string(),
  returnedAt: z.string().nullable(),
});
export type BookLoanHistoryItem = z.infer<typeof bookLoanHistoryItemSchema>;

/** The book page: every field, who holds it now, and every loan of it. */
export const bookDetailSchema = z.object({
  data: bookListItemSchema.extend({ loans: z.array(bookLoanHistoryItemSchema) }),
});
export type BookDetail = z.infer<typeof bookDetailSchema>['data'];

// ---------- POST /api/books/bulk ----------

export const MAX_BULK_BOOKS = 100;

/** What a bulk edit does to every selected book. */
export const bulkBookActionSchema = z.discriminatedUnion('action', [
  z.object({ action: z.literal('delete') }),
  z.object({ action: z.literal('addTags'), tags: tagsSchema.refine((t) => t.length > 0, 'Name a tag') }),
  z.object({ action: z.literal('removeTags'), tags: tagsSchema.refine((t) => t.length > 0, 'Name a tag') }),
  z.object({
    action: z.literal('setCategory'),
    category: z
      .string()
      .trim()
      .max(MAX_CATEGORY_LENGTH, `Category must be at most ${MAX_CATEGORY_LENGTH} characters`),
  }),
  z.object({
    action: z.literal('setReadingStatus'),
    readingStatus: z
      .enum(readingStatuses, { error: 'Reading status must be want-to-read, reading or read' })
      .nullable(),
  }),
]);

/**
 * Bulk edit: one change to the selected books, all in one transaction (each book gets its activity
 * entry). An id that is not one of the user's books answers 404 and changes nothing; a book on loan
 * answers 409 and changes nothing.
 */
export const bulkBooksBodySchema = z.intersection(
  z.object({
    ids: z
      .array(z.string().max(64))
      .min(1, 'Select at least one book')
      .max(MAX_BULK_BOOKS, `Select at most ${MAX_BULK_BOOKS} books at once`)
      .transform((ids) => [...new Set(ids)]),
  }),
  bulkBookActionSchema,
);
export type BulkBooksBody = z.input<typeof bulkBooksBodySchema>;
export type BulkBooks = z.output<typeof bulkBooksBodySchema>;

/** How many books changed, and each as it is now (empty after a delete). */
export const bulkBooksResultSchema = z.object({ changed: z.number().int(), data: z.array(bookSchema) });
export type BulkBooksResult = z.infer<typeof bulkBooksResultSchema>;
