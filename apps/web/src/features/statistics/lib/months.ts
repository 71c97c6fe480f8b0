import { intlLocale } from '../../../lib/i18n/i18n.ts';

/** 'YYYY-MM' months as the server sends them, shown in the language of the page ('Mar' in English). */

function monthDate(month: string): Date {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1));
}

/** 'Mar' — an axis tick. */
export function shortMonth(month: string): string {
  return monthDate(month).toLocaleDateString(intlLocale(), { month: 'short', timeZone: 'UTC' });
}

/** 'March 2025' — tooltips and tables. */
export function longMonth(month: string): string {
  return monthDate(month).toLocaleDateString(intlLocale(), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
