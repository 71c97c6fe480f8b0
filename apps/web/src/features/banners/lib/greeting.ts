import { displayTimeZone } from '../../../lib/dates.ts';
import { t } from '../../../lib/i18n/i18n.ts';

/** Spec §1: daytime is 06:00 to 18:00 (local time). */
export const DAYTIME_START_HOUR = 6;
export const DAYTIME_END_HOUR = 18;

/**
 * The hour and minute of `date` in the reader's own zone: their setting when they chose one, else
 * the browser's. The banner greets by the reader's clock, not by the machine's.
 */
export function localTime(date: Date, timeZone = displayTimeZone()): { hour: number; text: string } {
  const parts = new Intl.DateTimeFormat('en-GB', {
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
    timeZone,
  }).formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '00';
  return { hour: Number(part('hour')), text: `${part('hour')}:${part('minute')}:${part('second')}` };
}

export function isDaytime(date: Date, timeZone = displayTimeZone()): boolean {
  const { hour } = localTime(date, timeZone);
  return hour >= DAYTIME_START_HOUR && hour < DAYTIME_END_HOUR;
}

/**
 * 'Good morning' from 05:00, 'Good afternoon' from 12:00, 'Good evening' from 18:00, and a plain
 * 'Hello' in the small hours: nobody is wished a good evening at 04:28.
 */
export function greetingFor(date: Date, name: string, timeZone = displayTimeZone()): string {
  const { hour } = localTime(date, timeZone);
  if (hour < 5) return t('banner.hello', { name });
  if (hour < 12) return t('banner.morning', { name });
  if (hour < 18) return t('banner.afternoon', { name });
  return t('banner.evening', { name });
}

/** '09:41:07' in the reader's local time. */
export function clockText(date: Date, timeZone = displayTimeZone()): string {
  return localTime(date, timeZone).text;
}
