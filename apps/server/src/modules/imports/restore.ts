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

export interface Restorer {
  /** The document, or 400 saying what is wrong with it. */
  parse(bytes: Uint8Array): ExportDocument;
  /** 409 unless the account has no books and no borrowers. */
  assertEmpty(userId: string): Promise<void>;
  restore(
    tx: Transaction,
    userId: string,
    document: unknown,
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
      for (const [index, book] of (doc.books as Row[]).entries()) {
        if (typeof book?.title !== 'string' || typeof book.author !== 'string' || typeof book.id !== 'string')
          throw badRequest(`Book ${index + 1} of the export has no id, title or author.`);
      }
      return doc as ExportDocument;
    },

    async assertEmpty(userId) {
      const [books, borrowers] = await Promise.all([
        deps.books.countOf(userId),
        deps.borrowersExport.countOf(userId),
      ]);
      if (books > 0 || borrowers > 0) throw conflict(NOT_EMPTY);
    },

    async restore(tx, userId, document, { onChunk }) {
      const doc = document as ExportDocument;
      const owner = await deps.auth.lockAccount(tx, userId);
      if (!owner) throw badRequest('The account is gone.');
      const [books, borrowers] = await Promise.all([
        deps.books.countOf(userId, tx),
        deps.borrowersExport.countOf(userId, tx),
      ]);
      if (books > 0 || borrowers > 0) throw conflict(NOT_EMPTY);
      const problem = await deps.books.importFits(userId, owner.plan as PlanId, doc.books.length);
      if (problem) throw forbidden(problem, 'PLAN_LIMIT');
      // New ids on this server (the old ones may exist here already); links follow the map.
      const ids = new Map<string, string>();
      const renew = (row: Row) => {
        const id = randomUUID();
        ids.set(String(row.id), id);
        return { ...row, id, userId };
      };
      const link = (value: unknown) => (typeof value === 'string' ? (ids.get(value) ?? null) : null);
      await deps.usersExport.restoreSettings(tx, userId, doc.settings ?? {});
      await deps.booksExport.restoreRows(tx, doc.books.map(renew));
      await onChunk(doc.books.length);
      await deps.borrowersExport.restoreRows(tx, doc.borrowers.map(renew));
      await deps.loansExport.restoreRows(
        tx,
        doc.loans.map((loan) => ({
          ...renew(loan),
          bookId: link(loan.bookId),
          borrowerId: link(loan.borrowerId),
        })),
      );
      await deps.remindersExport.restoreRows(
        tx,
        doc.reminders
          .filter((r) => ids.has(String(r.loanId)))
          .map((r) => ({ ...renew(r), loanId: link(r.loanId) })),
      );
      await deps.activityExport.restoreRows(tx, doc.activity.map(renew));
      await deps.activity.record(tx, userId, 'BATCH_ADD_BOOKS', {
        books: doc.books.slice(0, 20).map((b) => String(b.title)),
        added: doc.books.length,
        duplicates: 0,
      });
      return { added: doc.books.length, skipped: 0 };
    },
  };
}
