import { randomBytes } from 'node:crypto';
import type { PlanId, Role, User } from '@shelfwise/contract';
import type { AppUnderTest } from '../harness.ts';

export interface CreateUserOptions {
  plan?: PlanId;
  role?: Role;
  /** Default true: most tests need a user who may use every route. */
  verified?: boolean;
  email?: string;
  name?: string;
  password?: string;
}

export interface CreatedUser {
  /** As `GET /api/auth/me` answers it (after the plan/role/verified changes). */
  user: User;
  /** A real session token: send it as `authorization: Bearer ${token}`. */
  token: string;
  password: string;
  /** `{ authorization: 'Bearer …' }`, ready for `app.inject({ headers })`. */
  headers: { authorization: string };
}

let counter = 0;

/**
 * A real account made through the real auth service (argon2 hash, session row, signed JWT, the
 * verification mail in the outbox), then verified / promoted the way the service does it.
 */
export async function createUser(t: AppUnderTest, options: CreateUserOptions = {}): Promise<CreatedUser> {
  const { auth } = t.services;
  const n = ++counter;
  const password = options.password ?? `Pw-${randomBytes(6).toString('hex')}-1a`;
  const { token, user } = await auth.register({
    name: options.name ?? `Test User ${n}`,
    email: options.email ?? `user${n}-${randomBytes(4).toString('hex')}@example.test`,
    password,
    plan: options.plan ?? 'free',
  });
  if (options.verified ?? true) await auth.markEmailVerified(user.id);
  if (options.plan || options.role) {
    await auth.setRoleAndPlan(user.id, { plan: options.plan, role: options.role });
  }
  const me = await t.app.inject({
    method: 'GET',
    url: '/api/auth/me',
    headers: { authorization: `Bearer ${token}` },
  });
  if (me.statusCode !== 200) throw new Error(`createUser: /api/auth/me answered ${me.statusCode} ${me.body}`);
  return {
    user: (me.json() as { user: User }).user,
    token,
    password,
    headers: { authorization: `Bearer ${token}` },
  };
}
