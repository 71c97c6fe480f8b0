import { intlLocale } from './i18n/i18n.ts';

/**
 * Dates as the app shows them. A due date is a calendar day ('2025-01-05') and must be read in the
 * viewer's own calendar, never as midnight UTC (which shows the day before west of Greenwich).
 */

/** A Date for 'YYYY-MM-DD' (local midnight) or for a full ISO timestamp; null when unreadable. */
export function parseDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  const day = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

// In the language shown ('Jan 5, 2025' in English, '5 ene 2025' in Spanish), made once per language.
const formats = new Map<string, { shortDate: Intl.DateTimeFormat; monthYear: Intl.DateTimeFormat }>();
function formatsFor(locale = intlLocale()) {
  let found = formats.get(locale);
  if (!found) {
    found = {
      shortDate: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric' }),
      monthYear: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric' }),
    };
    formats.set(locale, found);
  }
  return found;
}

/** 'Jan 5, 2025'; '—' when there is no date. */
export function formatDate(value: string | null | undefined): string {
  const date = parseDate(value);
  return date ? formatsFor().shortDate.format(date) : '—';
}

/** 'YYYY-MM' of a date in the viewer's calendar. */
export function monthKey(value: string | null | undefined): string | null {
  const date = parseDate(value);
  if (!date) return null;
  return `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}`;
}

/** 'January 2025' for '2025-01'. */
export function formatMonth(key: string): string {
  const [year, month] = key.split('-').map(Number);
  return formatsFor().monthYear.format(new Date(year ?? 1970, (month ?? 1) - 1, 1));
}

/** 'YYYY-MM-DD' of a local date, for date inputs. */
export function toDateInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Today plus `days`, as a date-input value. */
export function daysFromToday(days: number, now: Date = new Date()): string {
  return toDateInputValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + days));
}

/** Whether a due day ('YYYY-MM-DD') has passed in the viewer's calendar (due today is not late). */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < toDateInputValue(now);
}
