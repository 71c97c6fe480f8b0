import type { AppSettings } from '@shelfwise/contract';
import { apiFetch } from '../../../lib/api-client.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** `GET /api/app-settings` (public): sign-ups open, the banner items, the site notice, support email. */
export const getAppSettings = (signal?: AbortSignal) =>
  apiFetch<AppSettings>('/api/app-settings', { signal, fallbackMessage: t('error.loadAppSettings') });
