import { APP_NAME } from '@shelfwise/contract';
import { type RenderedMail, renderMail } from './layout.ts';

/** 'Jan 5, 2025' for the calendar day '2025-01-05', whatever the server's time zone. */
/** 'Mar 1, 2031' in English; the same day in `language`'s own form ('1. März 2031'). */
export function formatDueDate(day: string, language: string = 'en'): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return day;
  return new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}

/** Sent to the borrower when a book is lent to them: which book, from whom, until when. */
export function loanConfirmationMail(input: {
  borrowerName: string;
  lenderName: string;
  bookTitle: string;
  bookAuthor: string;
  dueDate: string;
  appUrl: string;
  unsubscribeUrl: string;
}): RenderedMail {
  const due = formatDueDate(input.dueDate);
  const book = input.bookAuthor ? `"${input.bookTitle}" by ${input.bookAuthor}` : `"${input.bookTitle}"`;
  return renderMail({
    subject: `${input.lenderName} lent you "${input.bookTitle}" (due ${due})`,
    preheader: `Please return it by ${due}.`,
    greeting: `Hi ${input.borrowerName},`,
    paragraphs: [
      `${input.lenderName} has lent you ${book} and keeps track of it with ${APP_NAME}.`,
      `Please return it by ${due}.`,
    ],
    button: { label: `Discover ${APP_NAME}`, url: input.appUrl },
    footnote: `You receive this email because ${input.lenderName} recorded a loan to this address. If you did not borrow this book, you can ignore it.`,
    unsubscribe: {
      url: input.unsubscribeUrl,
      label: `Stop automatic emails about ${input.lenderName}'s loans`,
    },
  });
}
