import type { AppSettings, MeResponse } from '@shelfwise/contract';
import { createContext, type ReactNode, useContext } from 'react';

/**
 * What the sign-in and sign-up forms need from whatever renders them, so the same forms run inside
 * the app (router, query cache) and on the sign-in page, which starts without either and loads the
 * app only on the way in (main.tsx): the public app settings, and where the account that has just
 * signed in is handed to the app (its cache then holds it instead of any earlier session's).
 */
export interface AuthHost {
  settings: AppSettings;
  /** The account now signed in, or null when it could not be read (the app reads it again). */
  signedIn: (me: MeResponse | null) => void;
}

const AuthHostContext = createContext<AuthHost | null>(null);

export function AuthHostProvider({ host, children }: { host: AuthHost; children: ReactNode }) {
  return <AuthHostContext.Provider value={host}>{children}</AuthHostContext.Provider>;
}

export function useAuthHost(): AuthHost {
  const host = useContext(AuthHostContext);
  if (!host) throw new Error('The sign-in forms need an AuthHostProvider');
  return host;
}
