import type { ReminderType } from '@shelfwise/contract';
import { type RenderedMail, renderMail } from './layout.ts';
import { formatDueDate } from './loan-confirmation.ts';

/**
 * The texts of mail to borrowers, by language. Only English exists today; a language is added by
 * adding its entry here, and the lender's language is passed in by the caller.
 */
const strings = {
  en: {
    dueIn: (days: number) =>
      days === 0 ? 'today' : days === 1 ? 'tomorrow' : days > 1 ? `in ${days} days` : '',
    wasDue: (days: number) => (days === 1 ? 'yesterday' : `${days} days ago`),
    subject: {
      due_soon: (t: string, when: string) => `Reminder: "${t}" is due ${when}`,
      overdue: (t: string, _other?: string) => `"${t}" is overdue`,
      return_request: (t: string, lender: string) => `${lender} asks for "${t}" back`,
      custom: (t: string, lender: string) => `A reminder from ${lender} about "${t}"`,
    } satisfies Record<ReminderType, (title: string, other: string) => string>,
    greeting: (name: string) => `Hi ${name},`,
    dueLine: (lender: string, book: string, due: string, when: string) =>
      `${lender} lent you ${book}. It is due on ${due} (${when}).`,
    overdueLine: (lender: string, book: string, due: string, ago: string) =>
      `${lender} lent you ${book}. It was due on ${due} (${ago}).`,
    messageIntro: (lender: string) => `${lender} writes:`,
    replyHint: (lender: string) => `Reply to this email to answer ${lender} directly.`,
    unsubscribe: (lender: string) => `Stop automatic emails about ${lender}'s loans`,
    signature: 'Sent with Shelfwise',
  },
};
export type MailLanguage = keyof typeof strings;

function textsFor(language: string | undefined) {
  return strings[(language ?? 'en') as MailLanguage] ?? strings.en;
}

/** "by" line of a book: '"Dune" by Frank Herbert', or '"Dune"' without an author. */
export const bookLabel = (title: string, author: string) =>
  author ? `"${title}" by ${author}` : `"${title}"`;

/** A reminder to a borrower: the book (with its cover), when it is due, the lender's message. */
export function reminderMail(input: {
  language?: string;
  type: ReminderType;
  borrowerName: string;
  lenderName: string;
  bookTitle: string;
  bookAuthor: string;
  cover: string;
  /** The loan's due day and the recipient-facing today (both YYYY-MM-DD). */
  dueDate: string;
  today: string;
  message: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const s = textsFor(input.language);
  const due = formatDueDate(input.dueDate);
  const days = Math.round(
    (Date.parse(`${input.dueDate}T00:00:00Z`) - Date.parse(`${input.today}T00:00:00Z`)) / 86_400_000,
  );
  const book = bookLabel(input.bookTitle, input.bookAuthor);
  const when = days >= 0 ? s.dueIn(days) : s.wasDue(-days);
  const subject =
    input.type === 'due_soon' && days < 0
      ? s.subject.overdue(input.bookTitle)
      : s.subject[input.type](input.bookTitle, input.type === 'due_soon' ? when : input.lenderName);
  return renderMail({
    lang: input.language ?? 'en',
    subject,
    preheader: input.message.slice(0, 120),
    image: input.cover ? { url: input.cover, alt: input.bookTitle } : undefined,
    greeting: s.greeting(input.borrowerName || input.lenderName),
    paragraphs: [
      days >= 0
        ? s.dueLine(input.lenderName, book, due, when)
        : s.overdueLine(input.lenderName, book, due, when),
      s.messageIntro(input.lenderName),
      input.message,
    ],
    footnote: s.replyHint(input.lenderName),
    signature: s.signature,
    unsubscribe: { url: input.unsubscribeUrl, label: s.unsubscribe(input.lenderName) },
  });
}
