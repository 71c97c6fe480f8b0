import { intlLocale } from '../../../lib/i18n/i18n.ts';

/** History walks weeks that start on Monday, in the viewer's calendar. */

const DAY = 86_400_000;

/** Local midnight of the Monday of `date`'s week. */
export function weekStart(date: Date): Date {
  const d = new Date(date.getFullYear(), date.getMonth(), date.getDate());
  const back = (d.getDay() + 6) % 7;
  return new Date(d.getFullYear(), d.getMonth(), d.getDate() - back);
}

/** The Monday `weeks` weeks away (local calendar, so daylight saving changes do not drift it). */
export function addWeeks(monday: Date, weeks: number): Date {
  return new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 7 * weeks);
}

/** 'Mar 4' in the language shown. */
const monthDay = () => new Intl.DateTimeFormat(intlLocale(), { month: 'short', day: 'numeric' });

/** 'Mar 4 - Mar 10, 2030' (spec: 'MMM d - MMM d, yyyy'); the year is the Sunday's. */
export function weekLabel(monday: Date): string {
  const sunday = new Date(monday.getFullYear(), monday.getMonth(), monday.getDate() + 6);
  return `${monthDay().format(monday)} - ${monthDay().format(sunday)}, ${sunday.getFullYear()}`;
}

/** The instants a week covers, as the activity API reads them: [from, to). */
export function weekRange(monday: Date): { from: string; to: string } {
  return { from: monday.toISOString(), to: addWeeks(monday, 1).toISOString() };
}

/** Whole weeks from `a` to `b` (both Mondays). */
export function weeksBetween(a: Date, b: Date): number {
  return Math.round((weekStart(b).getTime() - weekStart(a).getTime()) / (7 * DAY));
}
