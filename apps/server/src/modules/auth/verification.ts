import type { Executor } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { transaction } from '../../db/transaction.ts';
import type { AuthUser } from '../../http/auth-guard.ts';
import type { ClientMeta } from '../../http/client-meta.ts';
import { badRequest, conflict, unauthorized } from '../../http/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { verificationCodeMail } from '../../platform/mail/templates/verification-code.ts';
import {
  ACCOUNT_EXISTS_MESSAGE,
  type AccountRow,
  type AuthContext,
  auditParty,
  MAX_VERIFICATION_ATTEMPTS,
  sameAddress,
  VERIFICATION_CODE_TTL_MINUTES,
} from './auth.context.ts';
import * as repo from './auth.repository.ts';
import { generateVerificationCode, hashVerificationCode, safeEqualHex } from './secrets.ts';

/**
 * Proving an address with a mailed code: a new account's own, or the new one of an email change
 * (which then becomes the account's address). Sign-up and email change send codes through
 * `sendVerificationCode`.
 */
export type Verification = ReturnType<typeof createVerification>;

export function createVerification(ctx: AuthContext) {
  const { db, config, now, audit, throttles, writes } = ctx;

  /**
   * Issues a code proving `email` for the user and queues the mail, in the caller's transaction.
   * `isFresh`: a resend starts with no wrong tries; any other new code keeps those of the last one.
   */
  async function sendVerificationCode(
    tx: Executor,
    user: { id: string; name: string; language?: string },
    email: string,
    options: { isFresh: boolean },
  ) {
    const code = generateVerificationCode();
    await repo.upsertVerificationCode(
      tx,
      {
        userId: user.id,
        email,
        codeHash: hashVerificationCode(config.JWT_SECRET, user.id, code),
        expiresAt: new Date(now().getTime() + VERIFICATION_CODE_TTL_MINUTES * 60_000),
      },
      options,
    );
    await enqueueMail(tx, {
      to: email,
      ...verificationCodeMail({
        name: user.name,
        code,
        validMinutes: VERIFICATION_CODE_TTL_MINUTES,
        language: user.language,
      }),
    });
  }

  /** The address a code would prove now: the account's own until verified, then a pending new one. */
  const addressToVerify = (row: repo.UserRow): string | null =>
    row.emailVerifiedAt ? row.pendingEmail : row.email;

  return {
    sendVerificationCode,

    /** A fresh code for the address the account is proving (for an admin's resend), in the caller's transaction. */
    async sendCodeToVerify(tx: Executor, row: AccountRow): Promise<void> {
      const target = addressToVerify(row);
      if (target) await sendVerificationCode(tx, row, target, { isFresh: true });
    },
    /**
     * Proves the account's address (a new account) or the pending new one (an email change, which
     * then becomes the account's address). Already verified with nothing pending: answers the user.
     */
    async verifyEmail(user: AuthUser, code: string): Promise<AccountRow> {
      let outcome: { error: string } | { row: repo.UserRow };
      try {
        outcome = await transaction(db, async (tx) => {
          const current = await repo.lockUser(tx, user.id);
          if (!current) throw unauthorized();
          const target = addressToVerify(current);
          if (!target) return { row: current };
          const stored = await repo.lockVerificationCode(tx, user.id);
          if (
            !stored ||
            stored.usedAt ||
            stored.expiresAt.getTime() <= now().getTime() ||
            stored.attempts >= MAX_VERIFICATION_ATTEMPTS ||
            !sameAddress(stored.email, target)
          ) {
            return { error: 'This code has expired or is no longer valid. Request a new code.' };
          }
          if (!safeEqualHex(stored.codeHash, hashVerificationCode(config.JWT_SECRET, user.id, code))) {
            const attempts = stored.attempts + 1;
            await repo.updateVerificationCode(tx, stored.id, { attempts });
            const left = MAX_VERIFICATION_ATTEMPTS - attempts;
            return {
              error:
                left > 0
                  ? `Invalid verification code. ${left} attempt${left === 1 ? '' : 's'} left.`
                  : 'Invalid verification code. This code is no longer valid. Request a new code.',
            };
          }
          await repo.updateVerificationCode(tx, stored.id, { usedAt: now() });
          if (!current.emailVerifiedAt) {
            return { row: await writes.updateUser(tx, user.id, { emailVerifiedAt: now() }) };
          }
          const row = await writes.updateUser(tx, user.id, { email: target, pendingEmail: null });
          await audit.record(tx, {
            action: 'EMAIL_CHANGED',
            actor: auditParty(current),
            target: auditParty(row),
            before: { email: current.email, pendingEmail: current.pendingEmail },
            after: { email: row.email, pendingEmail: null },
            details: { change: 'verified' },
          });
          return { row };
        });
      } catch (error) {
        // Someone else proved or registered the pending address first.
        if (isUniqueViolation(error)) throw conflict(ACCOUNT_EXISTS_MESSAGE);
        throw error;
      }
      // The wrong-try counter is committed before answering, so the error is thrown outside the transaction.
      if ('error' in outcome) throw badRequest(outcome.error);
      return outcome.row;
    },

    /** A new code for the address being verified, within the shared code-mail limit. */
    async resendVerification(user: AuthUser, meta: ClientMeta): Promise<void> {
      const row = await repo.findUserById(db, user.id);
      if (!row) throw unauthorized();
      const target = addressToVerify(row);
      if (!target) throw badRequest('Your email address is already verified');
      await throttles.countCodeMail(target, meta.ip);
      await transaction(db, (tx) => sendVerificationCode(tx, row, target, { isFresh: true }));
    },
  };
}
