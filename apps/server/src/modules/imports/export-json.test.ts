import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createBook,
  createBorrower,
  createLoan,
  createReminder,
  createUser,
  createWishlistItem,
  uploadImport,
} from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type User = Awaited<ReturnType<typeof createUser>>;
type Row = Record<string, unknown>;
interface Doc {
  version: number;
  exportedAt: string;
  profile: Row;
  settings: Row;
  books: Row[];
  borrowers: Row[];
  loans: Row[];
  reminders: Row[];
  activity: Row[];
  friends: Row[];
  recommendations: Row[];
  wishlist: Row[];
}

async function exportOf(user: User): Promise<{ doc: Doc; raw: Buffer; headers: Record<string, unknown> }> {
  const res = await t.app.inject({ method: 'GET', url: '/api/export/json', headers: user.headers });
  expect(res.statusCode).toBe(200);
  return { doc: JSON.parse(res.body), raw: res.rawPayload, headers: res.headers };
}

/** A document's rows with ids replaced by what they point at, so two servers' copies compare equal. */
function comparable(doc: Doc) {
  const bookOf = new Map(doc.books.map((b) => [b.id, b.title]));
  const borrowerOf = new Map(doc.borrowers.map((b) => [b.id, b.email]));
  const loanOf = new Map(
    doc.loans.map((l) => [l.id, `${bookOf.get(l.bookId)}→${borrowerOf.get(l.borrowerId)}`]),
  );
  const strip = ({ id: _id, userId: _userId, ...row }: Row) => row;
  const sorted = (rows: Row[]) => rows.sort((a, b) => JSON.stringify(a).localeCompare(JSON.stringify(b)));
  return {
    settings: doc.settings,
    books: sorted(doc.books.map(strip)),
    borrowers: sorted(doc.borrowers.map(strip)),
    loans: sorted(
      doc.loans.map((l) => ({
        ...strip(l),
        bookId: bookOf.get(l.bookId),
        borrowerId: borrowerOf.get(l.borrowerId),
      })),
    ),
    reminders: sorted(doc.reminders.map((r) => ({ ...strip(r), loanId: loanOf.get(r.loanId) }))),
    // Oldest first, as the export writes it.
    activity: doc.activity.map(strip),
  };
}

describe('GET /api/export/json', () => {
  it('streams everything the user owns as one versioned document, and nothing of anyone else', async () => {
    const user = await createUser(t, { plan: 'premium' });
    const other = await createUser(t, { plan: 'premium' });
    await createBook(t, other, { title: 'Not mine' });
    await createBook(t, user, { title: 'Mine' });
    await createWishlistItem(t, user, { title: 'Wished', priceMinor: 450000, currency: 'NGN' });
    const { doc, headers } = await exportOf(user);
    expect(headers['content-type']).toBe('application/json; charset=utf-8');
    expect(headers['content-disposition']).toMatch(
      /^attachment; filename="shelfwise-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(Object.keys(doc)).toEqual([
      'version',
      'exportedAt',
      'profile',
      'settings',
      'books',
      'borrowers',
      'loans',
      'reminders',
      'activity',
      'friends',
      'recommendations',
      'wishlist',
    ]);
    expect(doc.version).toBe(1);
    expect(doc.profile).toMatchObject({ id: user.user.id, email: user.user.email, plan: 'premium' });
    expect(doc.books.map((b) => b.title)).toEqual(['Mine']);
    expect(doc.wishlist.map((w) => [w.title, w.priceMinor, w.currency])).toEqual([['Wished', 450000, 'NGN']]);
    // The search keys are PostgreSQL's, derived from title and author: not part of the document.
    expect(Object.keys(doc.books[0] ?? {})).not.toContain('titleKey');
    expect(Object.keys(doc.books[0] ?? {})).not.toContain('authorKey');
    const anon = await t.app.inject({ method: 'GET', url: '/api/export/json' });
    expect(anon.statusCode).toBe(401);
  });
});

describe('restoring a JSON export into an empty account', () => {
  it('reproduces every row, with loans and reminders linked to the restored books and borrowers', async () => {
    const from = await createUser(t, { plan: 'premium', timezone: 'Europe/Paris' });
    const dune = await createBook(t, from, {
      title: 'Dune',
      author: 'Frank Herbert',
      isbn: '9780441172719',
      tags: ['sf'],
    });
    const hobbit = await createBook(t, from, { title: 'The Hobbit', author: 'J.R.R. Tolkien', rating: 4 });
    await createBook(t, from, { title: 'Alone', author: 'Nobody' });
    const ann = await createBorrower(t, from, { name: 'Ann', email: 'ann@example.test' });
    const bob = await createBorrower(t, from, { name: 'Bob', email: 'bob@example.test' });
    const returned = await createLoan(t, from, { bookId: hobbit._id, borrowerId: bob._id });
    await t.services.loans.markReturned(from.user.id, returned._id);
    const open = await createLoan(t, from, { bookId: dune._id, borrowerId: ann._id });
    await createReminder(t, from, { loanId: open._id });
    const { doc, raw } = await exportOf(from);
    expect(doc.loans).toHaveLength(2);
    expect(doc.reminders.length).toBeGreaterThan(0);

    const to = await createUser(t, { plan: 'premium' });
    const res = await uploadImport(t, to, raw, 'export.json');
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toMatchObject({
      format: 'shelfwise-json',
      counts: { add: 3, skip: 0, refuse: 0 },
    });
    expect(await t.services.books.countOf(to.user.id)).toBe(0);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/imports/${res.json().data.id}/confirm`,
      headers: to.headers,
    });
    expect(confirmed.statusCode).toBe(202);
    await t.services.jobs.runNow([]);

    const restored = (await exportOf(to)).doc;
    const before = comparable(doc);
    const after = comparable(restored);
    expect(after.settings).toEqual(before.settings);
    expect(after.settings).toMatchObject({ timezone: 'Europe/Paris' });
    expect(after.books).toEqual(before.books);
    expect(after.borrowers).toEqual(before.borrowers);
    expect(after.loans).toEqual(before.loans);
    expect(after.reminders).toEqual(before.reminders);
    // The history comes along, and the restore itself is one more entry.
    expect(after.activity.slice(0, -1)).toEqual(before.activity);
    expect(after.activity.at(-1)).toMatchObject({ action: 'BATCH_ADD_BOOKS', details: { added: 3 } });
    // New ids on the new account: nothing points back at the old one.
    expect(restored.books.map((b) => b.id)).not.toContain(dune._id);
  });

  it('is refused with 409 when the account already has books or borrowers', async () => {
    const from = await createUser(t, { plan: 'premium' });
    await createBook(t, from);
    const { raw } = await exportOf(from);
    const withBorrower = await createUser(t, { plan: 'premium' });
    await createBorrower(t, withBorrower);
    const res = await uploadImport(t, withBorrower, raw, 'export.json');
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      code: 'CONFLICT',
      message:
        'A Shelfwise export can only be restored into an empty account: this one already has books or borrowers.',
    });
  });
});
