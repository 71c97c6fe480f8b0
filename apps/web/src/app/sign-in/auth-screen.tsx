import { useEffect, useLayoutEffect, useState } from 'react';
import {
  AuthForm,
  AuthLayout,
  type AuthMode,
  parsePlan,
  textLinkClasses,
} from '../../features/auth/light.ts';
import { useT } from '../../lib/i18n/i18n.ts';
import { safeNext } from '../../lib/safe-next.ts';

/**
 * `/auth`: sign-in (`?mode=login`) and sign-up; `?plan=` is read once, then taken out of the address;
 * `?email=` prefills the address. Rendered by the app's router (routes/auth-page.tsx) and, on a first
 * visit, without it (sign-in-page.tsx): the address is read and changed through `params`.
 */
export function AuthScreen({
  params,
  replaceParams,
}: {
  params: URLSearchParams;
  /** Puts new query parameters in the address, in place of the current entry. */
  replaceParams: (next: URLSearchParams) => void;
}) {
  const t = useT();
  const mode: AuthMode = params.get('mode') === 'login' ? 'login' : 'register';
  const [plan] = useState(() => parsePlan(params.get('plan')));
  // A friend invitation links here with the invited address, so signing up with it connects them.
  const [invitedEmail] = useState(() => params.get('email')?.trim().slice(0, 254) ?? '');
  // A signed-in page the reader was sent away from: back there after signing in (this site only).
  const next = safeNext(params.get('next'), window.location.origin);

  useEffect(() => {
    if (!params.has('plan')) return;
    const next = new URLSearchParams(params);
    next.delete('plan');
    replaceParams(next);
  }, [params, replaceParams]);

  const switchMode = () => {
    const next = new URLSearchParams(params);
    if (mode === 'login') next.delete('mode');
    else next.set('mode', 'login');
    replaceParams(next);
  };

  // The title is a string of the language shown, so a change of language changes the tab too.
  const title = mode === 'login' ? t('auth.titleSignIn') : t('auth.titleCreate');
  useLayoutEffect(() => {
    document.title = title;
  }, [title]);

  return (
    <AuthLayout
      title={mode === 'login' ? t('auth.welcomeBack') : t('auth.createTitle')}
      subtitle={mode === 'login' ? t('auth.signInSubtitle') : t('auth.createSubtitle')}
    >
      {next ? (
        <p
          role="status"
          data-testid="sign-in-to-continue"
          className="mb-4 rounded-lg bg-brand-50 px-3 py-2 text-center text-sm text-brand-800 dark:bg-slate-800 dark:text-indigo-200"
        >
          {t('auth.signInToContinue')}
        </p>
      ) : null}
      {/* A new key resets the fields and errors when switching between the two forms. */}
      <AuthForm key={mode} mode={mode} plan={plan} initialEmail={invitedEmail} next={next} />
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-300">
        {mode === 'login' ? t('auth.noAccount') : t('auth.haveAccount')}{' '}
        <button type="button" onClick={switchMode} className={textLinkClasses}>
          {mode === 'login' ? t('auth.signUp') : t('auth.signIn')}
        </button>
      </p>
    </AuthLayout>
  );
}
