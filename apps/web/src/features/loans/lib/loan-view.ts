import type { Loan, LoanRequest, LoanStatus } from '@shelfwise/contract';
import { formatMonth, monthKey } from './dates.ts';
import { loanDueSoon, loanStatus } from './loan-status.ts';

/** What the Loans screen shows for a loan (spec §3), with its fallbacks applied. */
export interface LoanView {
  id: string;
  title: string;
  author: string;
  cover: string | null;
  borrowerName: string;
  borrowerEmail: string;
  borrowedDate: string;
  dueDate: string;
  status: LoanStatus;
  /** Active and due today or within the reader's reminder lead: shown as 'Due soon'. */
  dueSoon: boolean;
  /** When it came back (ISO), or null while it is out. */
  returnedAt: string | null;
  /** When the borrower said "I have it" on their page (ISO), or null. */
  receivedAt: string | null;
  /** The borrower's request waiting for an answer (more time, or "I gave it back"), or null. */
  pendingRequest: LoanRequest | null;
}

type ReceivedLoan = Partial<Omit<Loan, 'book' | 'borrower'>> & {
  book?: Partial<Loan['book']> | null;
  borrower?: Partial<Loan['borrower']> | null;
};

export function toLoanView(loan: ReceivedLoan, now = new Date(), leadDays?: number): LoanView {
  const state = { returned: Boolean(loan.returned), returnDate: loan.returnDate };
  return {
    id: loan._id ?? '',
    title: loan.book?.title || 'Unknown Book',
    author: loan.book?.author || 'Unknown Author',
    cover: loan.book?.thumbnail || null,
    borrowerName: loan.borrower?.name || 'Unknown Borrower',
    borrowerEmail: loan.borrower?.email || '',
    borrowedDate: loan.borrowDate ?? '',
    dueDate: loan.returnDate ?? '',
    status: loanStatus(state, now),
    dueSoon: loanDueSoon(state, leadDays, now),
    returnedAt: loan.returnedAt ?? null,
    receivedAt: loan.receivedAt ?? null,
    pendingRequest: loan.returned ? null : (loan.pendingRequest ?? null),
  };
}

/** A status, or 'requests': loans with a borrower's request waiting (the owner's mail links to it). */
export type StatusFilter = 'all' | LoanStatus | 'requests';

export interface LoanFilters {
  search: string;
  status: StatusFilter;
  /** 'YYYY-MM' or 'all'. */
  month: string;
}

export const emptyFilters: LoanFilters = { search: '', status: 'all', month: 'all' };

export const hasActiveFilters = (f: LoanFilters) =>
  f.search.trim() !== '' || f.status !== 'all' || f.month !== 'all';

/** Spec §5: case-insensitive substring over title, author, borrower name and email; month of the borrowed date. */
export function filterLoans(loans: LoanView[], filters: LoanFilters): LoanView[] {
  const term = filters.search.trim().toLowerCase();
  return loans.filter((loan) => {
    if (filters.status === 'requests') {
      if (!loan.pendingRequest) return false;
    } else if (filters.status !== 'all' && loan.status !== filters.status) return false;
    if (filters.month !== 'all' && monthKey(loan.borrowedDate) !== filters.month) return false;
    if (!term) return true;
    return [loan.title, loan.author, loan.borrowerName, loan.borrowerEmail].some((v) =>
      v.toLowerCase().includes(term),
    );
  });
}

/** The months in which loans began, newest first, labelled like 'January 2025'. */
export function monthOptions(loans: LoanView[]): { value: string; label: string }[] {
  const keys = new Set<string>();
  for (const loan of loans) {
    const key = monthKey(loan.borrowedDate);
    if (key) keys.add(key);
  }
  return [...keys]
    .sort()
    .reverse()
    .map((value) => ({ value, label: formatMonth(value) }));
}

export function pageCount(total: number, pageSize: number): number {
  return Math.ceil(Math.max(0, total) / pageSize);
}
