import type { RegisterBody, RegisterResponse } from '@shelfwise/contract';
import { apiFetch, setToken } from '../../../lib/api-client.ts';
import { guessCountry } from '../../../lib/country.ts';
import { currentLanguage, t } from '../../../lib/i18n/i18n.ts';
import { browserTimezone } from '../../../lib/timezones.ts';

/**
 * `POST /api/auth/register` (name, email, password, plan, the browser's timezone so "today" is the
 * user's from the first day, its country so local phone numbers read right, and the visit's payment
 * region) → 201 `{ token, user }`.
 */
export const register = async (body: RegisterBody) =>
  apiFetch<RegisterResponse>('/api/auth/register', {
    method: 'POST',
    body: {
      ...body,
      // The visit's region (the same the landing and plan pages showed) is kept with the account.
      paymentRegion:
        body.paymentRegion ?? (await (await import('../../pricing/index.ts')).decideVisitRegion()),
      timezone: body.timezone ?? browserTimezone(),
      country: body.country ?? guessCountry(),
      // The account keeps the language its sign-up page was shown in.
      language: body.language ?? currentLanguage(),
    },
    fallbackMessage: t('common.failed.generic'),
  });

/** Creates the account and stores the token; returns the new (unverified) user for the app's cache. */
export async function signUp(body: RegisterBody): Promise<RegisterResponse> {
  const answer = await register(body);
  if (answer.token) setToken(answer.token);
  return answer;
}
