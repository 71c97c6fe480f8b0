import type { Transaction } from '../../db/executor.ts';
import type { ClientMeta } from '../../http/client-meta.ts';
import { conflict } from '../../http/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { emailChangeNoticeMail } from '../../platform/mail/templates/email-change-notice.ts';
import {
  ACCOUNT_EXISTS_MESSAGE,
  type AccountRow,
  type AuthContext,
  auditParty,
  type EmailChange,
  sameAddress,
} from './auth.context.ts';
import * as repo from './auth.repository.ts';
import type { Verification } from './verification.ts';

/** A change of address from Settings: proven with a code to the new address before it is taken. */
export function createEmailChange(ctx: AuthContext, parts: Pick<Verification, 'sendVerificationCode'>) {
  const { config, audit, throttles, writes } = ctx;
  const { sendVerificationCode } = parts;

  async function changeEmailOf(
    tx: Transaction,
    current: AccountRow,
    email: string,
    meta: ClientMeta,
  ): Promise<{ row: AccountRow; change: EmailChange }> {
    if (sameAddress(email, current.email)) {
      if (!current.pendingEmail) return { row: current, change: 'none' };
      await repo.expireVerificationCode(tx, current.id);
      return { row: await writes.updateUser(tx, current.id, { pendingEmail: null }), change: 'cancelled' };
    }
    // Asking for the same pending address again sends nothing: "Resend code" is the way to a new code.
    if (sameAddress(email, current.pendingEmail)) return { row: current, change: 'none' };
    // Counted before the address is looked up, so this 409 is no freer than sign-up's.
    await throttles.countCodeMail(email, meta.ip);
    if (await repo.findUserByEmail(tx, email)) throw conflict(ACCOUNT_EXISTS_MESSAGE);
    if (!current.emailVerifiedAt) {
      const row = await writes.updateUser(tx, current.id, { email, pendingEmail: null });
      await sendVerificationCode(tx, row, email, { isFresh: false });
      return { row, change: 'replaced' };
    }
    const row = await writes.updateUser(tx, current.id, { pendingEmail: email });
    await sendVerificationCode(tx, row, email, { isFresh: false });
    await enqueueMail(tx, {
      to: current.email,
      ...emailChangeNoticeMail({
        name: current.name,
        newEmail: email,
        appUrl: config.APP_URL,
        language: current.language,
      }),
    });
    return { row, change: 'pending' };
  }

  return {
    /**
     * An email change from settings, in the caller's transaction with the account row locked. A
     * verified account keeps its address until the new one is proven with the mailed code (the old
     * address is told); an unverified one had nothing proven to keep, so its address is replaced.
     * Sending the current address back cancels a pending change.
     */
    async changeEmail(
      tx: Transaction,
      current: AccountRow,
      email: string,
      meta: ClientMeta,
    ): Promise<{ row: AccountRow; change: EmailChange }> {
      const result = await changeEmailOf(tx, current, email, meta);
      if (result.change !== 'none') {
        await audit.record(tx, {
          action: 'EMAIL_CHANGED',
          actor: auditParty(current),
          target: auditParty(result.row),
          origin: meta,
          before: { email: current.email, pendingEmail: current.pendingEmail },
          after: { email: result.row.email, pendingEmail: result.row.pendingEmail },
          details: { change: result.change },
        });
      }
      return result;
    },
  };
}
