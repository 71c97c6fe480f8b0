import { randomUUID } from 'node:crypto';
import type { PlanId } from '@shelfwise/contract';
import type { Database } from '../../db/client.ts';
import type { Transaction } from '../../db/executor.ts';
import { badRequest, conflict, forbidden } from '../../http/errors.ts';
import type { ActivityExport, ActivityService } from '../activity/index.ts';
import type { AuthService } from '../auth/index.ts';
import type { BooksExport, BooksService } from '../books/index.ts';
import type { BorrowersExport } from '../borrowers/index.ts';
import type { LoansExport } from '../loans/index.ts';
import type { RemindersExport } from '../reminders/index.ts';
import type { UsersExport } from '../users/index.ts';
import { holdsNul, planRestore, type RestorePlan } from './restore-rows.ts';

/** A Shelfwise JSON export (GET /api/export/json), read back into an empty account (decision 0015). */
export interface ExportDocument {
  version: 1;
  exportedAt: string;
  profile: Record<string, unknown>;
  settings: Record<string, unknown>;
  books: Row[];
  borrowers: Row[];
  loans: Row[];
  reminders: Row[];
  activity: Row[];
  friends: Row[];
  recommendations: Row[];
}
type Row = Record<string, unknown>;

export const EXPORT_SECTIONS = [
  'books',
  'borrowers',
  'loans',
  'reminders',
  'activity',
  'friends',
  'recommendations',
] as const;

/** A parsed export: what will be restored, the entries refused, and how many books the file lists. */
export interface ParsedExport {
  plan: RestorePlan;
  booksInFile: number;
}

export interface Restorer {
  /** The document checked entry by entry (refused ones listed), or 400 saying what is wrong with it. */
  parse(bytes: Uint8Array): ParsedExport;
  /** 409 unless the account has no books and no borrowers. */
  assertEmpty(userId: string): Promise<void>;
  /** Restores a plan stored by the preview (checked again: the job trusts nothing it reads back). */
  restore(
    tx: Transaction,
    userId: string,
    stored: unknown,
    options: { onChunk: (written: number) => Promise<void> },
  ): Promise<{ added: number; skipped: number }>;
}

export interface RestorerDeps {
  db: Database;
  auth: Pick<AuthService, 'lockAccount'>;
  books: Pick<BooksService, 'countOf' | 'importFits'>;
  booksExport: Pick<BooksExport, 'restoreRows'>;
  borrowersExport: Pick<BorrowersExport, 'restoreRows' | 'countOf'>;
  loansExport: Pick<LoansExport, 'restoreRows'>;
  remindersExport: Pick<RemindersExport, 'restoreRows'>;
  activityExport: Pick<ActivityExport, 'restoreRows'>;
  usersExport: UsersExport;
  activity: Pick<ActivityService, 'record'>;
}

const NOT_EMPTY =
  'A Shelfwise export can only be restored into an empty account: this one already has books or borrowers.';

/** A new id for every entry, one map per section (a crafted file may reuse an id across sections). */
function renewer() {
  const ids = new Map<string, string>();
  return {
    renew(oldId: string): string {
      const id = randomUUID();
      ids.set(oldId, id);
      return id;
    },
    /** The new id of an entry the plan already checked is there. */
    of(oldId: string): string {
      const id = ids.get(oldId);
      if (!id) throw new Error(`restore: no new id for ${oldId}`);
      return id;
    },
  };
}

export function createRestorer(deps: RestorerDeps): Restorer {
  return {
    parse(bytes) {
      let document: unknown;
      try {
        document = JSON.parse(Buffer.from(bytes).toString('utf8'));
      } catch (error) {
        throw badRequest(`The JSON file could not be read: ${(error as Error).message}.`);
      }
      const doc = document as Partial<ExportDocument> | null;
      if (!doc || typeof doc !== 'object' || doc.version !== 1)
        throw badRequest('This JSON file is not a Shelfwise export (version 1).');
      for (const section of EXPORT_SECTIONS) {
        if (!Array.isArray(doc[section])) throw badRequest(`The export has no list of ${section}.`);
      }
      if (holdsNul(doc))
        throw badRequest(
          'This JSON file holds a NUL character (\\u0000), which a Shelfwise export never does.',
        );
      const books = doc.books as unknown[];
      return { plan: planRestore(doc as ExportDocument), booksInFile: books.length };
    },

    async assertEmpty(userId) {
      const [books, borrowers] = await Promise.all([
        deps.books.countOf(userId),
        deps.borrowersExport.countOf(userId),
      ]);
      if (books > 0 || borrowers > 0) throw conflict(NOT_EMPTY);
    },

    /**
     * Everything in the caller's transaction. Rows go in without the user's row lock (as an
     * import's books do, decision 0015); the lock is taken at the end, where the account must
     * still hold nothing but what this restore wrote and the plan must hold its books.
     */
    async restore(tx, userId, stored, { onChunk }) {
      const doc = planRestore(stored as RestorePlan);
      // New ids and keys on this server (the old ones may exist here already); links follow the maps.
      const bookIds = renewer();
      const borrowerIds = renewer();
      const loanIds = renewer();
      await deps.booksExport.restoreRows(
        tx,
        doc.books.map((book) => ({ ...book, id: bookIds.renew(book.id), userId })),
      );
      await onChunk(doc.books.length);
      await deps.borrowersExport.restoreRows(
        tx,
        doc.borrowers.map((borrower) => ({ ...borrower, id: borrowerIds.renew(borrower.id), userId })),
      );
      await deps.loansExport.restoreRows(
        tx,
        doc.loans.map((loan) => ({
          ...loan,
          id: loanIds.renew(loan.id),
          userId,
          bookId: bookIds.of(loan.bookId),
          borrowerId: borrowerIds.of(loan.borrowerId),
        })),
      );
      await deps.remindersExport.restoreRows(
        tx,
        doc.reminders.map((reminder) => ({
          ...reminder,
          id: randomUUID(),
          userId,
          loanId: loanIds.of(reminder.loanId),
        })),
      );
      await deps.activityExport.restoreRows(
        tx,
        doc.activity.map((entry) => ({ ...entry, id: randomUUID(), userId })),
      );

      const owner = await deps.auth.lockAccount(tx, userId);
      if (!owner) throw badRequest('The account is gone.');
      // Under the lock: anything more than what was just written was added meanwhile by hand.
      const [books, borrowers] = await Promise.all([
        deps.books.countOf(userId, tx),
        deps.borrowersExport.countOf(userId, tx),
      ]);
      if (books !== doc.books.length || borrowers !== doc.borrowers.length) throw conflict(NOT_EMPTY);
      const problem = await deps.books.importFits(userId, owner.plan as PlanId, doc.books.length);
      if (problem) throw forbidden(problem, 'PLAN_LIMIT');
      await deps.usersExport.restoreSettings(tx, userId, doc.settings);
      await deps.activity.record(tx, userId, 'BATCH_ADD_BOOKS', {
        books: doc.books.slice(0, 20).map((b) => b.title),
        added: doc.books.length,
        duplicates: 0,
      });
      return { added: doc.books.length, skipped: 0 };
    },
  };
}
