import type { Borrower, BorrowerInput } from '@shelfwise/contract';
import { invalidPhoneMessage, toE164 } from '@shelfwise/contract/phones';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import type { BorrowerLinkPurpose } from '../../db/schema/borrowers.ts';
import type { ZonedMonth } from '../../db/sql.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import { AppError, conflict, invalidField, notFound } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { readUnsubscribeToken } from '../../platform/mail/unsubscribe.ts';
import type { ActivityService } from '../activity/index.ts';
import { generateSecretToken, hashSecretToken } from '../auth/index.ts';
import {
  type BorrowerLinkRow,
  findLinkByTokenHash,
  insertLink,
  revokePairLinks,
} from './borrower-links.repository.ts';
import {
  type BorrowerRow,
  countBorrowersAt,
  deleteBorrower,
  findBorrower,
  findBorrowersByUser,
  findSummaries,
  insertBorrower,
  updateBorrower,
} from './borrowers.repository.ts';
import { findAllUnsubscribed, findUnsubscribed, insertUnsubscribe } from './unsubscribes.repository.ts';

export const DUPLICATE_EMAIL_MESSAGE = 'You already have a borrower with this email';

export const INVALID_UNSUBSCRIBE_LINK_MESSAGE = 'This unsubscribe link is not valid';

export function toBorrower(row: BorrowerRow, unsubscribed: Set<string>): Borrower {
  return {
    _id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    unsubscribed: unsubscribed.has(row.email.toLowerCase()),
  };
}

export interface BorrowersServiceDeps {
  db: Database;
  clock: Clock;
  /** Signs and reads unsubscribe links. */
  secret: string;
  /** The lender's name, for the unsubscribe confirmation; their country, for reading phone numbers. */
  accounts: {
    findName(userId: string): Promise<string | null>;
    findCountry(userId: string): Promise<string | null>;
  };
  activity: Pick<ActivityService, 'record'>;
}

export type BorrowersService = ReturnType<typeof createBorrowersService>;

function fields(input: BorrowerInput) {
  return { name: input.name, email: input.email, phone: input.phone };
}

export function createBorrowersService({ db, clock, secret, accounts, activity }: BorrowersServiceDeps) {
  return {
    async list(userId: string): Promise<Borrower[]> {
      const [rows, unsubscribed] = await Promise.all([
        findBorrowersByUser(db, userId),
        findAllUnsubscribed(db, userId),
      ]);
      return rows.map((row) => toBorrower(row, unsubscribed));
    },

    /**
     * The input with its phone in E.164, read with the lender's country when typed without a
     * country code, so WhatsApp links work; a number that cannot be read is refused (400).
     */
    async withE164(userId: string, input: BorrowerInput): Promise<BorrowerInput> {
      const country = await accounts.findCountry(userId);
      const phone = toE164(input.phone, country);
      if (!phone) throw invalidField('phone', invalidPhoneMessage(country));
      return { ...input, phone };
    },

    async create(userId: string, typed: BorrowerInput): Promise<Borrower> {
      const input = await this.withE164(userId, typed);
      try {
        return await transaction(db, async (tx) => {
          const row = await insertBorrower(tx, { userId, ...fields(input) }, clock.now());
          await activity.record(tx, userId, 'CREATE_BORROWER', fields(input));
          return toBorrower(row, await findUnsubscribed(tx, userId, [row.email]));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
        throw error;
      }
    },

    async edit(userId: string, id: string, typed: BorrowerInput): Promise<Borrower> {
      if (!isUuid(id)) throw notFound('Borrower');
      const input = await this.withE164(userId, typed);
      try {
        return await transaction(db, async (tx) => {
          const before = await findBorrower(tx, userId, id, 'update');
          if (!before) throw notFound('Borrower');
          const row = await updateBorrower(tx, userId, id, fields(input), clock.now());
          if (!row) throw notFound('Borrower');
          // A new address is maybe someone else: the links mailed to the old one stop working.
          if (before.email.toLowerCase() !== row.email.toLowerCase()) {
            await revokePairLinks(tx, { userId, borrowerId: id }, clock.now());
          }
          await activity.record(tx, userId, 'UPDATE_BORROWER', fields(input));
          return toBorrower(row, await findUnsubscribed(tx, userId, [row.email]));
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw conflict(DUPLICATE_EMAIL_MESSAGE);
        throw error;
      }
    },

    /**
     * For the lending module, which deletes a borrower (it must first count their unreturned loans,
     * which it owns): the borrower, locked FOR UPDATE so a loan being created for them right now
     * waits (it locks the borrower FOR SHARE) and none can slip in between the count and the delete.
     * 404 when not the user's.
     */
    async lockForDelete(tx: Transaction, userId: string, id: string): Promise<BorrowerRow> {
      const row = isUuid(id) ? await findBorrower(tx, userId, id, 'update') : undefined;
      if (!row) throw notFound('Borrower');
      return row;
    },

    /** Deletes a borrower locked by `lockForDelete`, with its activity entry, in the same transaction. */
    async deleteLocked(tx: Transaction, userId: string, borrower: BorrowerRow): Promise<void> {
      await deleteBorrower(tx, userId, borrower.id);
      await activity.record(tx, userId, 'DELETE_BORROWER', {
        name: borrower.name,
        email: borrower.email,
        phone: borrower.phone,
      });
    },

    /**
     * For the lending module, inside its loan transaction: the borrower, locked FOR SHARE so a
     * concurrent delete of this borrower waits for the loan (or the loan for it). 404 when not the user's.
     */
    async lockForLoan(tx: Transaction, userId: string, borrowerId: string): Promise<BorrowerRow> {
      if (!isUuid(borrowerId)) throw notFound('Borrower');
      const row = await findBorrower(tx, userId, borrowerId, 'share');
      if (!row) throw notFound('Borrower');
      return row;
    },

    /** How many borrowers the user had at the end of `month` (the current month: now). */
    countAt(userId: string, month: ZonedMonth): Promise<number> {
      return countBorrowersAt(db, userId, month);
    },

    /** Which of these addresses turned off the lender's automatic emails (lower-cased). */
    unsubscribedAmong(userId: string, emails: string[], executor: Executor = db): Promise<Set<string>> {
      return findUnsubscribed(executor, userId, emails);
    },

    /**
     * The one-click unsubscribe (RFC 8058): public, idempotent, and it tells nothing about an
     * invalid token beyond that it is invalid.
     */
    async unsubscribe(token: string): Promise<{ email: string; lenderName: string }> {
      const subject = readUnsubscribeToken(secret, token);
      const lenderName = subject ? await accounts.findName(subject.userId) : null;
      if (!subject || lenderName === null) {
        throw new AppError(404, 'NOT_FOUND', INVALID_UNSUBSCRIBE_LINK_MESSAGE);
      }
      await insertUnsubscribe(db, subject.userId, subject.email, clock.now());
      return { email: subject.email, lenderName };
    },

    /**
     * A new secret link of the owner–borrower pair (issue 29): 32 random bytes in base64url (43
     * characters), of which only the SHA-256 is kept; the raw token is returned this once. Every
     * mail issues its own, so a pair may hold several live page links.
     */
    async issueLink(
      tx: Executor,
      userId: string,
      borrowerId: string,
      purpose: BorrowerLinkPurpose,
    ): Promise<string> {
      const token = generateSecretToken();
      await insertLink(tx, {
        userId,
        borrowerId,
        purpose,
        tokenHash: hashSecretToken(token),
        createdAt: clock.now(),
      });
      return token;
    },

    /** The link row of a token's hash (revoked ones included: the caller decides). */
    findLink(tokenHash: string, executor: Executor = db): Promise<BorrowerLinkRow | undefined> {
      return findLinkByTokenHash(executor, tokenHash);
    },

    /** Revokes the pair's live links (one purpose, or all); returns how many were live. */
    revokeLinks(
      executor: Executor,
      userId: string,
      borrowerId: string,
      purpose?: BorrowerLinkPurpose,
    ): Promise<number> {
      return revokePairLinks(executor, { userId, borrowerId }, clock.now(), purpose);
    },

    /** Replaces the pair's links of one purpose with a new one (the borrower's feed URL), in one transaction. */
    async replaceLink(userId: string, borrowerId: string, purpose: BorrowerLinkPurpose): Promise<string> {
      return transaction(db, async (tx) => {
        await revokePairLinks(tx, { userId, borrowerId }, clock.now(), purpose);
        return this.issueLink(tx, userId, borrowerId, purpose);
      });
    },

    /**
     * The owner revokes the borrower's links (page and feed) and, when `reissue`, makes a new page
     * link (returned), with a BORROWER_LINK_REVOKED entry, in one transaction. 404 when not theirs.
     */
    async resetLinks(userId: string, borrowerId: string, reissue: boolean): Promise<string | null> {
      if (!isUuid(borrowerId)) throw notFound('Borrower');
      return transaction(db, async (tx) => {
        const borrower = await findBorrower(tx, userId, borrowerId, 'update');
        if (!borrower) throw notFound('Borrower');
        await revokePairLinks(tx, { userId, borrowerId }, clock.now());
        await activity.record(tx, userId, 'BORROWER_LINK_REVOKED', {
          borrowerName: borrower.name,
          borrower: { name: borrower.name },
        });
        return reissue ? this.issueLink(tx, userId, borrowerId, 'page') : null;
      });
    },

    /** Name and email of some of the user's borrowers, by id (ids not found are left out). */
    summaries(userId: string, ids: string[], executor: Executor = db) {
      return findSummaries(executor, userId, [...new Set(ids)]);
    },
  };
}
