import type { ActivityAction, ActivityDetails } from '@shelfwise/contract';

/** The filter's names for each type of spec §9. */
export const actionLabels: Record<ActivityAction, string> = {
  CREATE_BOOK: 'Book Added',
  DELETE_BOOK: 'Book Deleted',
  UPDATE_BOOK: 'Book Updated',
  CREATE_BORROWER: 'Borrower Added',
  UPDATE_BORROWER: 'Borrower Updated',
  BORROW_BOOK: 'Book Loaned',
  RETURN_BOOK: 'Book Returned',
  BATCH_ADD_BOOKS: 'Books Added in Batch',
  DELETE_BORROWER: 'Borrower Deleted',
  BOOK_RECOMMENDED: 'Book Recommended',
  CRON_JOB_STARTED: 'Scheduled Job Started',
  CRON_JOB_COMPLETED: 'Scheduled Job Completed',
  CRON_JOB_FAILED: 'Scheduled Job Failed',
  DUE_BOOK_REMINDER_SENT: 'Reminder Sent',
  DUE_BOOK_REMINDER_FAILED: 'Reminder Failed',
  PAYMENT_SUCCEEDED: 'Payment Received',
  PAYMENT_FAILED: 'Payment Failed',
  PAYMENT_REFUNDED: 'Payment Refunded',
  PLAN_CHANGED: 'Plan Changed',
  SUBSCRIPTION_CANCELLED: 'Subscription Cancelled',
};

const planNames: Record<string, string> = { free: 'Free', basic: 'Basic', premium: 'Premium' };
const planOf = (plan: string | undefined) => (plan ? (planNames[plan] ?? plan) : 'your');

/** '$49.99' or '₦29,999', from the amount in major units and its currency. */
function money(d: ActivityDetails): string {
  if (d.amount === undefined) return '';
  try {
    return new Intl.NumberFormat('en-US', { style: 'currency', currency: d.currency ?? 'USD' }).format(
      d.amount,
    );
  } catch {
    return `${d.amount} ${d.currency ?? ''}`.trim();
  }
}

const shortDate = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function day(value: string | undefined): string {
  const m = value ? /^(\d{4})-(\d{2})-(\d{2})/.exec(value) : null;
  return m ? shortDate.format(new Date(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : '';
}

const jobNames: Record<string, string> = {
  'due-reminders': 'Due reminders',
  'automatic-reminders': 'Automatic reminders',
  'weekly-digest': 'Weekly digest',
};

/** '"Dune" by Frank Herbert', '"Dune"', or '' without a title. */
function bookOf(d: ActivityDetails): string {
  const title = d.title ?? d.book?.title;
  const author = d.author ?? d.book?.author;
  if (!title) return '';
  return author ? `"${title}" by ${author}` : `"${title}"`;
}

const borrowerOf = (d: ActivityDetails) => d.borrowerName ?? d.borrower?.name ?? d.name ?? '';

/** One readable sentence per entry (spec §8: unknown types read 'activity occurred'). */
export function describeActivity(action: string, details: ActivityDetails | null | undefined): string {
  const d = details ?? {};
  const book = bookOf(d) || 'a book';
  const borrower = borrowerOf(d);
  switch (action as ActivityAction) {
    case 'CREATE_BOOK':
      return `Added ${book} to your library`;
    case 'UPDATE_BOOK':
      return `Updated ${book}`;
    case 'DELETE_BOOK':
      return `Deleted ${book} from your library`;
    case 'BATCH_ADD_BOOKS': {
      const titles = d.books ?? [];
      const shown = titles
        .slice(0, 3)
        .map((t) => `"${t}"`)
        .join(', ');
      const more = titles.length > 3 ? ` and ${titles.length - 3} more` : '';
      const skipped = d.duplicates ? ` (${d.duplicates} already in your library skipped)` : '';
      return `Added ${titles.length} book${titles.length === 1 ? '' : 's'}${shown ? `: ${shown}${more}` : ''}${skipped}`;
    }
    case 'CREATE_BORROWER':
      return `Added borrower ${d.name ?? 'Unknown Borrower'}${d.email ? ` (${d.email})` : ''}`;
    case 'UPDATE_BORROWER':
      return `Updated borrower ${d.name ?? 'Unknown Borrower'}`;
    case 'DELETE_BORROWER':
      return `Removed borrower ${d.name ?? 'Unknown Borrower'}`;
    case 'BORROW_BOOK':
      return `Lent ${book} to ${borrower || 'a borrower'}${d.returnDate ? `, due ${day(d.returnDate)}` : ''}`;
    case 'RETURN_BOOK':
      return `${borrower || 'A borrower'} returned ${book}`;
    case 'BOOK_RECOMMENDED': {
      const recipient = d.recipient?.name;
      if (!bookOf(d) || !recipient) return 'Book Recommended (Details Missing)';
      return `Recommended ${bookOf(d)} to ${recipient}`;
    }
    case 'CRON_JOB_STARTED':
      return `${jobNames[d.jobName ?? ''] ?? 'A scheduled job'} started`;
    case 'CRON_JOB_COMPLETED': {
      const n = d.totalRemindersSent ?? 0;
      return `${jobNames[d.jobName ?? ''] ?? 'A scheduled job'} finished: ${n} reminder${n === 1 ? '' : 's'} sent`;
    }
    case 'CRON_JOB_FAILED':
      return `${jobNames[d.jobName ?? ''] ?? 'A scheduled job'} failed${d.error ? `: ${d.error}` : ''}`;
    case 'DUE_BOOK_REMINDER_SENT':
      return `Reminder about ${book} sent to ${borrower || d.email || 'the borrower'}`;
    case 'DUE_BOOK_REMINDER_FAILED':
      return `Reminder about ${book} to ${borrower || d.email || 'the borrower'} could not be sent${d.error ? `: ${d.error}` : ''}`;
    case 'PAYMENT_SUCCEEDED':
      return `Payment of ${money(d) || 'your subscription'} received for the ${planOf(d.plan)} plan`;
    case 'PAYMENT_FAILED':
      return `A payment${money(d) ? ` of ${money(d)}` : ''} for the ${planOf(d.plan)} plan failed`;
    case 'PAYMENT_REFUNDED':
      return `Payment${money(d) ? ` of ${money(d)}` : ''} refunded`;
    case 'PLAN_CHANGED':
      return d.previousPlan
        ? `Plan changed from ${planOf(d.previousPlan)} to ${planOf(d.plan)}`
        : `Plan changed to ${planOf(d.plan)}`;
    case 'SUBSCRIPTION_CANCELLED':
      return `${planOf(d.plan)} subscription cancelled${d.periodEnd ? `; it lasts until ${day(d.periodEnd)}` : ''}`;
    default:
      return 'An activity occurred';
  }
}
