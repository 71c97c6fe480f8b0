import type { ZonedMonth } from '../db/sql.ts';

/**
 * Calendar days in a user's timezone setting. Settings store fixed offsets such as 'UTC-8',
 * 'UTC+1' or 'UTC', or an IANA name ('Africa/Lagos'); anything else counts as UTC.
 */

const OFFSET = /^UTC(?:([+-])(\d{1,2})(?::?(\d{2}))?)?$/i;

function offsetMinutes(timezone: string | undefined): number | null {
  const match = OFFSET.exec(timezone?.trim() ?? '');
  if (!match) return null;
  const sign = match[1] === '-' ? -1 : 1;
  return sign * (Number(match[2] ?? 0) * 60 + Number(match[3] ?? 0));
}

export function isIanaZone(timezone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-CA', { timeZone: timezone });
    return true;
  } catch {
    return false;
  }
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsFormatter(timezone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timezone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: timezone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timezone, formatter);
  }
  return formatter;
}

/**
 * Minutes east of UTC of the zone at the instant `at`: constant for a fixed offset, the offset in
 * force then (daylight saving included) for an IANA zone, 0 for anything unknown.
 */
export function offsetMinutesAt(timezone: string | undefined, at: Date): number {
  const fixed = offsetMinutes(timezone);
  if (fixed !== null) return fixed;
  if (!timezone || !isIanaZone(timezone)) return 0;
  const parts: Record<string, number> = {};
  for (const part of partsFormatter(timezone).formatToParts(at)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  const asUtc = Date.UTC(
    parts.year!,
    parts.month! - 1,
    parts.day!,
    parts.hour!,
    parts.minute!,
    parts.second!,
  );
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/** The wall clock of a user at the instant `now`: day (YYYY-MM-DD), hour 0-23, ISO weekday 1 (Mon)-7. */
export function localTimeIn(
  timezone: string | undefined,
  now: Date,
): { day: string; hour: number; weekday: number } {
  const local = new Date(now.getTime() + offsetMinutesAt(timezone, now) * 60_000);
  return {
    day: local.toISOString().slice(0, 10),
    hour: local.getUTCHours(),
    weekday: local.getUTCDay() === 0 ? 7 : local.getUTCDay(),
  };
}

/** Today's calendar day (YYYY-MM-DD) for a user at the instant `now`. */
export function todayIn(timezone: string | undefined, now: Date): string {
  return localTimeIn(timezone, now).day;
}

/** The instant at which it is `hour`:00 on `day` for a user (a DST gap moves it forward, as clocks do). */
export function instantIn(timezone: string | undefined, day: string, hour = 0): Date {
  const wall = Date.parse(`${day}T00:00:00Z`) + hour * 3_600_000;
  // The offset at the wall time read as UTC is right except near a change; one correction settles it.
  const first = wall - offsetMinutesAt(timezone, new Date(wall)) * 60_000;
  return new Date(wall - offsetMinutesAt(timezone, new Date(first)) * 60_000);
}

/** `day` (YYYY-MM-DD) moved by `days`. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both YYYY-MM-DD); negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The Monday of the week that holds `day`. */
export function mondayOf(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/**
 * The zone name PostgreSQL should use for `AT TIME ZONE` / `timezone(zone, ts)`. A fixed offset
 * becomes an `Etc/GMT` zone, whose sign is inverted by POSIX convention ('UTC-8' is 'Etc/GMT+8');
 * offsets with minutes, which Etc/ cannot express, become a POSIX zone ('UTC-05:30' is UTC+5:30).
 */
export function sqlTimeZone(timezone: string | undefined): string {
  const minutes = offsetMinutes(timezone);
  if (minutes !== null) {
    if (minutes === 0) return 'UTC';
    if (minutes % 60 === 0 && minutes >= -12 * 60 && minutes <= 14 * 60) {
      const hours = -minutes / 60;
      return `Etc/GMT${hours > 0 ? '+' : ''}${hours}`;
    }
    // POSIX: positive means west of Greenwich.
    const west = -minutes;
    const abs = Math.abs(west);
    return `UTC${west >= 0 ? '+' : '-'}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  }
  if (timezone && isIanaZone(timezone)) return timezone;
  return 'UTC';
}

/**
 * The user's calendar month holding `now` (monthsBack 0), or one `monthsBack` before it, in their
 * timezone setting: what statistics mean by "this month" and "last month".
 */
export function userMonth(timezone: string | undefined, now: Date, monthsBack = 0): ZonedMonth {
  return { zone: sqlTimeZone(timezone), now, monthsBack };
}
