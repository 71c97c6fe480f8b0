import { t } from '../../../lib/i18n/i18n.ts';

/** Client-side checks that mirror the server's, so people see the problem before a round trip. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function emailError(email: string): string | undefined {
  if (!email.trim()) return t('form.emailRequired');
  if (!EMAIL.test(email.trim())) return t('form.emailInvalid');
  return undefined;
}

/** '{label} is required' in the language shown; `label` is already translated. */
export const requiredError = (value: string, label: string) =>
  value.trim() ? undefined : t('form.required', { field: label });
