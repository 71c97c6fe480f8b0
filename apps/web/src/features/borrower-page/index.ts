// The borrower's page (issue 29): public, reached from the mail a borrower gets; no sign-in.
export { BorrowerPageScreen } from './components/borrower-page-screen.tsx';
