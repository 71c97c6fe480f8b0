import { describe, expect, it } from 'vitest';
import { describeActivity } from './describe-activity.ts';
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
