import { type SQL, sql } from 'drizzle-orm';

/** Ids are UUIDs; anything else cannot name one of our rows, so it is simply not found. */
export const isUuid = (value: string): boolean =>
  /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);

/** LIKE wildcards in what a person typed are literal characters, not patterns. */
export const escapeLike = (term: string): string => term.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * A calendar month as a user sees it: `zone` is a PostgreSQL time zone name (platform/time.ts
 * `sqlTimeZone`), the month is the one holding `now` there, or `monthsBack` months before it.
 * `now` comes from the clock port, so tests decide what "this month" is.
 */
export interface ZonedMonth {
  zone: string;
  now: Date;
  monthsBack: number;
}

/** `now` as the user's wall-clock time (timestamp without time zone). */
export const localNowSql = (zone: string, now: Date): SQL =>
  sql`timezone(${zone}::text, ${now.toISOString()}::timestamptz)`;

/** The wall-clock start of the month (timestamp without time zone), e.g. 2025-03-01 00:00. */
export const localMonthStartSql = ({ zone, now, monthsBack }: ZonedMonth): SQL =>
  sql`(date_trunc('month', ${localNowSql(zone, now)}) - make_interval(months => ${monthsBack}::int))`;

/** The instant the month began (timestamptz), for comparing with stored timestamps. */
export const monthStartSql = (month: ZonedMonth): SQL =>
  sql`timezone(${month.zone}::text, ${localMonthStartSql(month)})`;

/**
 * The instant the month ended: the next month's start. The current month has not ended, so rows
 * "as they stood at its end" are all rows: its end is 'infinity'.
 */
export const monthEndSql = (month: ZonedMonth): SQL =>
  month.monthsBack <= 0
    ? sql`'infinity'::timestamptz`
    : monthStartSql({ ...month, monthsBack: month.monthsBack - 1 });

/**
 * The wall-clock starts of the last `count` months, oldest first, the current month last, as a
 * one-column set `month` (timestamp without time zone), for charts that show empty months too.
 */
export const lastMonthsSql = (zone: string, now: Date, count: number): SQL => {
  const current = localMonthStartSql({ zone, now, monthsBack: 0 });
  return sql`select generate_series(${current} - make_interval(months => ${count - 1}::int), ${current}, interval '1 month') as month`;
};
