import { randomBytes } from 'node:crypto';
import type { PlanId, PricingRegion, Role, Timezone, User } from '@shelfwise/contract';
import type { AppUnderTest } from '../harness.ts';

export interface CreateUserOptions {
  plan?: PlanId;
  role?: Role;
  /** Default true: most tests need a user who may use every route. */
  verified?: boolean;
  email?: string;
  name?: string;
  password?: string;
  /** The timezone setting; default the product's (UTC-8). */
  timezone?: Timezone;
  /** The payment region decided at sign-up; default none (as an account made before it was kept). */
  paymentRegion?: PricingRegion;
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
  const { token, user } = await auth.register(
    {
      name: options.name ?? `Test User ${n}`,
      email: options.email ?? `user${n}-${randomBytes(4).toString('hex')}@example.test`,
      password,
      plan: options.plan ?? 'free',
      ...(options.paymentRegion ? { paymentRegion: options.paymentRegion } : {}),
      // Each factory user signs up from an address of its own (TEST-NET-2), as separate people would,
      // so the sign-up limits per client address stay out of tests that are not about them.
    },
    { ip: `198.51.${(n >> 8) & 255}.${n & 255}` },
  );
  if (options.verified ?? true) await auth.markEmailVerified(user.id);
  if (options.plan || options.role) {
    await auth.setRoleAndPlan(user.id, { plan: options.plan, role: options.role });
  }
  if (options.timezone) {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: { authorization: `Bearer ${token}` },
      payload: { timezone: options.timezone },
    });
    if (res.statusCode !== 200)
      throw new Error(`createUser: settings answered ${res.statusCode} ${res.body}`);
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
