import { describe, expect, it } from 'vitest';
import { formatDate, formatMonth } from './dates.ts';
import { emptyFilters, filterLoans, hasActiveFilters, monthOptions, toLoanView } from './loan-view.ts';

const now = new Date(2025, 2, 1, 12);
const loans = [
  toLoanView(
    {
      _id: 'a',
      book: { title: 'Dune', author: 'Frank Herbert', thumbnail: '' },
      borrower: { name: 'Ada Obi', email: 'ada@example.com' },
      borrowDate: new Date(2025, 0, 5, 10).toISOString(),
      returnDate: '2025-01-19',
      returned: false,
    },
    now,
  ),
  toLoanView(
    {
      _id: 'b',
      book: { title: 'Atomic Habits', author: 'James Clear', thumbnail: 'https://x/c.jpg' },
      borrower: { name: 'Bola', email: 'bola@mail.test' },
      borrowDate: new Date(2025, 1, 20, 10).toISOString(),
      returnDate: '2025-03-06',
      returned: false,
      receivedAt: '2025-02-21T09:00:00.000Z',
      pendingRequest: {
        id: 'r1',
        kind: 'extension',
        status: 'pending',
        proposedDate: '2025-03-13',
        createdAt: '2025-02-28T09:00:00.000Z',
        decidedAt: null,
      },
    },
    now,
  ),
  toLoanView(
    {
      _id: 'c',
      book: { title: 'Emma', author: 'Jane Austen', thumbnail: '' },
      borrower: { name: 'Chi', email: 'chi@example.com' },
      borrowDate: new Date(2024, 11, 31, 22).toISOString(),
      returnDate: '2025-01-14',
      returned: true,
    },
    now,
  ),
];

describe('toLoanView', () => {
  it('derives the status and keeps the fields the screen shows', () => {
    expect(loans.map((l) => l.status)).toEqual(['Overdue', 'Active', 'Returned']);
    expect(loans[1]).toMatchObject({
      title: 'Atomic Habits',
      cover: 'https://x/c.jpg',
      borrowerEmail: 'bola@mail.test',
    });
    expect(loans[0]?.cover).toBeNull();
  });

  it('falls back when the book or borrower is gone', () => {
    const view = toLoanView(
      { _id: 'x', book: null, borrower: null, returned: false, returnDate: '2025-03-10' },
      now,
    );
    expect(view).toMatchObject({
      title: 'Unknown Book',
      author: 'Unknown Author',
      borrowerName: 'Unknown Borrower',
      borrowerEmail: '',
      cover: null,
    });
  });
});

describe('filterLoans', () => {
  const ids = (f: Partial<typeof emptyFilters>) =>
    filterLoans(loans, { ...emptyFilters, ...f }).map((l) => l.id);

  it('searches title, author, borrower name and email, ignoring case', () => {
    expect(ids({ search: 'DUNE' })).toEqual(['a']);
    expect(ids({ search: 'clear' })).toEqual(['b']);
    expect(ids({ search: 'chi' })).toEqual(['c']);
    expect(ids({ search: 'example.com' })).toEqual(['a', 'c']);
    expect(ids({ search: 'nobody' })).toEqual([]);
  });

  it('filters by derived status and by the month the loan began', () => {
    expect(ids({ status: 'Overdue' })).toEqual(['a']);
    expect(ids({ status: 'Returned' })).toEqual(['c']);
    expect(ids({ month: '2025-02' })).toEqual(['b']);
    expect(ids({ month: '2024-12', status: 'Returned' })).toEqual(['c']);
    expect(ids({ month: '2024-12', status: 'Active' })).toEqual([]);
  });

  it('"Requests" keeps the loans with a borrower’s request waiting', () => {
    expect(ids({ status: 'requests' })).toEqual(['b']);
    expect(ids({ status: 'requests', search: 'dune' })).toEqual([]);
    expect(loans[1]).toMatchObject({ receivedAt: '2025-02-21T09:00:00.000Z' });
    expect(loans[0]?.pendingRequest).toBeNull();
  });

  it('knows when a filter is set', () => {
    expect(hasActiveFilters(emptyFilters)).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, search: '  ' })).toBe(false);
    expect(hasActiveFilters({ ...emptyFilters, month: '2025-01' })).toBe(true);
  });
});

describe('months and dates', () => {
  it('offers the months loans began in, newest first, as long month and year', () => {
    expect(monthOptions(loans)).toEqual([
      { value: '2025-02', label: 'February 2025' },
      { value: '2025-01', label: 'January 2025' },
      { value: '2024-12', label: 'December 2024' },
    ]);
    expect(formatMonth('2025-01')).toBe('January 2025');
  });

  it('shows dates like Jan 5, 2025, reading a due day in the local calendar', () => {
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDate(new Date(2025, 0, 5, 23, 30).toISOString())).toBe('Jan 5, 2025');
  });
});
