import { createAccountAdmin } from './account-admin.ts';
import { createAccounts } from './accounts.ts';
import type { AuthContext, AuthServiceDeps } from './auth.context.ts';
import { createEmailChange } from './email-change.ts';
import { createPasswordReset } from './password-reset.ts';
import { createSessions } from './sessions.ts';
import { createSignIn } from './sign-in.ts';
import { createSignUp } from './sign-up.ts';
import { createThrottles } from './throttles.ts';
import { createVerification } from './verification.ts';

export type {
  AccountCreatedHook,
  AccountRow,
  AuthServiceDeps,
  EmailChange,
  ProfileChanges,
} from './auth.context.ts';
export { auditParty, LAST_ADMIN_MESSAGE, toUser } from './auth.context.ts';

/**
 * The auth module's service, put together from one part per job, each in its own file: sessions
 * (cache, listener, sign-out, and the account writes every part goes through), verification codes,
 * sign-up, sign-in, password reset, email change, accounts as other modules read and change them,
 * and the admin and seed operations. Other modules and the routes see one service and pick what they
 * need (`Pick<AuthService, ...>`); the parts share only `AuthContext`.
 */
export type AuthService = ReturnType<typeof createAuthService>;

export function createAuthService(deps: AuthServiceDeps) {
  const sessions = createSessions(deps);
  const ctx: AuthContext = {
    db: deps.db,
    config: deps.config,
    log: deps.log,
    clock: deps.clock,
    audit: deps.audit,
    appSettings: deps.appSettings,
    now: () => deps.clock.now(),
    throttles: createThrottles(deps.limiter, deps.clock),
    writes: sessions.writes,
  };
  const verification = createVerification(ctx);
  const signUp = createSignUp(ctx, { openSession: sessions.openSession, ...verification });
  // What the parts hand each other stays inside the module.
  const { writes: _writes, live: _live, ...sessionOperations } = sessions;
  const { sendVerificationCode: _send, ...verificationOperations } = verification;
  const { createAccountRow: _create, ...signUpOperations } = signUp;
  return {
    ...sessionOperations,
    /**
     * Whether signed-in users are being read from the session cache: its listener is connected and
     * has heard its own heartbeat back within SESSION_CACHE_STALE_MS.
     */
    get sessionCacheLive(): boolean {
      return sessions.live;
    },
    ...verificationOperations,
    ...signUpOperations,
    ...createSignIn(ctx, sessions),
    ...createPasswordReset(ctx, sessions),
    ...createEmailChange(ctx, verification),
    ...createAccounts(ctx),
    ...createAccountAdmin(ctx, signUp),
  };
}
