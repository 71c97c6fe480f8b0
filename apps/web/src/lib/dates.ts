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

const zoneSupported = (zone: string) => {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
};

/**
 * The `Intl` time zone of a timezone setting: an IANA zone as it is; a fixed offset ('UTC-8',
 * 'UTC+5:30') as '-08:00' where the engine takes offsets, else as 'Etc/GMT+8' (whole hours; the
 * sign is reversed there); undefined (the browser's own zone) for anything else.
 */
export function intlTimeZone(setting: string | null | undefined): string | undefined {
  if (!setting) return undefined;
  const offset = /^UTC(?:([+-])(\d{1,2})(?::(\d{2}))?)?$/.exec(setting);
  if (!offset) return zoneSupported(setting) ? setting : undefined;
  const [, sign, hours, minutes] = offset;
  if (!sign || !hours) return 'UTC';
  const iso = `${sign}${hours.padStart(2, '0')}:${minutes ?? '00'}`;
  if (zoneSupported(iso)) return iso;
  const etc = `Etc/GMT${sign === '+' ? '-' : '+'}${Number(hours)}`;
  return !minutes && zoneSupported(etc) ? etc : undefined;
}

/** The zone moments (not calendar days) are shown in: the signed-in user's setting, else the browser's. */
let displayZone: string | undefined;
let displaySetting: string | null | undefined;
export function setDisplayTimeZone(setting: string | null | undefined): void {
  // Called on every render of the session: read the setting only when it changes.
  if (setting === displaySetting) return;
  displaySetting = setting;
  displayZone = intlTimeZone(setting);
}
/** For other formatters of moments (`timeZone` option); undefined is the browser's zone. */
export const displayTimeZone = () => displayZone;

// In the language shown ('Jan 5, 2025' in English, '5 ene 2025' in Spanish), made once per language
// and zone.
const formats = new Map<string, { shortDate: Intl.DateTimeFormat; monthYear: Intl.DateTimeFormat }>();
function formatsFor(locale = intlLocale(), timeZone = displayZone) {
  const id = `${locale}|${timeZone ?? ''}`;
  let found = formats.get(id);
  if (!found) {
    found = {
      shortDate: new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        timeZone,
      }),
      monthYear: new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone }),
    };
    formats.set(id, found);
  }
  return found;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * 'Jan 5, 2025'; '—' when there is no date. A calendar day ('2025-01-05') is that day wherever
 * the reader is; a moment (a full timestamp) is shown on its day in the reader's timezone setting.
 */
export function formatDate(value: string | null | undefined): string {
  const day = value ? DAY.exec(value) : null;
  if (day) {
    const utc = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
    return formatsFor(intlLocale(), 'UTC').shortDate.format(utc);
  }
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

const dayParts = new Map<string, Intl.DateTimeFormat>();

/**
 * Today as 'YYYY-MM-DD' in the reader's timezone setting (the browser's zone without one): the day
 * a loan is due or late by, as the server counts it.
 */
export function todayInZone(now: Date = new Date(), timeZone = displayZone): string {
  const format = once(dayParts, timeZone ?? '', () => {
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
  });
  const part = (type: string) => format.formatToParts(now).find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

function once<T>(cache: Map<string, T>, key: string, make: () => T): T {
  let found = cache.get(key);
  if (found === undefined) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

/** 'YYYY-MM-DD' plus `days` calendar days. */
export function addDays(day: string, days: number): string {
  const m = DAY.exec(day);
  if (!m) return day;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days));
  return d.toISOString().slice(0, 10);
}

/** Whether a due day ('YYYY-MM-DD') has passed in the reader's calendar (due today is not late). */
export function isPastDay(day: string, now: Date = new Date()): boolean {
  return day < todayInZone(now);
}

/** How many days before its due day a loan counts as due soon when the reader's plan sets none. */
export const DEFAULT_DUE_SOON_DAYS = 3;

/**
 * Whether a loan still out is due soon: its due day is today or within `leadDays` (the reader's
 * reminder lead, 3 by default) in the reader's calendar. A late loan is overdue, not due soon.
 */
export function isDueSoon(day: string, leadDays: number | undefined, now: Date = new Date()): boolean {
  if (!DAY.test(day)) return false;
  const today = todayInZone(now);
  const lead = leadDays && leadDays > 0 ? leadDays : DEFAULT_DUE_SOON_DAYS;
  return day >= today && day <= addDays(today, lead);
}

/** Where a loan still out stands: late, due within the lead, or neither. */
export type DueState = 'overdue' | 'soon' | 'out';
export function dueState(day: string, leadDays: number | undefined, now: Date = new Date()): DueState {
  if (isPastDay(day, now)) return 'overdue';
  return isDueSoon(day, leadDays, now) ? 'soon' : 'out';
}
