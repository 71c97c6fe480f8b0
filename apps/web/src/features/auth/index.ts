// The auth feature's public surface: pages and other features import only this file.
export { useForgotPassword } from './api/forgot-password.ts';
export { meQueryKey } from './api/me.ts';
export { useResendVerification } from './api/resend-verification.ts';
export { useResetPassword } from './api/reset-password.ts';
export { useVerifyEmail } from './api/verify-email.ts';
export { useAppAuthHost } from './app-host.ts';
export type { AuthMode, VerifyEmailState } from './components/auth-form.tsx';
export { AuthForm, parsePlan } from './components/auth-form.tsx';
export { AuthLayout, FormMessage, textLinkClasses } from './components/auth-layout.tsx';
export { CodeInput, emptyCode } from './components/code-input.tsx';
export { PasswordStrengthMeter } from './components/password-strength-meter.tsx';
export { type AuthHost, AuthHostProvider } from './host.tsx';
export {
  SessionProvider,
  useCurrentUser,
  useRefreshCurrentUser,
  useSession,
  verifyEmailState,
} from './session.tsx';
