import type { Database } from '../../db/client.ts';
import type { Clock } from '../../platform/clock.ts';
import { firstName, renderFeed } from '../../platform/ical-feed.ts';
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

/**
 * The text of the feed: one all-day event per open loan (platform/ical-feed.ts). The text is
 * English whatever the user's language (calendar apps show it as it is).
 */
export function renderOwnerFeed(loans: CalendarLoan[]): CalendarFeedBody {
  return renderFeed(
    'Shelfwise: due dates',
    loans.map((loan) => {
      const title = loan.title || 'Unknown book';
      const from = firstName(loan.borrowerName);
      return {
        loanId: loan.id,
        dueDate: loan.dueDate,
        summary: from ? `Due back: ${title} from ${from}` : `Due back: ${title}`,
        sequence: loan.sequence,
        lastModified: loan.lastModified,
      };
    }),
  );
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
      return renderOwnerFeed(await loans.openForCalendar(row.userId));
    },
  };
}
