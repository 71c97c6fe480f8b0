import { type RegisterBody, signupsClosedMessage, type User } from '@shelfwise/contract';
import { isPhoneCountry } from '@shelfwise/contract/phones';
import type { Transaction } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { transaction } from '../../db/transaction.ts';
import type { ClientMeta } from '../../http/client-meta.ts';
import { conflict, forbidden } from '../../http/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { signupAttemptNoticeMail } from '../../platform/mail/templates/signup-attempt-notice.ts';
import {
  ACCOUNT_EXISTS_MESSAGE,
  type AccountCreatedHook,
  type AuthContext,
  auditParty,
  toUser,
} from './auth.context.ts';
import * as repo from './auth.repository.ts';
import { hashPassword } from './secrets.ts';
import type { Sessions } from './sessions.ts';
import type { Verification } from './verification.ts';

/**
 * Creating accounts: sign-up (with its first code and session), and every other new account row
 * (seeds), each of which the creation hooks see.
 */
export type SignUp = ReturnType<typeof createSignUp>;

export function createSignUp(
  ctx: AuthContext,
  parts: Pick<Sessions, 'openSession'> & Pick<Verification, 'sendVerificationCode'>,
) {
  const { db, config, audit, appSettings, throttles } = ctx;
  const { openSession, sendVerificationCode } = parts;
  const creationHooks: AccountCreatedHook[] = [];

  /** Every new account row goes through here, so the creation hooks see each one. */
  async function createAccountRow(tx: Transaction, values: repo.NewUserRow): Promise<repo.UserRow> {
    const row = await repo.insertUser(tx, values);
    for (const hook of creationHooks) await hook(tx, { id: row.id, name: row.name, email: row.email });
    return row;
  }

  /** The owner of a taken address hears that someone tried it (at most once a day per address). */
  async function noticeSignupAttempt(email: string): Promise<void> {
    const owner = await repo.findUserByEmail(db, email);
    if (!owner || !(await throttles.mayNoticeSignup(email))) return;
    await enqueueMail(db, {
      to: owner.email,
      ...signupAttemptNoticeMail({ name: owner.name, appUrl: config.APP_URL, language: owner.language }),
    });
  }

  return {
    createAccountRow,

    /** For other modules (friends): `auth.onAccountCreated(async (tx, account) => ...)`, wired in wiring.ts. */
    onAccountCreated(hook: AccountCreatedHook): void {
      creationHooks.push(hook);
    },
    /**
     * Behind the code-mail limit (per client address and per target address), so the 409 for a
     * taken address cannot be asked freely; that address's owner is told someone tried.
     */
    async register(input: RegisterBody, meta: ClientMeta): Promise<{ token: string; user: User }> {
      const settings = await appSettings.current();
      if (!settings.signupsOpen) {
        throw forbidden(signupsClosedMessage(settings.supportEmail), 'SIGNUPS_CLOSED');
      }
      await throttles.countCodeMail(input.email, meta.ip);
      const passwordHash = await hashPassword(input.password);
      try {
        return await transaction(db, async (tx) => {
          const row = await createAccountRow(tx, {
            name: input.name,
            email: input.email,
            passwordHash,
            intendedPlan: input.plan,
            ...(input.timezone ? { timezone: input.timezone } : {}),
            // A guess from the browser: one we know no phone numbers for is dropped, not refused.
            ...(input.country && isPhoneCountry(input.country) ? { country: input.country } : {}),
            ...(input.language ? { language: input.language } : {}),
            ...(input.paymentRegion ? { paymentRegion: input.paymentRegion } : {}),
          });
          await sendVerificationCode(tx, row, row.email, { isFresh: true });
          const token = await openSession(tx, row.id, meta);
          await audit.record(tx, {
            action: 'SIGN_UP',
            actor: auditParty(row),
            target: auditParty(row),
            origin: meta,
          });
          return { token, user: toUser(row, 0) };
        });
      } catch (error) {
        if (!isUniqueViolation(error)) throw error;
        await noticeSignupAttempt(input.email);
        throw conflict(ACCOUNT_EXISTS_MESSAGE);
      }
    },
  };
}
