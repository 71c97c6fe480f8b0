// The unsubscribe feature's public surface: the public page borrowers reach from an email.
export { UnsubscribeScreen } from './unsubscribe-screen.tsx';
