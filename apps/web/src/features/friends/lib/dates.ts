import { formatDate } from '../../../lib/dates.ts';

/** 'Jan 5, 2025' (spec §2 date style) in the language shown and the reader's timezone setting; '' when unreadable. */
export function formatDay(iso: string): string {
  const text = formatDate(iso);
  return text === '—' ? '' : text;
}
