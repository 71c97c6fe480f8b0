// The friends feature's public surface: pages and other features import only this file.
export { useFriendsNoticeCount } from './api/get-notice-count.ts';
export { FriendsScreen } from './components/friends-screen.tsx';
export type { RecommendableBook, RecommendBookDialogProps } from './components/recommend-book-dialog.tsx';
export { RecommendBookDialog } from './components/recommend-book-dialog.tsx';
