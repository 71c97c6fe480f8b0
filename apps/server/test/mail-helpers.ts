import { plans } from '@shelfwise/contract';
import { and, eq, sql } from 'drizzle-orm';
import { mailDailyCounts } from '../src/db/schema/platform.ts';
import { mailCapDay, reserveExternalMails } from '../src/platform/mail/mail-cap.ts';
import type { CreatedUser } from './factories/users.ts';
import type { TestApp } from './harness.ts';
import type { CapturedMail, SmtpCapture } from './smtp-capture.ts';

/** The first captured mail to `address` whose subject matches (sign-up already mails a code). */
export async function mailMatching(
  smtp: SmtpCapture,
  address: string,
  subject: RegExp,
  timeoutMs = 10_000,
): Promise<CapturedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages.find((m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject));
    if (found) return found;
    if (Date.now() > until)
      throw new Error(`no mail matching ${subject} to ${address} within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The 6-digit verification code in a mail's text. */
export const verificationCodeIn = (mail: CapturedMail): string => /\b(\d{6})\b/.exec(mail.text)?.[1] ?? '';

/** The token of the `/reset-password/{token}` link in a mail's text. */
export const resetTokenIn = (mail: CapturedMail): string =>
  /\/reset-password\/([\w-]+)/.exec(mail.text)?.[1] ?? '';

/** The `count`-th captured mail to `address` whose subject matches (e.g. the code of a resend). */
export async function nthMailMatching(
  smtp: SmtpCapture,
  address: string,
  subject: RegExp,
  count: number,
  timeoutMs = 10_000,
): Promise<CapturedMail> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = smtp.messages.filter(
      (m) => m.to.includes(address.toLowerCase()) && subject.test(m.subject),
    );
    const mail = found[count - 1];
    if (mail) return mail;
    if (Date.now() > until)
      throw new Error(
        `only ${found.length} of ${count} mails matching ${subject} to ${address} within ${timeoutMs} ms`,
      );
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/**
 * Uses up a user's daily cap on mail to other addresses until `left` places remain (their day by
 * the app's clock and their timezone setting), through the same counter the senders use.
 */
export async function leaveMailCap(t: TestApp, who: CreatedUser, left: number): Promise<void> {
  const owner = {
    userId: who.user.id,
    plan: who.user.plan,
    timezone: who.user.timezone,
    now: t.services.clock.now(),
  };
  const taken = await reserveExternalMails(t.db, {
    ...owner,
    count: plans[who.user.plan].dailyExternalEmails,
  });
  const [row] = await t.db
    .update(mailDailyCounts)
    .set({ count: sql`${mailDailyCounts.count} - ${Math.min(left, taken)}` })
    .where(
      and(
        eq(mailDailyCounts.userId, owner.userId),
        eq(mailDailyCounts.day, mailCapDay(owner.timezone, owner.now)),
      ),
    )
    .returning({ count: mailDailyCounts.count });
  if (taken < left || !row) throw new Error(`fewer than ${left} places were left`);
}
