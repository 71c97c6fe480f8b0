import {
  errorBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  meResponseSchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resetPasswordBodySchema,
  resetPasswordParamsSchema,
  resetPasswordResponseSchema,
  tokenResponseSchema,
  verifyEmailBodySchema,
  verifyEmailResponseSchema,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUserAllowUnverified } from '../../http/auth-guard.ts';
import { clientMeta } from '../../http/client-meta.ts';
import { type AccountRow, type AuthService, toUser } from './auth.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 409: errorBodySchema, 429: errorBodySchema };
const secured = [{ bearerAuth: [] }];

export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for this email, a password reset link is on its way.';

export const authRoutes: FastifyPluginAsyncZod<{
  auth: AuthService;
  /** How many books a user has (`booksCount` of the account's answers): the books module's to say. */
  countBooks: (userId: string) => Promise<number>;
}> = async (app, { auth, countBooks }) => {
  const withBooksCount = async (row: AccountRow) => toUser(row, await countBooks(row.id));

  app.post(
    '/auth/register',
    {
      schema: {
        tags: ['auth'],
        summary: 'Create an account (starts on free, unverified; a code is mailed)',
        body: registerBodySchema,
        response: { 201: registerResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.register(request.body, clientMeta(request))),
  );

  app.post(
    '/auth/login',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign in',
        body: loginBodySchema,
        response: { 200: tokenResponseSchema, ...errors },
      },
    },
    async (request) => auth.login(request.body, clientMeta(request)),
  );

  app.get(
    '/auth/me',
    {
      onRequest: requireUserAllowUnverified,
      schema: { tags: ['auth'], security: secured, response: { 200: meResponseSchema, ...errors } },
    },
    async (request) => ({ user: await withBooksCount(await auth.me(request.user)) }),
  );

  app.post(
    '/auth/verify-email',
    {
      onRequest: requireUserAllowUnverified,
      schema: {
        tags: ['auth'],
        security: secured,
        body: verifyEmailBodySchema,
        response: { 200: verifyEmailResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Email verified successfully!',
      user: await withBooksCount(await auth.verifyEmail(request.user, request.body.token)),
    }),
  );

  app.post(
    '/auth/resend-verification',
    {
      onRequest: requireUserAllowUnverified,
      schema: { tags: ['auth'], security: secured, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.resendVerification(request.user, clientMeta(request));
      return { message: 'Verification code resent to your email' };
    },
  );

  app.post(
    '/auth/forgot-password',
    {
      schema: {
        tags: ['auth'],
        summary: 'Mail a reset link (same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await auth.forgotPassword(request.body.email, clientMeta(request));
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.put(
    '/auth/reset-password/:token',
    {
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with a mailed link; signs out every other session',
        params: resetPasswordParamsSchema,
        body: resetPasswordBodySchema,
        response: { 200: resetPasswordResponseSchema, ...errors },
      },
    },
    async (request) => {
      const { token } = await auth.resetPassword(
        request.params.token,
        request.body.password,
        clientMeta(request),
      );
      return { message: 'Password updated successfully.', token };
    },
  );

  app.post(
    '/auth/logout',
    {
      onRequest: requireUserAllowUnverified,
      schema: { tags: ['auth'], security: secured, response: { 200: messageResponseSchema, ...errors } },
    },
    async (request) => {
      await auth.logout(request.user);
      return { message: 'Logged out' };
    },
  );
};
