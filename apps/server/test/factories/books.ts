import type { Book, NewBook } from '@shelfwise/contract';
import type { AppUnderTest } from '../harness.ts';
import type { CreatedUser } from './users.ts';

let counter = 0;

/** A book added through the books service (plan limit, activity entry and all). */
export async function createBook(
  t: AppUnderTest,
  owner: CreatedUser,
  values: Partial<NewBook> = {},
): Promise<Book> {
  const n = ++counter;
  return t.services.books.add(owner.user.id, { title: `Book ${n}`, author: `Author ${n}`, ...values });
}

/**
 * Many books at once, past the plan rules (setting up a full collection is not the thing under
 * test): titles `${prefix} 1` … `${prefix} n`.
 */
export async function createBooks(
  t: AppUnderTest,
  owner: { user: { id: string } },
  n: number,
  prefix = 'Filler',
  values: { author?: string; category?: string } = {},
): Promise<void> {
  await t.services.books.insertRows(
    owner.user.id,
    Array.from({ length: n }, (_, i) => ({
      title: `${prefix} ${i + 1}`,
      author: values.author ?? 'Bulk Author',
      category: values.category ?? '',
    })),
  );
}
