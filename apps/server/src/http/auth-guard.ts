import type { Language, NotificationSettings, PlanId, Role, Timezone } from '@shelfwise/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden } from './errors.ts';

/**
 * The signed-in user as the database has it (never from the token's claims): read by the auth
 * module, from its session cache while no change to the account has been reported (decision 0017).
 */
export interface AuthUser {
  id: string;
  name: string;
  email: string;
  role: Role;
  plan: PlanId;
  /** A plan given by an admin free of charge (included in `plan`), or null. */
  complimentaryPlan: PlanId | null;
  intendedPlan: PlanId;
  emailVerified: boolean;
  avatar: string | null;
  language: Language;
  timezone: Timezone;
  notificationSettings: NotificationSettings;
  createdAt: Date;
  /** The session this request runs under (what logout revokes). */
  sessionId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by `requireUser`, `requireUserAllowUnverified` or `requireAdmin`. On a route without
     * one of them it is null at run time: only read it behind a guard.
     */
    user: AuthUser;
  }
  interface FastifyInstance {
    authenticator: Authenticator;
  }
}

export interface Authenticator {
  /** The user of the bearer token, or a 401 AppError. */
  authenticate(request: FastifyRequest): Promise<AuthUser>;
}

/**
 * Called once by buildApp on the root instance, before any module is registered. The authenticator
 * comes from the auth module through the composition root: this floor knows no module.
 */
export function registerAuthGuard(app: FastifyInstance, authenticator: Authenticator): void {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorate('authenticator', authenticator);
}

/**
 * Signed-in user, verified or not: only for auth and settings routes (an unverified user must be
 * able to verify, resend, read /me, change settings and delete the account).
 */
export async function requireUserAllowUnverified(request: FastifyRequest): Promise<void> {
  request.user = await request.server.authenticator.authenticate(request);
}

/** Signed-in user with a verified email; unverified → 403 `EMAIL_NOT_VERIFIED`. Use on every other route. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  await requireUserAllowUnverified(request);
  if (!request.user.emailVerified) {
    throw forbidden('Please verify your email address to continue', 'EMAIL_NOT_VERIFIED');
  }
}

/** Verified user whose role (read from the database now) is admin; anyone else → 403. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user.role !== 'admin') throw forbidden('This area is for administrators only');
}
