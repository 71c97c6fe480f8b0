import { createHash } from 'node:crypto';
import ical from 'ical-generator';

/**
 * The one iCalendar builder of the app's secret feeds (the owner's, `modules/calendar`, and the
 * borrower's, `modules/borrower-portal`): one all-day event per loan still out, with a stable UID
 * per loan, SEQUENCE and LAST-MODIFIED from the loan's due-date changes, and DTSTART/DTEND as DATE
 * values (a due date never shifts with a time zone). Every value comes from the loans, none from
 * the time of the request, so the same loans give the same bytes and the same ETag.
 */

export interface FeedEvent {
  loanId: string;
  /** The due date, YYYY-MM-DD. */
  dueDate: string;
  summary: string;
  sequence: number;
  lastModified: Date;
}

export interface RenderedFeed {
  body: string;
  etag: string;
}

/** The day after a YYYY-MM-DD date (an all-day event ends, exclusive, on the next day). */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

/** The first word of a name: a feed may sit in a shared calendar. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

export function renderFeed(name: string, events: FeedEvent[]): RenderedFeed {
  const calendar = ical({ name, prodId: { company: 'Shelfwise', product: 'Loans' } });
  for (const event of events) {
    calendar.createEvent({
      id: `loan-${event.loanId}@shelfwise`,
      start: event.dueDate,
      end: nextDay(event.dueDate),
      allDay: true,
      summary: event.summary,
      sequence: event.sequence,
      stamp: event.lastModified,
      lastModified: event.lastModified,
    });
  }
  const body = calendar.toString();
  return { body, etag: `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"` };
}

/** Whether an If-None-Match header names this ETag (a list, `*`, or a weak form of it). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
