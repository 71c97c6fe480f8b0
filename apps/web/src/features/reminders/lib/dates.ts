import { displayTimeZone } from '../../../lib/dates.ts';
import { intlLocale } from '../../../lib/i18n/i18n.ts';

/** Calendar days ('2025-01-05') are read in the viewer's calendar, never as midnight UTC. */

// In the language shown ('Jan 5, 2025' in English).
const shortDate = () =>
  new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric', year: 'numeric' });
const dateTime = () =>
  new Intl.DateTimeFormat(intlLocale(), {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone: displayTimeZone(),
  });

export function parseDay(value: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  if (!m) return null;
  return new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
}

/** 'Jan 5, 2025' for a day; '—' when there is none. */
export function formatDay(value: string | null | undefined): string {
  const date = value ? parseDay(value) : null;
  return date ? shortDate().format(date) : '—';
}

/** 'Jan 5, 2025, 9:30 AM' for an instant. */
export function formatInstant(value: string | null | undefined): string {
  if (!value) return '—';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : dateTime().format(date);
}

/** Today plus `days` as 'YYYY-MM-DD' in the viewer's calendar. */
export function dayFromToday(days: number, now: Date = new Date()): string {
  const d = new Date(now.getFullYear(), now.getMonth(), now.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}
