/**
 * Which books of a batch are new (spec §7 batch add): a book is the same as another when their
 * ISBNs match; a book without an ISBN is the same as any book with the same title and author,
 * ignoring case and surrounding spaces. Different ISBNs are different editions, kept apart even
 * when title and author match.
 */

export interface BookIdentity {
  title: string;
  author: string;
  isbn?: string;
}

const titleAuthorKey = (b: BookIdentity) =>
  `${b.title.trim().toLowerCase()}\u0000${b.author.trim().toLowerCase()}`;

export class CollectionIndex {
  private readonly isbns = new Set<string>();
  private readonly titleAuthors = new Set<string>();

  constructor(existing: Iterable<BookIdentity> = []) {
    for (const book of existing) this.add(book);
  }

  has(book: BookIdentity): boolean {
    return book.isbn ? this.isbns.has(book.isbn) : this.titleAuthors.has(titleAuthorKey(book));
  }

  add(book: BookIdentity): void {
    if (book.isbn) this.isbns.add(book.isbn);
    this.titleAuthors.add(titleAuthorKey(book));
  }
}

/** Splits a batch into the books to add and the count skipped (already owned or repeated). */
export function partitionBatch<T extends BookIdentity>(
  batch: readonly T[],
  existing: Iterable<BookIdentity>,
): { fresh: T[]; skipped: number } {
  const index = new CollectionIndex(existing);
  const fresh: T[] = [];
  for (const book of batch) {
    if (index.has(book)) continue;
    index.add(book);
    fresh.push(book);
  }
  return { fresh, skipped: batch.length - fresh.length };
}
