import { APP_NAME } from '@shelfwise/contract';
import { type RenderedMail, renderMail } from './layout.ts';
import { formatDueDate } from './loan-confirmation.ts';
import { bookLabel } from './reminder.ts';

export interface DigestLoan {
  title: string;
  author: string;
  borrowerName: string;
  /** Due day (YYYY-MM-DD). */
  dueDate: string;
}

/** Monday's email to an owner: loans due this week, overdue loans, last week's returns. */
export function weeklyDigestMail(input: {
  name: string;
  weekStart: string;
  dueThisWeek: DigestLoan[];
  overdue: DigestLoan[];
  returnedLastWeek: DigestLoan[];
  appUrl: string;
}): RenderedMail {
  const line = (l: DigestLoan, suffix: string) =>
    `${bookLabel(l.title || 'Unknown Book', l.author)}, ${l.borrowerName || 'Unknown Borrower'}, ${suffix}`;
  const sections = [
    {
      heading: `Due this week (${input.dueThisWeek.length})`,
      lines: input.dueThisWeek.map((l) => line(l, `due ${formatDueDate(l.dueDate)}`)),
    },
    {
      heading: `Overdue (${input.overdue.length})`,
      lines: input.overdue.map((l) => line(l, `was due ${formatDueDate(l.dueDate)}`)),
    },
    {
      heading: `Returned last week (${input.returnedLastWeek.length})`,
      lines: input.returnedLastWeek.map((l) => line(l, 'returned')),
    },
  ].filter((s) => s.lines.length > 0);
  return renderMail({
    subject: `Your ${APP_NAME} week: ${input.dueThisWeek.length} due, ${input.overdue.length} overdue`,
    preheader: `Your loans for the week of ${formatDueDate(input.weekStart)}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [`Here is where your lent books stand this week.`],
    sections,
    button: { label: 'Open your loans', url: `${input.appUrl}/dashboard/loans` },
    footnote: 'You receive this weekly digest because it is turned on in your notification settings.',
  });
}
