import { type AppSettings, defaultAppSettings, type MeResponse } from '@shelfwise/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { getAppSettings } from '../../features/app-settings/light.ts';
import { type AuthHost, AuthHostProvider } from '../../features/auth/light.ts';
import { type NavigateOptions, type NavigateTo, NavigationProvider } from '../../lib/navigation.tsx';
import { AuthScreen } from './auth-screen.tsx';

/** How the sign-in page hands over to the app: it loads, then shows `to` (main.tsx). */
export type EnterApp = (to: string, options: NavigateOptions & { me: MeResponse | null }) => Promise<void>;

/**
 * `/auth` on a first visit: the sign-in page without the app's router, query cache or toasts, so
 * it downloads React, this page and its forms only. Leaving it (signing in or up, or any link of
 * the page but the home link) loads the app and hands the page over to it (`enterApp`).
 */
export default function SignInPage({ enterApp }: { enterApp: EnterApp }) {
  const [params, setParams] = useState(() => new URLSearchParams(window.location.search));
  const replaceParams = useCallback((next: URLSearchParams) => {
    const search = next.toString();
    window.history.replaceState(
      window.history.state,
      '',
      `${window.location.pathname}${search ? `?${search}` : ''}${window.location.hash}`,
    );
    setParams(next);
  }, []);

  // The public settings (sign-ups open, the support address); the defaults until they arrive or if
  // they cannot be read, as in the app.
  const [settings, setSettings] = useState<AppSettings>(defaultAppSettings);
  useEffect(() => {
    const controller = new AbortController();
    getAppSettings(controller.signal).then(setSettings, () => {});
    return () => controller.abort();
  }, []);

  const signedIn = useRef<MeResponse | null>(null);
  const host = useMemo<AuthHost>(
    () => ({
      settings,
      signedIn: (me) => {
        signedIn.current = me;
      },
    }),
    [settings],
  );
  const navigate = useCallback<NavigateTo>(
    (to, options) => enterApp(to, { ...options, me: signedIn.current }),
    [enterApp],
  );

  return (
    <NavigationProvider navigate={navigate}>
      <AuthHostProvider host={host}>
        <AuthScreen params={params} replaceParams={replaceParams} />
      </AuthHostProvider>
    </NavigationProvider>
  );
}
