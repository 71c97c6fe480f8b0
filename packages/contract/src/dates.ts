import { z } from 'zod';

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * True for a day that exists on the calendar, written YYYY-MM-DD: '2032-02-29' yes, '2030-02-30'
 * and '2030-13-01' no. (Date.parse rolls '2030-02-30' over to March 2; PostgreSQL refuses it.)
 */
export function isCalendarDate(value: string): boolean {
  const match = DAY.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(2000, month - 1, day));
  date.setUTCFullYear(year);
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/**
 * A calendar day (YYYY-MM-DD). A full ISO timestamp is accepted too and only its day counts, so
 * a client sending `new Date().toISOString()` is understood; the day must exist either way.
 */
export function calendarDateSchema(label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .regex(
      /^\d{4}-\d{2}-\d{2}(?:T[\d:.]+(?:Z|[+-]\d{2}:?\d{2})?)?$/,
      `${label} must be a date like 2025-01-31`,
    )
    .transform((v) => v.slice(0, 10))
    .refine(isCalendarDate, `${label} is not a valid date`);
}

/** The refusal of a day before today (a loan's return date, a reminder's date): "{label} cannot be before today". */
export const notBeforeTodayMessage = (label: string) => `${label} cannot be before today`;

/**
 * True unless `day` is a well-formed day before `today` (both YYYY-MM-DD, compared as text); a
 * malformed day is left to the field's own rule.
 */
export const isNotBefore = (day: string, today: string) => !DAY.test(day) || day >= today;
