import { describe, expect, it } from 'vitest';
import { activityTypeName, describeActivity } from './describe-activity.ts';
import { addWeeks, weekLabel, weekStart } from './weeks.ts';

describe('describeActivity', () => {
  it('reads each type as a sentence', () => {
    expect(describeActivity('CREATE_BOOK', { title: 'Dune', author: 'Frank Herbert' })).toBe(
      'Added "Dune" by Frank Herbert to your library',
    );
    expect(
      describeActivity('BORROW_BOOK', {
        title: 'Dune',
        borrowerName: 'Ada',
        returnDate: '2025-01-05',
        book: { title: 'Dune', author: '' },
      }),
    ).toBe('Lent "Dune" to Ada, due Jan 5, 2025');
    expect(
      describeActivity('EXTEND_LOAN', {
        title: 'Dune',
        author: 'Frank Herbert',
        borrowerName: 'Ada',
        previousReturnDate: '2025-01-05',
        returnDate: '2025-01-19',
      }),
    ).toBe('Moved the due date of "Dune" by Frank Herbert with Ada from Jan 5, 2025 to Jan 19, 2025');
    expect(describeActivity('BATCH_ADD_BOOKS', { books: ['A', 'B', 'C', 'D'], duplicates: 2 })).toBe(
      'Added 4 books: "A", "B", "C" and 1 more (2 already in your library skipped)',
    );
    expect(describeActivity('CRON_JOB_COMPLETED', { jobName: 'due-reminders', totalRemindersSent: 1 })).toBe(
      'Due reminders finished: 1 reminder sent',
    );
    expect(
      describeActivity('DUE_BOOK_REMINDER_FAILED', { title: 'Emma', borrowerName: 'Bo', error: 'Timeout' }),
    ).toBe('Reminder about "Emma" to Bo could not be sent: Timeout');
  });

  it('reads the wishlist’s entries (issue 30)', () => {
    const d = { title: 'Americanah', author: 'Chimamanda Ngozi Adichie' };
    expect(describeActivity('WISHLIST_ADDED', d)).toBe(
      'Added "Americanah" by Chimamanda Ngozi Adichie to your wishlist',
    );
    expect(describeActivity('WISHLIST_BOUGHT', { ...d, amount: 4500, currency: 'USD' })).toBe(
      'Bought "Americanah" by Chimamanda Ngozi Adichie for $4,500.00; it moved from your wishlist to your library',
    );
    expect(describeActivity('WISHLIST_BOUGHT', d)).toBe(
      'Bought "Americanah" by Chimamanda Ngozi Adichie; it moved from your wishlist to your library',
    );
    expect(activityTypeName('WISHLIST_BOUGHT')).toBe('Bought from Wishlist');
  });

  it('reads what a borrower did from their page and the owner’s answers (issue 29)', () => {
    const d = { title: 'Dune', author: 'Frank Herbert', borrowerName: 'Ada' };
    expect(describeActivity('LOAN_RECEIVED', d)).toBe('Ada confirmed having "Dune" by Frank Herbert');
    expect(describeActivity('EXTENSION_REQUESTED', { ...d, returnDate: '2031-03-08' })).toBe(
      'Ada asked to keep "Dune" by Frank Herbert until Mar 8, 2031',
    );
    expect(
      describeActivity('EXTENSION_APPROVED', {
        ...d,
        previousReturnDate: '2031-03-01',
        returnDate: '2031-03-08',
      }),
    ).toBe('Gave Ada more time for "Dune" by Frank Herbert: from Mar 1, 2031 to Mar 8, 2031');
    expect(describeActivity('EXTENSION_DECLINED', { ...d, returnDate: '2031-03-08' })).toBe(
      'Declined Ada’s request to keep "Dune" by Frank Herbert until Mar 8, 2031',
    );
    expect(describeActivity('RETURN_REPORTED', d)).toBe('Ada said they gave back "Dune" by Frank Herbert');
    expect(describeActivity('RETURN_CONFIRMED', d)).toBe(
      'Confirmed that Ada gave back "Dune" by Frank Herbert',
    );
    expect(describeActivity('RETURN_DISPUTED', d)).toBe(
      'Said "Dune" by Frank Herbert is not back from Ada yet',
    );
    expect(describeActivity('BORROWER_LINK_REVOKED', { borrowerName: 'Ada' })).toBe(
      'Revoked the page links of Ada',
    );
    expect(activityTypeName('EXTENSION_APPROVED')).toBe('More Time Given');
  });

  it('says when a recommendation lacks its details, and has a generic sentence for unknown types', () => {
    expect(describeActivity('BOOK_RECOMMENDED', {})).toBe('Book Recommended (Details Missing)');
    expect(
      describeActivity('BOOK_RECOMMENDED', {
        book: { title: 'Emma', author: 'Austen' },
        recipient: { name: 'Kim' },
      }),
    ).toBe('Recommended "Emma" by Austen to Kim');
    expect(describeActivity('SOMETHING_NEW', null)).toBe('An activity occurred');
  });
});

describe('weeks', () => {
  it('start on Monday and read MMM d - MMM d, yyyy', () => {
    const monday = weekStart(new Date(2030, 2, 7, 15));
    expect(monday).toEqual(new Date(2030, 2, 4));
    expect(weekStart(new Date(2030, 2, 10, 23))).toEqual(new Date(2030, 2, 4));
    expect(weekLabel(monday)).toBe('Mar 4 - Mar 10, 2030');
    expect(weekLabel(new Date(2029, 11, 31))).toBe('Dec 31 - Jan 6, 2030');
    expect(addWeeks(monday, -1)).toEqual(new Date(2030, 1, 25));
  });
});
