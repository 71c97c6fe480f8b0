import { accountSuspendedMessage, type LoginBody } from '@shelfwise/contract';
import { transaction } from '../../db/transaction.ts';
import type { ClientMeta } from '../../http/client-meta.ts';
import { forbidden, unauthorized } from '../../http/errors.ts';
import { type AuthContext, auditParty } from './auth.context.ts';
import * as repo from './auth.repository.ts';
import { dummyPasswordHash, verifyPassword } from './secrets.ts';
import type { Sessions } from './sessions.ts';

/** Signing in with an address and a password, behind the throttles, every outcome in the audit log. */
export function createSignIn(ctx: AuthContext, parts: Pick<Sessions, 'openSession'>) {
  const { db, audit, appSettings, throttles } = ctx;
  const { openSession } = parts;

  /** A wrong password (or unknown email), and the lock-out it may cause, in the audit log. */
  async function recordFailedSignIn(
    email: string,
    row: repo.UserRow | undefined,
    meta: ClientMeta,
    locks: { isAccountLocked: boolean; isAddressLocked: boolean },
  ) {
    const target = row ? auditParty(row) : null;
    await audit.record(db, {
      action: 'SIGN_IN_FAILED',
      actor: null,
      target,
      origin: meta,
      details: { email },
    });
    // Recorded once, when the limit is reached; the refusals that follow are not entries of their own.
    if (locks.isAccountLocked) {
      await audit.record(db, {
        action: 'LOCKED_OUT',
        actor: null,
        target,
        origin: meta,
        details: { email, scope: 'account' },
      });
    }
    if (locks.isAddressLocked) {
      await audit.record(db, {
        action: 'LOCKED_OUT',
        actor: null,
        target: null,
        origin: meta,
        details: { scope: 'address' },
      });
    }
  }

  return {
    /** The attempt is counted before the password is checked (see throttles.ts for the limits). */
    async login(input: LoginBody, meta: ClientMeta): Promise<{ token: string }> {
      const attempt = await throttles.beginLogin(input.email, meta.ip, () =>
        repo.hasSignedInFrom(db, input.email, meta.ip),
      );
      const row = await repo.findUserByEmail(db, input.email);
      // Verify against a dummy hash for unknown emails, so timing does not tell which accounts exist.
      const isValid = await verifyPassword(row?.passwordHash ?? (await dummyPasswordHash()), input.password);
      if (!row || !isValid) {
        await recordFailedSignIn(input.email, row, meta, {
          isAccountLocked: attempt.lockedNow.account,
          isAddressLocked: attempt.lockedNow.address,
        });
        throw unauthorized('Invalid email or password');
      }
      if (row.suspendedAt) {
        await audit.record(db, {
          action: 'SIGN_IN_BLOCKED',
          actor: null,
          target: auditParty(row),
          origin: meta,
        });
        throw forbidden(
          accountSuspendedMessage((await appSettings.current()).supportEmail),
          'ACCOUNT_SUSPENDED',
        );
      }
      await attempt.succeeded();
      const token = await transaction(db, async (tx) => {
        await audit.record(tx, {
          action: 'SIGN_IN',
          actor: auditParty(row),
          target: auditParty(row),
          origin: meta,
        });
        return openSession(tx, row.id, meta);
      });
      return { token };
    },
  };
}
