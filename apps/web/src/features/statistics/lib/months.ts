/** 'YYYY-MM' months as the server sends them, shown in English (spec: dates like 'Jan 5, 2025'). */

function monthDate(month: string): Date {
  const [year, m] = month.split('-').map(Number);
  return new Date(Date.UTC(year ?? 1970, (m ?? 1) - 1, 1));
}

/** 'Mar' — an axis tick. */
export function shortMonth(month: string): string {
  return monthDate(month).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });
}

/** 'March 2025' — tooltips and tables. */
export function longMonth(month: string): string {
  return monthDate(month).toLocaleDateString('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}
