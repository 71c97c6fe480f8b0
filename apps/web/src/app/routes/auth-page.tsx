import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  AuthForm,
  AuthLayout,
  type AuthMode,
  parsePlan,
  textLinkClasses,
} from '../../features/auth/index.ts';

/**
 * `/auth`: sign-in (`?mode=login`) and sign-up; `?plan=` is read once, then taken out of the address;
 * `?email=` prefills the address.
 */
export default function AuthPage() {
  const [params, setParams] = useSearchParams();
  const mode: AuthMode = params.get('mode') === 'login' ? 'login' : 'register';
  const [plan] = useState(() => parsePlan(params.get('plan')));
  // A friend invitation links here with the invited address, so signing up with it connects them.
  const [invitedEmail] = useState(() => params.get('email')?.trim().slice(0, 254) ?? '');

  useEffect(() => {
    if (!params.has('plan')) return;
    const next = new URLSearchParams(params);
    next.delete('plan');
    setParams(next, { replace: true });
  }, [params, setParams]);

  const switchMode = () => {
    const next = new URLSearchParams(params);
    if (mode === 'login') next.delete('mode');
    else next.set('mode', 'login');
    setParams(next, { replace: true });
  };

  useEffect(() => {
    document.title = mode === 'login' ? 'Sign in · Shelfwise' : 'Create your account · Shelfwise';
  }, [mode]);

  return (
    <AuthLayout
      title={mode === 'login' ? 'Welcome back' : 'Create your account'}
      subtitle={mode === 'login' ? 'Sign in to your library.' : 'Start organising your books in minutes.'}
    >
      {/* A new key resets the fields and errors when switching between the two forms. */}
      <AuthForm key={mode} mode={mode} plan={plan} initialEmail={invitedEmail} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        {mode === 'login' ? "Don't have an account? " : 'Already have an account? '}
        <button type="button" onClick={switchMode} className={textLinkClasses}>
          {mode === 'login' ? 'Sign up' : 'Sign in'}
        </button>
      </p>
    </AuthLayout>
  );
}
