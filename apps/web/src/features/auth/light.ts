// The auth feature's light surface: what the sign-in page may import while it runs without the
// app (main.tsx, app/sign-in). Nothing exported here may reach the router or the query cache, or
// the first visit to /auth downloads them; the app and other features import index.ts.
export type { AuthMode } from './components/auth-form.tsx';
export { AuthForm, parsePlan } from './components/auth-form.tsx';
export { AuthLayout, textLinkClasses } from './components/auth-layout.tsx';
export { type AuthHost, AuthHostProvider } from './host.tsx';
