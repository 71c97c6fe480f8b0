import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { addDays, todayInZone } from '../../../lib/dates.ts';
import { toLoanView } from '../lib/loan-view.ts';
import { LoanCards, LoansTable } from './loans-list.tsx';

afterEach(cleanup);

const today = todayInZone();
const loan = (
  id: string,
  title: string,
  returnDate: string,
  returnedAt: string | null = null,
  lead?: number,
) =>
  toLoanView(
    {
      _id: id,
      book: { _id: `b${id}`, title, author: 'A', thumbnail: '' },
      borrower: { _id: 'r', name: 'Ada', email: 'ada@example.com' },
      borrowDate: new Date(2030, 0, 5, 10).toISOString(),
      returnDate,
      returned: returnedAt !== null,
      returnedAt,
    },
    new Date(),
    lead,
  );

const loans = [
  loan('1', 'Soon', addDays(today, 3)),
  loan('2', 'Later', addDays(today, 4)),
  loan('3', 'Late', addDays(today, -1)),
  loan('4', 'Back', addDays(today, -10), new Date(2030, 0, 20, 12).toISOString()),
];

const rowOf = (title: string) => screen.getByText(title).closest('tr, li') as HTMLElement;

describe('the Loans list', () => {
  it('marks loans due within the lead (3 days by default) "Due soon", others Active or Overdue', () => {
    render(<LoansTable loans={loans} onReturn={vi.fn()} onExtend={vi.fn()} />);
    within(rowOf('Soon')).getByText('Due soon');
    within(rowOf('Later')).getByText('Active');
    within(rowOf('Late')).getByText('Overdue');
  });

  it('follows a longer lead', () => {
    render(<LoansTable loans={[loan('2', 'Later', addDays(today, 4), null, 5)]} onReturn={vi.fn()} />);
    within(rowOf('Later')).getByText('Due soon');
  });

  it('shows when a returned loan came back, and offers Extend only while a loan is out', () => {
    render(<LoanCards loans={loans} onReturn={vi.fn()} onExtend={vi.fn()} />);
    const back = rowOf('Back');
    within(back).getByText('Returned on', { selector: 'dt' });
    within(back).getByText('Jan 20, 2030');
    expect(within(back).queryByRole('button', { name: /Extend/ })).toBeNull();
    within(rowOf('Soon')).getByRole('button', { name: 'Extend: Soon' });
  });

  it('in the table, the return date sits under the Returned badge and Extend is an icon named for the book', () => {
    render(<LoansTable loans={loans} onReturn={vi.fn()} onExtend={vi.fn()} />);
    expect(rowOf('Back').textContent).toContain('ReturnedJan 20, 2030');
    within(rowOf('Late')).getByRole('button', { name: 'Change the due date: Late' });
  });
});
