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

/** Today's calendar day (YYYY-MM-DD) for a user at the instant `now`. */
export function todayIn(timezone: string | undefined, now: Date): string {
  const minutes = offsetMinutes(timezone);
  if (minutes !== null) return new Date(now.getTime() + minutes * 60_000).toISOString().slice(0, 10);
  if (timezone && isIanaZone(timezone)) {
    // en-CA formats as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(now);
  }
  return now.toISOString().slice(0, 10);
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
