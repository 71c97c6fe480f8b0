import { describe, expect, it } from 'vitest';
import { loanStatus } from './loan-status.ts';

describe('loanStatus', () => {
  const now = new Date(2025, 0, 10, 15, 0); // Jan 10, 2025, 3 pm local

  it('is Returned whenever the loan is returned, even long after the due date', () => {
    expect(loanStatus({ returned: true, returnDate: '2024-12-01' }, now)).toBe('Returned');
  });

  it('is Overdue once the due day has passed', () => {
    expect(loanStatus({ returned: false, returnDate: '2025-01-09' }, now)).toBe('Overdue');
    expect(loanStatus({ returned: false, returnDate: '2024-06-30' }, now)).toBe('Overdue');
  });

  it('is Active on the due day itself and before it', () => {
    expect(loanStatus({ returned: false, returnDate: '2025-01-10' }, now)).toBe('Active');
    expect(loanStatus({ returned: false, returnDate: '2025-01-24' }, now)).toBe('Active');
  });

  it('turns Overdue at the first moment after the due day', () => {
    expect(loanStatus({ returned: false, returnDate: '2025-01-10' }, new Date(2025, 0, 10, 23, 59))).toBe(
      'Active',
    );
    expect(loanStatus({ returned: false, returnDate: '2025-01-10' }, new Date(2025, 0, 11, 0, 0))).toBe(
      'Overdue',
    );
  });

  it('treats a missing or unreadable due date as Active', () => {
    expect(loanStatus({ returned: false, returnDate: '' }, now)).toBe('Active');
    expect(loanStatus({ returned: false, returnDate: 'soon' }, now)).toBe('Active');
  });
});
