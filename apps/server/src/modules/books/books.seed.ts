import type { SettableBookStatus } from '@shelfwise/contract';
import type { AuthService } from '../auth/index.ts';
import { partitionBatch } from './batch-dedupe.ts';
import type { BookValues } from './books.repository.ts';
import type { BooksService } from './books.service.ts';
import { readingValues } from './reading.ts';

type SeedBook = [
  title: string,
  author: string,
  isbn: string,
  category: string,
  tags: string[],
  rating: number,
  /** Where it is, or where its reader is with it ('Reading', 'Completed': an Available book). */
  status?: SettableBookStatus | 'Reading' | 'Completed',
];

const DEMO_BOOKS: SeedBook[] = [
  ['Dune', 'Frank Herbert', '9780441172719', 'Science Fiction', ['Favorites', 'Physical'], 5, 'Completed'],
  [
    'Atomic Habits',
    'James Clear',
    '9780735211292',
    'Self-Help',
    ['Kindle', 'Currently Reading'],
    4,
    'Reading',
  ],
  ['The Alchemist', 'Paulo Coelho', '9780062315007', 'Fiction', ['Physical', 'Living Room'], 4],
  [
    'Nineteen Eighty-Four',
    'George Orwell',
    '9780451524935',
    'Fiction',
    ['Favorites', 'Study'],
    5,
    'Completed',
  ],
  [
    "Harry Potter and the Sorcerer's Stone",
    'J.K. Rowling',
    '9780590353427',
    'Fantasy',
    ['Bedroom', 'Physical'],
    5,
  ],
  ['Sapiens', 'Yuval Noah Harari', '9780062316097', 'History', ['Non-Fiction', 'Office'], 4],
  [
    'Things Fall Apart',
    'Chinua Achebe',
    '9780385474542',
    'Fiction',
    ['Favorites', 'Home Library'],
    5,
    'Completed',
  ],
  ['Half of a Yellow Sun', 'Chimamanda Ngozi Adichie', '9781400095209', 'Fiction', ['To Read'], 0],
  [
    'The Pragmatic Programmer',
    'Andrew Hunt, David Thomas',
    '9780135957059',
    'Technology',
    ['Office', 'Reference'],
    4,
  ],
  ['Clean Code', 'Robert C. Martin', '9780132350884', 'Technology', ['Office', 'Textbook'], 3],
  ['The Hobbit', 'J.R.R. Tolkien', '9780547928227', 'Fantasy', ['Physical', 'Bedroom'], 5],
  ['Pride and Prejudice', 'Jane Austen', '9780141439518', 'Classics', ['Kobo'], 4],
  ['To Kill a Mockingbird', 'Harper Lee', '9780061120084', 'Classics', ['Physical'], 5],
  ['Educated', 'Tara Westover', '9780399590504', 'Biography', ['Kindle', 'Non-Fiction'], 4],
  [
    'Thinking, Fast and Slow',
    'Daniel Kahneman',
    '9780374533557',
    'Psychology',
    ['Non-Fiction', 'Study'],
    4,
    'Reading',
  ],
  ['The Great Gatsby', 'F. Scott Fitzgerald', '9780743273565', 'Classics', ['Phone'], 3],
  ['Americanah', 'Chimamanda Ngozi Adichie', '9780307455925', 'Fiction', ['iPad'], 0, 'Reserved'],
  ['Project Hail Mary', 'Andy Weir', '9780593135204', 'Science Fiction', ['Kindle', 'Favorites'], 5],
  ['The Midnight Library', 'Matt Haig', '9780525559474', 'Fiction', ['To Read'], 0],
  ['A Brief History of Time', 'Stephen Hawking', '9780553380163', 'Science', ['Reference', 'Study'], 4],
  ['Becoming', 'Michelle Obama', '9781524763138', 'Biography', ['Living Room'], 4],
  ['The Road', 'Cormac McCarthy', '9780307387899', 'Fiction', ['Physical'], 3, 'Lost'],
  ['Brave New World', 'Aldous Huxley', '9780060850524', 'Classics', ['Study'], 4],
  ['The Lean Startup', 'Eric Ries', '9780307887894', 'Business', ['Office', 'Non-Fiction'], 3],
  ['Deep Work', 'Cal Newport', '9781455586691', 'Self-Help', ['Kindle'], 4],
  ['Norwegian Wood', 'Haruki Murakami', '9780375704024', 'Fiction', ['Bedroom'], 4],
  ['The Name of the Wind', 'Patrick Rothfuss', '9780756404741', 'Fantasy', ['Favorites'], 5],
  ['Born a Crime', 'Trevor Noah', '9780399588174', 'Biography', ['Kobo', 'Non-Fiction'], 5],
  ['Purple Hibiscus', 'Chimamanda Ngozi Adichie', '9781616202415', 'Fiction', ['Home Library'], 4],
  [
    'Design Patterns',
    'Erich Gamma, Richard Helm, Ralph Johnson, John Vlissides',
    '9780201633610',
    'Technology',
    ['Reference', 'Textbook'],
    3,
  ],
];

/** How many of the demo books each demo account gets (well inside each plan's limit). */
const DEMO_SHELVES: Record<string, number> = {
  'free@demo.shelfwise.app': 12,
  'basic@demo.shelfwise.app': 24,
  'premium@demo.shelfwise.app': DEMO_BOOKS.length,
  'admin@demo.shelfwise.app': 6,
};

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Books for the demo accounts. Idempotent: a book the account already has (same ISBN) is not
 * added again; a demo book removed by hand comes back on the next run.
 */
export async function seedDemoBooks(deps: {
  auth: Pick<AuthService, 'findAccountByEmail'>;
  books: Pick<BooksService, 'listRows' | 'insertRows'>;
}): Promise<string[]> {
  const lines = ['Demo books:'];
  for (const [email, howMany] of Object.entries(DEMO_SHELVES)) {
    const user = await deps.auth.findAccountByEmail(email);
    if (!user) continue;
    const now = Date.now();
    const wanted: BookValues[] = DEMO_BOOKS.slice(0, howMany).map(
      ([title, author, isbn, category, tags, rating, status], i) => ({
        title,
        author,
        isbn,
        category,
        tags,
        rating,
        status: 'Available',
        ...readingValues({ status }),
        description: '',
        // Spread over the last weeks, the first book the newest, so lists and statistics look lived-in.
        createdAt: new Date(now - i * 2 * DAY_MS),
      }),
    );
    const existing = await deps.books.listRows(user.id);
    const { fresh } = partitionBatch(
      wanted.map((b) => ({ ...b, isbn: b.isbn ?? '' })),
      existing,
    );
    await deps.books.insertRows(user.id, fresh);
    lines.push(`  ${email}: ${existing.length + fresh.length} books (${fresh.length} added now)`);
  }
  return lines;
}
