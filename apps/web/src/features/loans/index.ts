// The loans feature's public surface: pages and other features import only this file.

export { ExtendLoanDialog } from './components/extend-loan-dialog.tsx';
export { LoanBookDialog } from './components/loan-book-dialog.tsx';
export { LoansScreen } from './components/loans-screen.tsx';
export { ReturnLoanDialog } from './components/return-loan-dialog.tsx';
