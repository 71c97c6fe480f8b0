// The borrowers feature's public surface: pages and other features import only this file.
export { BorrowersScreen } from './components/borrowers-screen.tsx';
