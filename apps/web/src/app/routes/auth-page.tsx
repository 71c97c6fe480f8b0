import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { AuthHostProvider, useAppAuthHost } from '../../features/auth/index.ts';
import { AuthScreen } from '../sign-in/auth-screen.tsx';

/** `/auth` inside the app (after signing out, or a link followed in the app): see AuthScreen. */
export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const host = useAppAuthHost();
  const replaceParams = useCallback(
    (next: URLSearchParams) => setParams(next, { replace: true }),
    [setParams],
  );
  return (
    <AuthHostProvider host={host}>
      <AuthScreen params={params} replaceParams={replaceParams} />
    </AuthHostProvider>
  );
}
