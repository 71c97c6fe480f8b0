import { type AppSettings, appSettingsSchema } from '@shelfwise/contract';
import { translateIssue } from '../../../lib/i18n/validation.ts';

/** Field errors by path ('supportEmail', 'bannerItems.2.link'), from the same schema the server uses. */
export type SettingsErrors = Record<string, string>;

export function validateSettings(values: AppSettings): { value: AppSettings | null; errors: SettingsErrors } {
  const result = appSettingsSchema.safeParse(values);
  if (result.success) return { value: result.data, errors: {} };
  const errors: SettingsErrors = {};
  for (const issue of result.error.issues) {
    const key = issue.path.join('.') || 'form';
    errors[key] ??= translateIssue(issue.message);
  }
  return { value: null, errors };
}
