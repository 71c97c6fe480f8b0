import type { LoginBody, TokenResponse } from '@shelfwise/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch, setToken } from '../../../lib/api-client.ts';
import { setLanguage, t } from '../../../lib/i18n/i18n.ts';
import { meQueryKey, meQueryOptions } from './me.ts';

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
 * Signs in and stores the token; any user cached from an earlier session is dropped. The account is
 * read before the mutation ends and its language loaded and shown, so the app that follows paints
 * its first frame in the reader's language, not the browser's (the answer stays cached for it).
 */
export const useLogin = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: LoginBody) => {
      const answer = await login(body);
      if (answer.token) setToken(answer.token);
      queryClient.removeQueries({ queryKey: meQueryKey });
      if (answer.token) {
        try {
          const { user } = await queryClient.fetchQuery(meQueryOptions());
          await setLanguage(user.language, { remember: true });
        } catch {
          // The dashboard reads the account again and says what went wrong there.
        }
      }
      return answer;
    },
  });
};
