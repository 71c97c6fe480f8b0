import type { Executor } from '../../db/executor.ts';
import { transaction } from '../../db/transaction.ts';
import type { ClientMeta } from '../../http/client-meta.ts';
import { badRequest } from '../../http/errors.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { passwordResetMail } from '../../platform/mail/templates/password-reset.ts';
import { type AuthContext, auditParty, RESET_TOKEN_TTL_MINUTES } from './auth.context.ts';
import * as repo from './auth.repository.ts';
import { generateResetToken, hashPassword, hashToken } from './secrets.ts';
import type { Sessions } from './sessions.ts';

/**
 * Forgotten passwords: the mailed link (asked by its owner, or sent by an admin) and the new
 * password set with it, which ends every other session.
 */
export function createPasswordReset(ctx: AuthContext, parts: Pick<Sessions, 'openSession'>) {
  const { db, config, log, now, audit, throttles, writes } = ctx;
  const { openSession } = parts;
  /** Work that runs after the answer is sent (see forgotPassword); awaited on shutdown by `settle`. */
  const background = new Set<Promise<void>>();

  function afterAnswer(what: string, task: () => Promise<void>): void {
    const run: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(task)
      .catch((error: unknown) => log.error({ err: error }, `${what} failed`))
      .finally(() => background.delete(run));
    background.add(run);
  }

  /** Stores the token's hash and queues the link to the account, in the caller's transaction. */
  async function storeAndMail(
    tx: Executor,
    row: { id: string; name: string; email: string; language?: string | null },
    token: string,
    tokenHash = hashToken(token),
  ): Promise<void> {
    await repo.insertPasswordResetToken(tx, {
      userId: row.id,
      tokenHash,
      expiresAt: new Date(now().getTime() + RESET_TOKEN_TTL_MINUTES * 60_000),
    });
    await enqueueMail(tx, {
      to: row.email,
      ...passwordResetMail({
        name: row.name,
        url: `${config.APP_URL}/reset-password/${token}`,
        validMinutes: RESET_TOKEN_TTL_MINUTES,
        language: row.language,
      }),
    });
  }

  return {
    /** Queues a password reset link to the account (an admin's), in the caller's transaction. */
    mailResetLink: (
      tx: Executor,
      row: { id: string; name: string; email: string; language?: string | null },
    ) => storeAndMail(tx, row, generateResetToken()),

    /**
     * The same answer, and the same work before it, whether or not the account exists: the limits
     * are counted and a token is made and hashed for every request; looking the account up, storing
     * the token and queueing the mail happen after the answer, so its timing cannot tell them apart.
     */
    async forgotPassword(email: string, meta: ClientMeta): Promise<void> {
      const mayMail = await throttles.countForgot(email, meta.ip);
      const token = generateResetToken();
      const tokenHash = hashToken(token);
      afterAnswer('password reset mail', async () => {
        await transaction(db, async (tx) => {
          const found = await repo.findUserByEmail(tx, email);
          // Locked like every change of the account, so a deletion running now either sees this
          // mail queued (and drops it) or has removed the account before it is read again here.
          const row = found && (await repo.lockUser(tx, found.id));
          if (!row) return;
          if (!mayMail) {
            log.info({ userId: row.id }, 'password reset mail skipped: too many requests');
            return;
          }
          await storeAndMail(tx, row, token, tokenHash);
          await audit.record(tx, {
            action: 'PASSWORD_RESET_REQUESTED',
            actor: null,
            target: auditParty(row),
            origin: meta,
          });
        });
      });
    },

    async resetPassword(token: string, password: string, meta: ClientMeta): Promise<{ token: string }> {
      const passwordHash = await hashPassword(password);
      const result = await transaction(db, async (tx) => {
        const claimed = await repo.consumePasswordResetToken(tx, hashToken(token));
        if (!claimed) return null;
        const current = await repo.lockUser(tx, claimed.userId);
        if (!current) return null;
        await writes.updateUser(tx, claimed.userId, {
          passwordHash,
          // The link reached this inbox, which proves the address as well as a code would.
          emailVerifiedAt: current.emailVerifiedAt ?? now(),
          // Whoever asked for a change of address may not have been the owner: it starts over.
          pendingEmail: null,
        });
        if (current.pendingEmail) await repo.expireVerificationCode(tx, claimed.userId);
        await repo.invalidatePasswordResetTokens(tx, claimed.userId);
        await writes.revokeSessionsOfUser(tx, claimed.userId);
        await audit.record(tx, {
          action: 'PASSWORD_RESET',
          actor: auditParty(current),
          target: auditParty(current),
          origin: meta,
        });
        return { email: current.email, token: await openSession(tx, claimed.userId, meta) };
      });
      if (!result)
        throw badRequest('This password reset link is invalid or has expired. Please request a new one.');
      // The owner is never locked out by someone else's failed guesses once they have reset.
      await throttles.clearLogin(result.email, meta.ip);
      return { token: result.token };
    },

    /** Resolves once work started after an answer (reset mails) has finished; for shutdown and tests. */
    async settle(): Promise<void> {
      while (background.size > 0) await Promise.allSettled([...background]);
    },
  };
}
