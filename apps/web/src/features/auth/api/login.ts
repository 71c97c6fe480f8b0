import type { LoginBody, MeResponse, TokenResponse } from '@shelfwise/contract';
import { apiFetch, setToken } from '../../../lib/api-client.ts';
import { setLanguage, t } from '../../../lib/i18n/i18n.ts';
import { getMe } from './get-me.ts';

/** `POST /api/auth/login` → `{ token }`. */
export const login = (body: LoginBody) =>
  apiFetch<TokenResponse>('/api/auth/login', {
    method: 'POST',
    body,
    fallbackMessage: t('common.failed.generic'),
    // A wrong password is a 401 too: it is an answer to show, never a reason to ask to sign in again.
    renewSession: false,
  });

/**
 * Signs in and stores the token. The account is read before this ends and its language loaded and
 * shown, so the app that follows paints its first frame in the reader's language, not the
 * browser's; the account is returned for the app's cache (null when it could not be read: the
 * dashboard reads it again and says what went wrong there). Needs neither the router nor the query
 * cache, so the sign-in page can run without them.
 */
export async function signIn(body: LoginBody): Promise<MeResponse | null> {
  const answer = await login(body);
  if (!answer.token) return null;
  setToken(answer.token);
  try {
    const me = await getMe();
    await setLanguage(me.user.language, { remember: true });
    return me;
  } catch {
    return null;
  }
}
