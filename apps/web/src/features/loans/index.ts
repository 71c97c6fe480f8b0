// The loans feature's public surface: pages and other features import only this file.

export { usePendingLoanRequestCount } from './api/loan-requests.ts';
export { ExtendLoanDialog } from './components/extend-loan-dialog.tsx';
export { LoanBookDialog } from './components/loan-book-dialog.tsx';
export { LoanRequestActions, PendingLoanRequest } from './components/loan-request-actions.tsx';
export { LoansScreen } from './components/loans-screen.tsx';
export { ReturnLoanDialog } from './components/return-loan-dialog.tsx';
