import type { BorrowerPage } from '@shelfwise/contract';
import { BORROWER_LINK_INVALID_MESSAGE, borrowerFeedPath, borrowerPagePath } from '@shelfwise/contract';
import { AppError, tooManyRequests } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { firstName, type RenderedFeed, renderFeed } from '../../platform/ical-feed.ts';
import type { RateLimiter, RateRule } from '../../platform/rate-limit.ts';
import { todayIn } from '../../platform/time.ts';
import { type AuthService, hashSecretToken } from '../auth/index.ts';
import type { BorrowersService } from '../borrowers/index.ts';
import type { BorrowerPair, LoansService } from '../loans/index.ts';

/** A borrower's token as we hand it out: 256 bits in base64url, 43 characters. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

const HOUR = 60 * 60_000;

/**
 * The limits of the borrower's page and feed, per token and per client address, an hour each:
 * reads (GET and HEAD of the page and the feed) and actions (the POSTs). A mail scanner or a
 * calendar app polling the feed stays well under them; someone guessing tokens does not.
 */
export const BORROWER_LIMITS = {
  readPerToken: { limit: 60, windowMs: HOUR },
  readPerAddress: { limit: 300, windowMs: HOUR },
  actionPerToken: { limit: 20, windowMs: HOUR },
  actionPerAddress: { limit: 60, windowMs: HOUR },
} satisfies Record<string, RateRule>;

/** The limiter's keys (the token's hash, never the token). */
export const borrowerLimitKeys = {
  read: {
    token: (hash: string) => `borrower:read:token:${hash}`,
    address: (ip: string) => `borrower:read:ip:${ip}`,
  },
  action: {
    token: (hash: string) => `borrower:act:token:${hash}`,
    address: (ip: string) => `borrower:act:ip:${ip}`,
  },
};

export const BORROWER_RATE_LIMITED_MESSAGE = (wait: string) =>
  `Too many requests from this link. Try again in ${wait}.`;

export interface BorrowerPortalDeps {
  clock: Clock;
  /** The web app's origin, where the page and feed URLs point (config.APP_URL). */
  appUrl: string;
  limiter: Pick<RateLimiter, 'hit'>;
  auth: Pick<AuthService, 'findAccount'>;
  borrowers: Pick<BorrowersService, 'findLink' | 'summaries' | 'replaceLink' | 'resetLinks'>;
  loans: Pick<
    LoansService,
    | 'pairLinkAlive'
    | 'borrowerPageLoans'
    | 'borrowerCalendarLoans'
    | 'receive'
    | 'requestExtension'
    | 'reportReturn'
  >;
}

export type BorrowerPortalService = ReturnType<typeof createBorrowerPortalService>;

export type BorrowerAction = 'received' | 'extension' | 'returned';

const invalidLink = () => new AppError(404, 'NOT_FOUND', BORROWER_LINK_INVALID_MESSAGE);

/** The feed's summary: "Due back: {title} to {owner's first name}", in English like the owner's feed. */
const feedSummary = (title: string, owner: string) =>
  owner ? `Due back: ${title || 'Unknown book'} to ${owner}` : `Due back: ${title || 'Unknown book'}`;

/**
 * The borrower's side of issue 29: a page per owner–borrower pair behind a secret token, its
 * actions, and the borrower's own calendar feed. No session: the token is the key. Reads change
 * nothing; every unknown, revoked, expired, malformed or other-purpose token answers the same 404.
 */
export function createBorrowerPortalService(deps: BorrowerPortalDeps) {
  const { clock, appUrl, limiter, auth, borrowers, loans } = deps;

  async function count(kind: 'read' | 'action', token: string, ip: string) {
    const rules =
      kind === 'read'
        ? [BORROWER_LIMITS.readPerAddress, BORROWER_LIMITS.readPerToken]
        : [BORROWER_LIMITS.actionPerAddress, BORROWER_LIMITS.actionPerToken];
    const keys = [borrowerLimitKeys[kind].address(ip), borrowerLimitKeys[kind].token(hashSecretToken(token))];
    for (const [i, key] of keys.entries()) {
      const rule = rules[i] as RateRule;
      const state = await limiter.hit(key, rule);
      if (state.count > rule.limit) {
        const seconds = Math.max(1, Math.ceil((state.resetAt.getTime() - clock.now().getTime()) / 1000));
        const minutes = Math.ceil(seconds / 60);
        throw tooManyRequests(
          BORROWER_RATE_LIMITED_MESSAGE(`${minutes} minute${minutes === 1 ? '' : 's'}`),
          seconds,
        );
      }
    }
  }

  /** The pair behind a live token of this purpose; 404 otherwise. */
  async function resolve(token: string, purpose: 'page' | 'feed'): Promise<BorrowerPair> {
    if (!TOKEN_SHAPE.test(token)) throw invalidLink();
    const link = await borrowers.findLink(hashSecretToken(token));
    if (!link || link.revokedAt || link.purpose !== purpose) throw invalidLink();
    const pair = { userId: link.userId, borrowerId: link.borrowerId };
    if (!(await loans.pairLinkAlive(pair))) throw invalidLink();
    return pair;
  }

  async function pageOf(pair: BorrowerPair): Promise<BorrowerPage> {
    const [owner, [borrower]] = await Promise.all([
      auth.findAccount(pair.userId),
      borrowers.summaries(pair.userId, [pair.borrowerId]),
    ]);
    if (!owner || !borrower) throw invalidLink();
    const today = todayIn(owner.timezone, clock.now());
    const { actionsEnabled, loans: open } = await loans.borrowerPageLoans(pair, today, owner.timezone);
    const language = (['en', 'es', 'fr', 'de'] as const).find((l) => l === owner.language) ?? 'en';
    return {
      ownerName: firstName(owner.name),
      borrowerName: firstName(borrower.name),
      language,
      today,
      actionsEnabled,
      loans: open,
    };
  }

  return {
    /** The borrower's page (reads only). */
    async page(token: string, ip: string): Promise<BorrowerPage> {
      await count('read', token, ip);
      return pageOf(await resolve(token, 'page'));
    },

    /** One of the page's actions on one of the pair's loans; answers the page as it now is. */
    async act(
      token: string,
      ip: string,
      loanId: string,
      action: BorrowerAction,
      dueDate?: string,
    ): Promise<BorrowerPage> {
      await count('action', token, ip);
      const pair = await resolve(token, 'page');
      if (action === 'received') await loans.receive(pair, loanId);
      else if (action === 'returned') await loans.reportReturn(pair, loanId);
      else await loans.requestExtension(pair, loanId, dueDate ?? '');
      return pageOf(pair);
    },

    /** Makes (or remakes) the borrower's feed URL: the pair's earlier feed URLs stop working. */
    async createFeed(token: string, ip: string): Promise<{ url: string }> {
      await count('action', token, ip);
      const pair = await resolve(token, 'page');
      const feedToken = await borrowers.replaceLink(pair.userId, pair.borrowerId, 'feed');
      return { url: `${appUrl}${borrowerFeedPath(feedToken)}` };
    },

    /** The borrower's feed: the pair's loans still out, one all-day event each. */
    async feed(token: string, ip: string): Promise<RenderedFeed> {
      await count('read', token, ip);
      const pair = await resolve(token, 'feed');
      const owner = await auth.findAccount(pair.userId);
      const from = firstName(owner?.name ?? '');
      const open = await loans.borrowerCalendarLoans(pair);
      return renderFeed(
        from ? `Shelfwise: books from ${from}` : 'Shelfwise: borrowed books',
        open.map((loan) => ({
          loanId: loan.id,
          dueDate: loan.dueDate,
          summary: feedSummary(loan.title, from),
          sequence: loan.sequence,
          lastModified: loan.lastModified,
        })),
      );
    },

    /** The owner revokes the borrower's links and gets a new page URL (shown once). */
    async reissuePageLink(userId: string, borrowerId: string): Promise<{ url: string }> {
      const token = await borrowers.resetLinks(userId, borrowerId, true);
      return { url: `${appUrl}${borrowerPagePath(token ?? '')}` };
    },

    /** The owner revokes all the borrower's links (page and feed). */
    async revokeLinks(userId: string, borrowerId: string): Promise<void> {
      await borrowers.resetLinks(userId, borrowerId, false);
    },
  };
}
