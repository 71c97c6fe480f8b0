import type { PlanId } from '@shelfwise/contract';
import { borrowerPagePath } from '@shelfwise/contract';
import type { Config } from '../../config.ts';
import type { Transaction } from '../../db/executor.ts';
import type { Clock } from '../../platform/clock.ts';
import { reserveExternalMail } from '../../platform/mail/mail-cap.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import {
  type BorrowerAnswer,
  borrowerAnswerMail,
  ownerRequestMail,
} from '../../platform/mail/templates/loan-requests.ts';
import type { BorrowersService } from '../borrowers/index.ts';
import type { LoanRequestRow } from './loan-requests.repository.ts';
import type { LoanRow } from './loans.repository.ts';

/** The mails of borrowers' requests (issue 29), queued in the caller's transaction (outbox). */
export function createRequestMails({
  config,
  clock,
  borrowers,
}: {
  config: Pick<Config, 'APP_URL'>;
  clock: Clock;
  borrowers: Pick<BorrowersService, 'issueLink'>;
}) {
  /** Tells the owner of a borrower's request (to their own address: not counted on the cap). */
  async function mailOwner(
    tx: Transaction,
    owner: { id: string; email: string; name: string; language: string },
    request: LoanRequestRow,
    names: { title: string; borrowerName: string; borrowerEmail: string },
  ) {
    await enqueueMail(
      tx,
      {
        to: owner.email,
        ...(names.borrowerEmail ? { replyTo: names.borrowerEmail } : {}),
        ...ownerRequestMail({
          kind: request.kind,
          ownerName: owner.name,
          borrowerName: names.borrowerName,
          bookTitle: names.title || 'Unknown Book',
          proposedDate: request.proposedDate,
          url: `${config.APP_URL}/dashboard/loans?filter=requests`,
          language: owner.language,
        }),
      },
      { ownerUserId: owner.id, kind: 'loan-request', ref: request.id },
    );
  }

  /**
   * Tells the borrower the owner's answer, with a fresh link to their page. They asked, so it goes
   * even if they turned off the owner's automatic emails; it counts on the owner's daily cap
   * (past it, the answer stands and no mail goes).
   */
  async function mailBorrower(
    tx: Transaction,
    owner: { id: string; email: string; name: string; language: string; plan: PlanId; timezone: string },
    loan: LoanRow,
    answer: BorrowerAnswer,
    names: { title: string; borrowerName: string; borrowerEmail: string },
    dueDate: string,
  ): Promise<boolean> {
    if (!names.borrowerEmail || !loan.borrowerId) return false;
    const cap = await reserveExternalMail(tx, {
      userId: owner.id,
      plan: owner.plan,
      timezone: owner.timezone,
      now: clock.now(),
    });
    if (!cap.allowed) return false;
    const token = await borrowers.issueLink(tx, owner.id, loan.borrowerId, 'page');
    return enqueueMail(
      tx,
      {
        to: names.borrowerEmail,
        replyTo: owner.email,
        ...borrowerAnswerMail({
          answer,
          borrowerName: names.borrowerName,
          ownerName: owner.name,
          bookTitle: names.title || 'Unknown Book',
          dueDate,
          pageUrl: `${config.APP_URL}${borrowerPagePath(token)}`,
          language: owner.language,
        }),
      },
      { ownerUserId: owner.id, kind: 'loan-request-answer', ref: loan.id },
    );
  }

  return { mailOwner, mailBorrower };
}
