import {
  type CatalogBook,
  type IsbnListCatalogue,
  type IsbnListResult,
  isbnOnlyTitle,
  MAX_AUTHOR_LENGTH,
  MAX_BATCH_BOOKS,
  MAX_CATEGORY_LENGTH,
  MAX_DESCRIPTION_LENGTH,
  MAX_TITLE_LENGTH,
  type PlanId,
  parseIsbnList,
  plans,
  UNKNOWN_AUTHOR,
} from '@shelfwise/contract';
import { badRequest } from '../../http/errors.ts';
import type { BookValues } from './books.repository.ts';
import type { BooksService } from './books.service.ts';

/** Catalogue look-ups of one list under way at once (each is three upstream queries). */
const LOOKUPS_AT_ONCE = 4;

export interface IsbnCatalog {
  search(term: string): Promise<CatalogBook[]>;
}

const isbnOnly = (isbn13: string): BookValues & { isbn: string } => ({
  title: isbnOnlyTitle(isbn13),
  author: UNKNOWN_AUTHOR,
  isbn: isbn13,
  description: '',
  category: '',
  thumbnail: '',
});

const fromCatalog = (book: CatalogBook, isbn13: string): BookValues & { isbn: string } => ({
  title: book.title.slice(0, MAX_TITLE_LENGTH),
  author: book.author.slice(0, MAX_AUTHOR_LENGTH),
  isbn: isbn13,
  description: book.description.slice(0, MAX_DESCRIPTION_LENGTH),
  category: book.category.slice(0, MAX_CATEGORY_LENGTH),
  thumbnail: book.thumbnail,
});

/**
 * Batch add by ISBN (issue 27): each ISBN of a pasted list is looked up in the catalogue (paid
 * plans) and added with what it knows, or as an ISBN-only book (title "ISBN 978…", author
 * 'Unknown', both editable) when the catalogue does not know it, cannot be reached or is not on
 * the reader's plan. The look-ups all happen before the one transaction that adds the books
 * (books.addLookedUp), so no upstream call is made while a transaction holds the reader's lock.
 * The first failed look-up stops asking: the rest of the list becomes ISBN-only books.
 */
export function createIsbnBatch({
  books,
  catalog,
}: {
  books: Pick<BooksService, 'addLookedUp'>;
  catalog: IsbnCatalog;
}) {
  return {
    async add(user: { id: string; plan: PlanId }, text: string): Promise<IsbnListResult> {
      const { isbns, rejected } = parseIsbnList(text);
      if (isbns.length + rejected.length > MAX_BATCH_BOOKS)
        throw badRequest(`Paste at most ${MAX_BATCH_BOOKS} ISBNs at once`);
      if (isbns.length === 0) {
        const lines = rejected.slice(0, 5).map((r) => `line ${r.line}: ${r.reason}`);
        if (rejected.length > 5) lines.push(`and ${rejected.length - 5} more`);
        throw badRequest(`No line is an ISBN. ${lines.join('; ')}`);
      }
      const unique = [...new Set(isbns.map((i) => i.isbn13))];
      let catalogue: IsbnListCatalogue = plans[user.plan].canSearchCatalog ? 'used' : 'not-on-plan';
      const found = new Map<string, CatalogBook>();
      if (catalogue === 'used') {
        let next = 0;
        const worker = async () => {
          while (catalogue === 'used' && next < unique.length) {
            const isbn13 = unique[next++] as string;
            try {
              const match = (await catalog.search(isbn13)).find((b) => b.isbn === isbn13);
              if (match) found.set(isbn13, match);
            } catch {
              catalogue = 'unavailable';
            }
          }
        };
        await Promise.all(Array.from({ length: Math.min(LOOKUPS_AT_ONCE, unique.length) }, worker));
      }
      const batch = isbns.map(({ isbn13 }) => {
        const book = found.get(isbn13);
        return book ? fromCatalog(book, isbn13) : isbnOnly(isbn13);
      });
      const data = await books.addLookedUp(user.id, batch);
      return {
        added: data.length,
        skipped: isbns.length - data.length,
        isbnOnly: data.filter((b) => !found.has(b.isbn)).length,
        catalogue,
        rejected,
        data,
      };
    },
  };
}
