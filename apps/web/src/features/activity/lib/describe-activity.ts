import type { ActivityAction, ActivityDetails } from '@shelfwise/contract';
import { formatDate } from '../../../lib/dates.ts';
import { intlLocale, type MessageKey, t } from '../../../lib/i18n/i18n.ts';

/** The catalogue key of each type's name (the filter's names of spec §9). */
export const actionLabels = {
  CREATE_BOOK: 'activity.type.CREATE_BOOK',
  DELETE_BOOK: 'activity.type.DELETE_BOOK',
  UPDATE_BOOK: 'activity.type.UPDATE_BOOK',
  CREATE_BORROWER: 'activity.type.CREATE_BORROWER',
  UPDATE_BORROWER: 'activity.type.UPDATE_BORROWER',
  BORROW_BOOK: 'activity.type.BORROW_BOOK',
  RETURN_BOOK: 'activity.type.RETURN_BOOK',
  EXTEND_LOAN: 'activity.type.EXTEND_LOAN',
  BATCH_ADD_BOOKS: 'activity.type.BATCH_ADD_BOOKS',
  DELETE_BORROWER: 'activity.type.DELETE_BORROWER',
  BOOK_RECOMMENDED: 'activity.type.BOOK_RECOMMENDED',
  CRON_JOB_STARTED: 'activity.type.CRON_JOB_STARTED',
  CRON_JOB_COMPLETED: 'activity.type.CRON_JOB_COMPLETED',
  CRON_JOB_FAILED: 'activity.type.CRON_JOB_FAILED',
  DUE_BOOK_REMINDER_SENT: 'activity.type.DUE_BOOK_REMINDER_SENT',
  DUE_BOOK_REMINDER_FAILED: 'activity.type.DUE_BOOK_REMINDER_FAILED',
  PAYMENT_SUCCEEDED: 'activity.type.PAYMENT_SUCCEEDED',
  PAYMENT_FAILED: 'activity.type.PAYMENT_FAILED',
  PAYMENT_REFUNDED: 'activity.type.PAYMENT_REFUNDED',
  PLAN_CHANGED: 'activity.type.PLAN_CHANGED',
  SUBSCRIPTION_CANCELLED: 'activity.type.SUBSCRIPTION_CANCELLED',
  LOAN_RECEIVED: 'activity.type.LOAN_RECEIVED',
  EXTENSION_REQUESTED: 'activity.type.EXTENSION_REQUESTED',
  EXTENSION_APPROVED: 'activity.type.EXTENSION_APPROVED',
  EXTENSION_DECLINED: 'activity.type.EXTENSION_DECLINED',
  RETURN_REPORTED: 'activity.type.RETURN_REPORTED',
  RETURN_CONFIRMED: 'activity.type.RETURN_CONFIRMED',
  RETURN_DISPUTED: 'activity.type.RETURN_DISPUTED',
  BORROWER_LINK_REVOKED: 'activity.type.BORROWER_LINK_REVOKED',
  WISHLIST_ADDED: 'activity.type.WISHLIST_ADDED',
  WISHLIST_BOUGHT: 'activity.type.WISHLIST_BOUGHT',
} as const satisfies Record<ActivityAction, MessageKey>;

const planNames: Record<string, string> = { free: 'Free', basic: 'Basic', premium: 'Premium' };
const planOf = (plan: string | undefined) => (plan ? (planNames[plan] ?? plan) : t('activity.your'));

/** '$49.99' or '₦29,999', from the amount in major units and its currency, in the language shown. */
function money(d: ActivityDetails): string {
  if (d.amount === undefined) return '';
  try {
    return new Intl.NumberFormat(intlLocale(), { style: 'currency', currency: d.currency ?? 'USD' }).format(
      d.amount,
    );
  } catch {
    return `${d.amount} ${d.currency ?? ''}`.trim();
  }
}

function day(value: string | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? formatDate(`${m[1]}-${m[2]}-${m[3]}`) : '';
}

const jobKeys: Record<string, MessageKey> = {
  'due-reminders': 'activity.job.due-reminders',
  'automatic-reminders': 'activity.job.automatic-reminders',
  'weekly-digest': 'activity.job.weekly-digest',
};
const jobOf = (d: ActivityDetails) => t(jobKeys[d.jobName ?? ''] ?? 'activity.job.unknown');

/** '"Dune" by Frank Herbert', '"Dune"', or '' without a title. */
function bookOf(d: ActivityDetails): string {
  const title = d.title ?? d.book?.title;
  const author = d.author ?? d.book?.author;
  if (!title) return '';
  return author ? t('activity.bookBy', { title, author }) : t('activity.bookTitle', { title });
}

const borrowerOf = (d: ActivityDetails) => d.borrowerName ?? d.borrower?.name ?? d.name ?? '';
const errorOf = (d: ActivityDetails) => (d.error ? `: ${d.error}` : '');

/** One readable sentence per entry, in the language shown (spec §8: unknown types read 'activity occurred'). */
export function describeActivity(action: string, details: ActivityDetails | null | undefined): string {
  const d = details ?? {};
  const book = bookOf(d) || t('activity.aBook');
  const borrower = borrowerOf(d);
  const name = d.name ?? t('activity.unknownBorrower');
  switch (action as ActivityAction) {
    case 'CREATE_BOOK':
      return t('activity.d.CREATE_BOOK', { book });
    case 'UPDATE_BOOK':
      return t('activity.d.UPDATE_BOOK', { book });
    case 'DELETE_BOOK':
      return t('activity.d.DELETE_BOOK', { book });
    case 'BATCH_ADD_BOOKS': {
      const titles = d.books ?? [];
      const shown = titles
        .slice(0, 3)
        .map((title) => `"${title}"`)
        .join(', ');
      return t('activity.d.BATCH', {
        count: titles.length,
        shown: shown ? `: ${shown}` : '',
        more: titles.length > 3 ? t('activity.d.batchMore', { count: titles.length - 3 }) : '',
        skipped: d.duplicates ? t('activity.d.batchSkipped', { count: d.duplicates }) : '',
      });
    }
    case 'CREATE_BORROWER':
      return t('activity.d.CREATE_BORROWER', { name, email: d.email ? ` (${d.email})` : '' });
    case 'UPDATE_BORROWER':
      return t('activity.d.UPDATE_BORROWER', { name });
    case 'DELETE_BORROWER':
      return t('activity.d.DELETE_BORROWER', { name });
    case 'BORROW_BOOK':
      return t('activity.d.BORROW_BOOK', {
        book,
        borrower: borrower || t('activity.aBorrower'),
        due: d.returnDate ? t('activity.d.due', { date: day(d.returnDate) }) : '',
      });
    case 'RETURN_BOOK':
      return t('activity.d.RETURN_BOOK', { borrower: borrower || t('details.aBorrower'), book });
    case 'EXTEND_LOAN':
      return t('activity.d.EXTEND_LOAN', {
        book,
        borrower: borrower || t('activity.aBorrower'),
        from: day(d.previousReturnDate) || '—',
        to: day(d.returnDate) || '—',
      });
    case 'BOOK_RECOMMENDED': {
      const recipient = d.recipient?.name;
      if (!bookOf(d) || !recipient) return t('activity.d.recommendMissing');
      return t('activity.d.BOOK_RECOMMENDED', { book: bookOf(d), recipient });
    }
    case 'CRON_JOB_STARTED':
      return t('activity.d.CRON_JOB_STARTED', { job: jobOf(d) });
    case 'CRON_JOB_COMPLETED':
      return t('activity.d.CRON_JOB_COMPLETED', { job: jobOf(d), count: d.totalRemindersSent ?? 0 });
    case 'CRON_JOB_FAILED':
      return t('activity.d.CRON_JOB_FAILED', { job: jobOf(d), error: errorOf(d) });
    case 'DUE_BOOK_REMINDER_SENT':
      return t('activity.d.REMINDER_SENT', { book, to: borrower || d.email || t('activity.theBorrower') });
    case 'DUE_BOOK_REMINDER_FAILED':
      return t('activity.d.REMINDER_FAILED', {
        book,
        to: borrower || d.email || t('activity.theBorrower'),
        error: errorOf(d),
      });
    case 'PAYMENT_SUCCEEDED':
      return t('activity.d.PAYMENT_SUCCEEDED', {
        amount: money(d) || t('activity.yourSubscription'),
        plan: planOf(d.plan),
      });
    case 'PAYMENT_FAILED':
      return t('activity.d.PAYMENT_FAILED', {
        amount: money(d) ? t('activity.d.amountOf', { amount: money(d) }) : '',
        plan: planOf(d.plan),
      });
    case 'PAYMENT_REFUNDED':
      return t('activity.d.PAYMENT_REFUNDED', {
        amount: money(d) ? t('activity.d.amountOf', { amount: money(d) }) : '',
      });
    case 'PLAN_CHANGED':
      return d.previousPlan
        ? t('activity.d.planFromTo', { from: planOf(d.previousPlan), to: planOf(d.plan) })
        : t('activity.d.planTo', { to: planOf(d.plan) });
    case 'SUBSCRIPTION_CANCELLED':
      return t('activity.d.SUBSCRIPTION_CANCELLED', {
        plan: planOf(d.plan),
        until: d.periodEnd ? t('activity.d.lastsUntil', { date: day(d.periodEnd) }) : '',
      });
    // Borrowers in the loop (issue 29): what a borrower did from their page, and the answers.
    case 'LOAN_RECEIVED':
      return t('activity.d.LOAN_RECEIVED', { borrower: borrower || t('activity.aBorrower'), book });
    case 'EXTENSION_REQUESTED':
      return t('activity.d.EXTENSION_REQUESTED', {
        borrower: borrower || t('activity.aBorrower'),
        book,
        to: day(d.returnDate) || '—',
      });
    case 'EXTENSION_APPROVED':
      return t('activity.d.EXTENSION_APPROVED', {
        borrower: borrower || t('activity.aBorrower'),
        book,
        from: day(d.previousReturnDate) || '—',
        to: day(d.returnDate) || '—',
      });
    case 'EXTENSION_DECLINED':
      return t('activity.d.EXTENSION_DECLINED', {
        borrower: borrower || t('activity.aBorrower'),
        book,
        to: day(d.returnDate) || '—',
      });
    case 'RETURN_REPORTED':
      return t('activity.d.RETURN_REPORTED', { borrower: borrower || t('activity.aBorrower'), book });
    case 'RETURN_CONFIRMED':
      return t('activity.d.RETURN_CONFIRMED', { borrower: borrower || t('activity.aBorrower'), book });
    case 'RETURN_DISPUTED':
      return t('activity.d.RETURN_DISPUTED', { borrower: borrower || t('activity.aBorrower'), book });
    case 'BORROWER_LINK_REVOKED':
      return t('activity.d.BORROWER_LINK_REVOKED', { name: borrower || name });
    case 'WISHLIST_ADDED':
      return t('activity.d.WISHLIST_ADDED', { book });
    case 'WISHLIST_BOUGHT': {
      const amount = money(d);
      return t('activity.d.WISHLIST_BOUGHT', {
        book,
        price: amount ? t('activity.d.boughtFor', { amount }) : '',
      });
    }
    default:
      return t('activity.d.unknown');
  }
}

/** The name of an activity type in the language shown ('Book Created'); an unknown type as it came. */
export function activityTypeName(action: string): string {
  const key = (actionLabels as Record<string, MessageKey>)[action];
  return key ? t(key) : action;
}
