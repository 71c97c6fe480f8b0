import { t } from '../../../lib/i18n/i18n.ts';

/** Spec §1: daytime is 06:00 to 18:00 (local time). */
export const DAYTIME_START_HOUR = 6;
export const DAYTIME_END_HOUR = 18;

export function isDaytime(date: Date): boolean {
  const hour = date.getHours();
  return hour >= DAYTIME_START_HOUR && hour < DAYTIME_END_HOUR;
}

/** 'Good morning' until noon and 'Good afternoon' until 18:00 in daytime; 'Good evening' at night. */
export function greetingFor(date: Date, name: string): string {
  if (!isDaytime(date)) return t('banner.evening', { name });
  return date.getHours() < 12 ? t('banner.morning', { name }) : t('banner.afternoon', { name });
}

/** '09:41:07' in the reader's local time. */
export function clockText(date: Date): string {
  return date.toLocaleTimeString('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hour12: false,
  });
}
