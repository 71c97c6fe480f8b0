import {
  type Book,
  defaultRecommendationMessage,
  plans,
  RECOMMENDATIONS_PER_DAY,
  type ReceivedRecommendation,
  type RecommendedBook,
  type SentRecommendation,
} from '@shelfwise/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import { conflict, notFound, tooManyRequests } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { reserveExternalMailOrRefuse } from '../../platform/mail/mail-cap.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { bookRecommendationMail } from '../../platform/mail/templates/book-recommendation.ts';
import { describeWait } from '../../platform/rate-limit.ts';
import type { ActivityService } from '../activity/index.ts';
import type { AccountRow, AuthService } from '../auth/index.ts';
import type { BooksService } from '../books/index.ts';
import type { FriendsService } from '../friends/index.ts';
import { wantsFriendMail } from '../friends/index.ts';
import {
  countPendingReceived,
  countSentSince,
  findReceived,
  hasPending,
  insertRecommendation,
  lockReceived,
  type RecommendationRow,
  setStatus,
} from './recommendations.repository.ts';

const DAY_MS = 24 * 60 * 60 * 1000;
const RECOMMENDATION = 'Recommendation';

export interface RecommendInput {
  bookId: string;
  recipientId: string;
  message: string;
  rating?: number;
}

export interface RecommendationsServiceDeps {
  db: Database;
  config: Pick<Config, 'APP_URL'>;
  clock: Clock;
  auth: Pick<AuthService, 'lockAccount' | 'findAccount' | 'accountSummaries'>;
  books: Pick<BooksService, 'get' | 'addCopy'>;
  friends: Pick<FriendsService, 'holdFriendship'>;
  activity: Pick<ActivityService, 'record'>;
}

export type RecommendationsService = ReturnType<typeof createRecommendationsService>;

const bookOf = (row: RecommendationRow): RecommendedBook => ({
  title: row.title,
  author: row.author,
  isbn: row.isbn,
  description: row.description,
  category: row.category,
  thumbnail: row.thumbnail,
});

const shownStatus = (row: RecommendationRow) => (row.status === 'added' ? 'added' : 'pending');

export function createRecommendationsService({
  db,
  config,
  clock,
  auth,
  books,
  friends,
  activity,
}: RecommendationsServiceDeps) {
  const friendsUrl = `${config.APP_URL}/dashboard/friends`;
  const settingsUrl = `${config.APP_URL}/dashboard/settings`;

  /**
   * The one mail of this module, to the friend; skipped when their notification settings say so.
   * It counts against the sender's daily cap on mail to other addresses: past it, 429 (the caller's
   * transaction rolls back, so nothing is recommended).
   */
  async function mailRecommendation(
    tx: Executor,
    sender: AccountRow,
    recipient: AccountRow,
    row: RecommendationRow,
  ): Promise<void> {
    if (!wantsFriendMail(recipient.notificationSettings)) return;
    const now = clock.now();
    const owner = { userId: sender.id, plan: sender.plan, timezone: sender.timezone, now };
    await reserveExternalMailOrRefuse(tx, owner, tooManyRequests);
    await enqueueMail(tx, {
      to: recipient.email,
      ...bookRecommendationMail({
        recipientName: recipient.name,
        senderName: sender.name,
        bookTitle: row.title,
        bookAuthor: row.author,
        message: row.message,
        rating: row.rating,
        friendsUrl,
        settingsUrl,
        language: recipient.language,
      }),
    });
  }

  return {
    /**
     * Recommends one of the sender's books to one of their friends. The message is the sender's
     * own only on a plan that allows it (premium); otherwise the default built from title and
     * author, whatever was sent. The recommendation, the sender's BOOK_RECOMMENDED entry and the
     * friend's mail are one transaction. Not their book, or not a friend: 404.
     */
    async recommend(senderId: string, input: RecommendInput): Promise<SentRecommendation> {
      if (!isUuid(input.bookId)) throw notFound('Book');
      if (!isUuid(input.recipientId) || input.recipientId === senderId) throw notFound('Friend');
      try {
        return await transaction(db, async (tx) => {
          // The sender's lock first (the house order): it also makes the daily count exact, and
          // holds back a deletion of the book, which takes the same lock first.
          const sender = await auth.lockAccount(tx, senderId);
          if (!sender) throw notFound('User');
          const book = await books.get(senderId, input.bookId, tx);
          if (!(await friends.holdFriendship(tx, senderId, input.recipientId))) throw notFound('Friend');
          const recipient = await auth.findAccount(input.recipientId, tx);
          if (!recipient) throw notFound('Friend');
          if (book.status === 'Loaned') {
            throw conflict('This book is on loan. It can be recommended once it is returned.');
          }

          const now = clock.now();
          const sent = await countSentSince(tx, senderId, new Date(now.getTime() - DAY_MS));
          if (sent.n >= RECOMMENDATIONS_PER_DAY) {
            const freesAt = (sent.oldest?.getTime() ?? now.getTime()) + DAY_MS;
            throw tooManyRequests(
              `You can recommend up to ${RECOMMENDATIONS_PER_DAY} books a day. Try again in ${describeWait(new Date(freesAt), now.getTime())}.`,
            );
          }
          if (await hasPending(tx, senderId, recipient.id, book._id)) {
            throw conflict(`You have already recommended "${book.title}" to ${recipient.name}`);
          }

          const message = plans[sender.plan].canCustomizeRecommendation
            ? input.message
            : defaultRecommendationMessage(book);
          const row = await insertRecommendation(tx, {
            senderId,
            recipientId: recipient.id,
            bookId: book._id,
            title: book.title,
            author: book.author,
            isbn: book.isbn,
            description: book.description,
            category: book.category,
            thumbnail: book.thumbnail,
            message,
            rating: input.rating ?? book.rating,
            createdAt: now,
            updatedAt: now,
          });
          await activity.record(tx, senderId, 'BOOK_RECOMMENDED', {
            book: { title: book.title, author: book.author },
            recipient: { name: recipient.name },
          });
          await mailRecommendation(tx, sender, recipient, row);
          return {
            id: row.id,
            book: bookOf(row),
            to: { _id: recipient.id, name: recipient.name },
            message: row.message,
            rating: row.rating,
            createdAt: row.createdAt.toISOString(),
            status: shownStatus(row),
          };
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict('You have already recommended this book to this friend');
        throw error;
      }
    },

    /** What the user received and has not dismissed, newest first. */
    async received(userId: string): Promise<ReceivedRecommendation[]> {
      const rows = await findReceived(db, userId);
      const senders = new Map(
        (await auth.accountSummaries(rows.map((r) => r.senderId))).map((p) => [p.id, p]),
      );
      return rows.map((row) => ({
        id: row.id,
        book: bookOf(row),
        from: { name: senders.get(row.senderId)?.name ?? '' },
        message: row.message,
        rating: row.rating,
        createdAt: row.createdAt.toISOString(),
        status: shownStatus(row),
      }));
    },

    countPending(userId: string): Promise<number> {
      return countPendingReceived(db, userId);
    },

    /**
     * The recommended book becomes the user's own, within their plan's book limit (403 PLAN_LIMIT);
     * one already in their library, or this recommendation added before: 409.
     */
    async addToLibrary(userId: string, id: string): Promise<Book> {
      if (!isUuid(id)) throw notFound(RECOMMENDATION);
      return transaction(db, async (tx) => {
        await auth.lockAccount(tx, userId);
        const row = await lockReceived(tx, userId, id);
        if (!row) throw notFound(RECOMMENDATION);
        if (row.status === 'added') throw conflict(`"${row.title}" is already in your library`);
        const [sender] = await auth.accountSummaries([row.senderId], tx);
        const book = await books.addCopy(tx, userId, {
          ...bookOf(row),
          notes: sender ? `Recommended by ${sender.name}: ${row.message}` : '',
        });
        await setStatus(tx, row.id, 'added', clock.now());
        return book;
      });
    },

    /** Hides a received recommendation from the list. */
    async dismiss(userId: string, id: string): Promise<void> {
      if (!isUuid(id)) throw notFound(RECOMMENDATION);
      await transaction(db, async (tx) => {
        const row = await lockReceived(tx, userId, id);
        if (!row) throw notFound(RECOMMENDATION);
        await setStatus(tx, row.id, 'dismissed', clock.now());
      });
    },
  };
}
