import { createHash } from 'node:crypto';
import ical from 'ical-generator';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { generateSecretToken, hashSecretToken } from '../auth/index.ts';
import type { CalendarLoan, LoansService } from '../loans/index.ts';
import { deleteFeed, findFeedByTokenHash, findFeedOfUser, upsertFeed } from './calendar.repository.ts';

/** A feed token as we hand it out: 256 bits in base64url, 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

export interface CalendarServiceDeps {
  db: Database;
  clock: Clock;
  /** The web app's origin, where the feed's URL points (config.APP_URL). */
  appUrl: string;
  loans: Pick<LoansService, 'openForCalendar'>;
}

export interface CalendarFeedBody {
  body: string;
  etag: string;
}

export type CalendarService = ReturnType<typeof createCalendarService>;

/** The day after a YYYY-MM-DD date (an all-day event ends, exclusive, on the next day). */
export function nextDay(date: string): string {
  const [y, m, d] = date.split('-').map(Number);
  return new Date(Date.UTC(y ?? 0, (m ?? 1) - 1, (d ?? 1) + 1)).toISOString().slice(0, 10);
}

/** The first word of a borrower's name: the feed may sit in a shared calendar. */
export function firstName(name: string): string {
  return name.trim().split(/\s+/)[0] ?? '';
}

/**
 * The text of the feed: one all-day event per open loan. The text is English whatever the user's
 * language (calendar apps show it as it is). Every value comes from the loans, none from the time of
 * the request, so the same loans give the same bytes and the same ETag.
 */
export function renderFeed(loans: CalendarLoan[]): string {
  const calendar = ical({ name: 'Shelfwise: due dates', prodId: { company: 'Shelfwise', product: 'Loans' } });
  for (const loan of loans) {
    const title = loan.title || 'Unknown book';
    const from = firstName(loan.borrowerName);
    calendar.createEvent({
      id: `loan-${loan.id}@shelfwise`,
      start: loan.dueDate,
      end: nextDay(loan.dueDate),
      allDay: true,
      summary: from ? `Due back: ${title} from ${from}` : `Due back: ${title}`,
      sequence: loan.sequence,
      stamp: loan.lastModified,
      lastModified: loan.lastModified,
    });
  }
  return calendar.toString();
}

export function createCalendarService({ db, clock, appUrl, loans }: CalendarServiceDeps) {
  const urlOf = (token: string) => `${appUrl}/api/calendar/${token}.ics`;
  return {
    /** Whether the user's feed is on (its URL cannot be shown again: only its hash is kept). */
    async status(userId: string): Promise<{ enabled: boolean; createdAt: string | null }> {
      const row = await findFeedOfUser(db, userId);
      return { enabled: Boolean(row), createdAt: row?.createdAt.toISOString() ?? null };
    },

    /** Turns the feed on, or resets it: a new secret URL, shown this once; the old one answers 404. */
    async reset(userId: string): Promise<{ url: string; createdAt: string }> {
      const token = generateSecretToken();
      const at = clock.now();
      await upsertFeed(db, userId, hashSecretToken(token), at);
      return { url: urlOf(token), createdAt: at.toISOString() };
    },

    /** Turns the feed off; its URL answers 404 from now on. */
    async turnOff(userId: string): Promise<void> {
      await deleteFeed(db, userId);
    },

    /** The feed behind a token, or null for a token that is malformed, unknown or replaced. */
    async feed(token: string): Promise<CalendarFeedBody | null> {
      if (!TOKEN_SHAPE.test(token)) return null;
      const row = await findFeedByTokenHash(db, hashSecretToken(token));
      if (!row) return null;
      const body = renderFeed(await loans.openForCalendar(row.userId));
      const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`;
      return { body, etag };
    },
  };
}
