import {
  ACCESS_TOKEN_PREFIX,
  type AccessTokenScope,
  type Language,
  type NotificationSettings,
  type PlanId,
  type Role,
  type Timezone,
} from '@shelfwise/contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
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
  /**
   * The session this request runs under (what logout revokes); empty for a request made with an
   * access token (such a request never reaches a route that reads it: they declare no scope).
   */
  sessionId: string;
  /** The personal access token this request came with (its id and scopes), or null for a session. */
  accessToken: { id: string; scopes: readonly AccessTokenScope[] } | null;
}

/** A token client's request budget (decision 0028): sent as the RateLimit-* headers of each answer. */
export interface ApiRateLimit {
  limit: number;
  remaining: number;
  /** Seconds until the window opens again (by the app's clock). */
  resetSeconds: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    /**
     * Set by `requireUser`, `requireUserAllowUnverified` or `requireAdmin`. On a route without
     * one of them it is null at run time: only read it behind a guard.
     */
    user: AuthUser;
    /** Set by the access-token authenticator once it counted the request; null otherwise. */
    apiRateLimit: ApiRateLimit | null;
  }
  interface FastifyInstance {
    authenticator: Authenticator;
  }
  interface FastifyContextConfig {
    /**
     * The access-token scope this route needs (decision 0028). A route without one refuses
     * requests made with a token (403): account, billing, admin, sessions, tokens themselves.
     */
    scope?: AccessTokenScope;
  }
}

export interface Authenticator {
  /** The user of the bearer token, or a 401 AppError. */
  authenticate(request: FastifyRequest): Promise<AuthUser>;
}

export interface Authenticators {
  /** The web app's sessions (the auth module). */
  session: Authenticator;
  /** Personal access tokens, `Authorization: Bearer sw_pat_…` (the access-tokens module). */
  accessToken: Authenticator;
}

const ACCESS_TOKEN_BEARER = new RegExp(`^Bearer\\s+${ACCESS_TOKEN_PREFIX}`, 'i');

/**
 * Whether the request came with a personal access token (whatever it is worth): such clients get
 * errors as problem+json, a WWW-Authenticate header on 401 and the RateLimit-* headers.
 */
export function isAccessTokenRequest(request: FastifyRequest): boolean {
  const header = request.headers.authorization;
  return typeof header === 'string' && ACCESS_TOKEN_BEARER.test(header);
}

/** The RateLimit-* headers (and Retry-After on 429) of a token client's answer. */
function sendRateLimit(request: FastifyRequest, reply: FastifyReply): void {
  const rate = request.apiRateLimit;
  if (!rate) return;
  const { resetSeconds } = rate;
  reply
    .header('ratelimit-limit', String(rate.limit))
    .header('ratelimit-remaining', String(rate.remaining))
    .header('ratelimit-reset', String(resetSeconds));
  if (reply.statusCode === 429 && !reply.hasHeader('retry-after'))
    reply.header('retry-after', String(Math.max(1, resetSeconds)));
}

/**
 * Called once by buildApp on the root instance, before any module is registered. The authenticators
 * come from the auth and access-tokens modules through the composition root: this floor knows no
 * module. A bearer token that starts with `sw_pat_` goes to the access tokens, any other to sessions.
 */
export function registerAuthGuard(app: FastifyInstance, authenticators: Authenticators): void {
  app.decorateRequest('user', null as unknown as AuthUser);
  app.decorateRequest('apiRateLimit', null);
  app.decorate('authenticator', {
    authenticate: (request) =>
      isAccessTokenRequest(request)
        ? authenticators.accessToken.authenticate(request)
        : authenticators.session.authenticate(request),
  });
  // A token on a route that declares a scope is checked before the request is validated, so a
  // token without the scope is told so (403) whatever it sent. The route's guard then finds the user.
  app.addHook('preValidation', async (request) => {
    if (!isAccessTokenRequest(request) || !request.routeOptions.config.scope) return;
    request.user = await request.server.authenticator.authenticate(request);
    checkTokenScope(request);
  });
  app.addHook('onSend', async (request, reply) => {
    if (!isAccessTokenRequest(request)) return;
    sendRateLimit(request, reply);
    // RFC 6750: an unknown, revoked or expired token is named as such.
    if (reply.statusCode === 401) reply.header('www-authenticate', 'Bearer error="invalid_token"');
  });
}

/**
 * A request made with an access token may reach only a route that declares a scope, and only with
 * that scope among the token's (403 naming it otherwise).
 */
function checkTokenScope(request: FastifyRequest): void {
  const token = request.user.accessToken;
  if (!token) return;
  const scope = request.routeOptions.config.scope;
  if (!scope) throw forbidden('Access tokens cannot be used here. Sign in to Shelfwise for this.');
  if (!token.scopes.includes(scope)) throw forbidden(`This token lacks the ${scope} scope`);
}

/**
 * Signed-in user, verified or not: only for auth and settings routes (an unverified user must be
 * able to verify, resend, read /me, change settings and delete the account).
 */
export async function requireUserAllowUnverified(request: FastifyRequest): Promise<void> {
  // Already found for a token on a scoped route (registerAuthGuard's preValidation hook).
  if (!request.user) request.user = await request.server.authenticator.authenticate(request);
  checkTokenScope(request);
}

/** Signed-in user with a verified email; unverified → 403 `EMAIL_NOT_VERIFIED`. Use on every other route. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  await requireUserAllowUnverified(request);
  if (!request.user.emailVerified) {
    throw forbidden('Please verify your email address to continue', 'EMAIL_NOT_VERIFIED');
  }
}

/** Verified user whose role (read from the database now) is admin; anyone else → 403. Never a token. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  await requireUser(request);
  if (request.user.accessToken)
    throw forbidden('Access tokens cannot be used here. Sign in to Shelfwise for this.');
  if (request.user.role !== 'admin') throw forbidden('This area is for administrators only');
}
