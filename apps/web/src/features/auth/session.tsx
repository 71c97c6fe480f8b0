import { STORAGE_KEYS, type User } from '@shelfwise/contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  type ReactNode,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useNavigate } from 'react-router';
import { LoadingScreen } from '../../components/ui/spinner.tsx';
import { ApiError, getToken, setSessionRenewer, setToken } from '../../lib/api-client.ts';
import { setDisplayTimeZone } from '../../lib/dates.ts';
import { setLanguage, useLanguage, useT } from '../../lib/i18n/i18n.ts';
import { signInPathFor } from '../../lib/safe-next.ts';
import { logout } from './api/logout.ts';
import { meQueryKey, useMe } from './api/me.ts';
import type { VerifyEmailState } from './components/auth-form.tsx';
import { SessionRenewalDialog } from './components/session-renewal-dialog.tsx';

interface SessionValue {
  user: User;
  /** Revokes the session on the server (best effort), forgets it here and goes to `/`. */
  signOut: () => Promise<void>;
  /** Forgets the session here only (token removed, cache cleared) and goes to `/`, e.g. after account deletion. */
  clearSession: () => Promise<void>;
}

const SessionContext = createContext<SessionValue | null>(null);
const meQueryHash = JSON.stringify(meQueryKey);

/**
 * Where an unverified user is sent; the page needs the address in its navigation state. With
 * `returnTo`, the code proves a new address of a verified account (an email change) and the page
 * goes back there afterwards.
 */
export const verifyEmailState = (email: string, returnTo?: string): VerifyEmailState => ({
  email,
  fromRegister: false,
  ...(returnTo ? { returnTo } : {}),
});

/**
 * Holds the signed-in user for the dashboard (spec §4 Session): no token, or a `/me` answered 401
 * (an ended session) → the sign-in page with `next` (this page, to come back to); another failed
 * `/me` or any later 401 (or a suspended account) → token removed, `/`. Once the user is known, a 401 first asks
 * them to sign in again over the page (the failed request is then retried, so no typed work is
 * lost); only 'Sign out' there leads to `/`; token removed in another tab → `/`; an unverified user, or any
 * answer 403 EMAIL_NOT_VERIFIED → `/verify-email`. Children render only once the user is known.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const me = useMe();
  const user = me.data?.user;
  const leaving = useRef(false);
  const t = useT();
  const [renewal, setRenewal] = useState<((renewed: boolean) => void) | null>(null);
  const signedIn = Boolean(user?.emailVerified);

  // Signed in, the account's language wins, and a change saved in Settings shows at once. The app
  // first renders once the account's language is shown (or failed to load), so its first frame is
  // never in the browser's language; a later change re-renders in place.
  const shown = useLanguage();
  const [languageSettled, setLanguageSettled] = useState(false);
  useEffect(() => {
    if (!user?.language) return;
    let live = true;
    setLanguage(user.language, { remember: true })
      .catch(() => {})
      .finally(() => {
        if (live) setLanguageSettled(true);
      });
    return () => {
      live = false;
    };
  }, [user?.language]);
  const languageReady = languageSettled || !user?.language || user.language === shown;
  // Moments (a payment, an entry of the history) are shown in the account's timezone setting.
  if (user) setDisplayTimeZone(user.timezone);

  useEffect(() => {
    if (!signedIn) return;
    setSessionRenewer(() => new Promise<boolean>((resolve) => setRenewal(() => resolve)));
    return () => setSessionRenewer(null);
  }, [signedIn]);

  const endRenewal = useCallback(
    (renewed: boolean) => {
      renewal?.(renewed);
      setRenewal(null);
    },
    [renewal],
  );

  const leave = useCallback(
    async (to: string, state?: unknown) => {
      if (leaving.current) return;
      leaving.current = true;
      await navigate(to, { replace: true, state });
      leaving.current = false;
    },
    [navigate],
  );

  // Forget every cached answer only after the dashboard is gone, so nothing refetches on the way out.
  const dropSession = useCallback(async () => {
    setToken(null);
    await leave('/');
    queryClient.clear();
  }, [leave, queryClient]);

  // A signed-in page opened while signed out (a link in an email, a bookmark, a session that ended
  // while the tab was closed): the sign-in page, which comes back here afterwards.
  const toSignIn = useCallback(() => {
    const { pathname, search, hash } = window.location;
    return signInPathFor(`${pathname}${search}${hash}`);
  }, []);

  useEffect(() => {
    if (!getToken()) void leave(toSignIn());
  }, [leave, toSignIn]);

  useEffect(() => {
    if (!me.isError) return;
    // The session ended before this page could show anything: sign in again, then come back.
    const ended = me.error instanceof ApiError && me.error.status === 401;
    if (!ended) {
      void dropSession();
      return;
    }
    setToken(null);
    void leave(toSignIn()).then(() => queryClient.clear());
  }, [me.isError, me.error, dropSession, leave, toSignIn, queryClient]);

  useEffect(() => {
    if (user && !user.emailVerified) void leave('/verify-email', verifyEmailState(user.email));
  }, [user, leave]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // key null: localStorage.clear() in another tab.
      if (event.key !== null && event.key !== STORAGE_KEYS.token) return;
      if (!getToken()) {
        queryClient.removeQueries({ queryKey: meQueryKey });
        void leave('/').then(() => queryClient.clear());
      } else if (event.newValue !== event.oldValue) {
        // Another account signed in over there: this tab follows it.
        void queryClient.invalidateQueries();
      }
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, [leave, queryClient]);

  useEffect(() => {
    const react = (error: unknown) => {
      if (!(error instanceof ApiError)) return;
      // A suspended account's token is refused: the same as a session that ended.
      if (error.status === 401 || error.code === 'ACCOUNT_SUSPENDED') void dropSession();
      else if (error.code === 'EMAIL_NOT_VERIFIED') {
        const email = queryClient.getQueryData<{ user: User }>(meQueryKey)?.user.email;
        void leave('/verify-email', email ? verifyEmailState(email) : undefined);
      }
    };
    const unsubscribeQueries = queryClient.getQueryCache().subscribe((event) => {
      // `/me` failing is the effect above's (it knows whether to come back after signing in).
      if (event.query.queryHash === meQueryHash) return;
      if (event.type === 'updated' && event.action.type === 'error') react(event.action.error);
    });
    const unsubscribeMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === 'updated' && event.action.type === 'error') react(event.action.error);
    });
    return () => {
      unsubscribeQueries();
      unsubscribeMutations();
    };
  }, [queryClient, leave, dropSession]);

  const signOut = useCallback(async () => {
    try {
      await logout();
    } catch {
      // The token is forgotten here anyway; a server that cannot be reached cannot honour it either.
    }
    await dropSession();
  }, [dropSession]);

  const value = useMemo(
    () => (user ? { user, signOut, clearSession: dropSession } : null),
    [user, signOut, dropSession],
  );

  if (!value?.user.emailVerified || !languageReady) return <LoadingScreen label={t('auth.loadingAccount')} />;
  return (
    <SessionContext.Provider value={value}>
      {children}
      {renewal ? (
        <SessionRenewalDialog
          email={value.user.email}
          onRenewed={() => endRenewal(true)}
          onSignOut={() => {
            endRenewal(false);
            void dropSession();
          }}
        />
      ) : null}
    </SessionContext.Provider>
  );
}

/** The session of the dashboard: the user and `signOut`. Only inside `SessionProvider`. */
export function useSession(): SessionValue {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider> (the dashboard layout)');
  return session;
}

/** The signed-in user (plan, role, booksCount, ...) for any page rendered inside the dashboard. */
export function useCurrentUser(): User {
  return useSession().user;
}

/** Re-reads the user (e.g. after adding books, so the rank title and book count follow). */
export function useRefreshCurrentUser(): () => Promise<void> {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.invalidateQueries({ queryKey: meQueryKey }), [queryClient]);
}
