import { Readable } from 'node:stream';
import {
  adminAppSettingsSchema,
  adminOverviewSchema,
  adminUserDetailSchema,
  adminUserListQuerySchema,
  adminUserListResponseSchema,
  adminUserParamsSchema,
  adminUserUpdateBodySchema,
  appSettingsSchema,
  auditLogFiltersSchema,
  auditLogListSchema,
  auditLogQuerySchema,
  errorBodySchema,
  messageResponseSchema,
} from '@shelfwise/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/auth-guard.ts';
import { clientMeta } from '../../http/client-meta.ts';
import { notFound } from '../../http/errors.ts';
import { fileAnswer } from '../../http/file-answer.ts';
import type { Clock } from '../../platform/clock.ts';
import type { AdminService } from './admin.service.ts';
import type { AppSettingsService } from './app-settings.ts';
import type { AuditLog } from './audit-log.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const secured = [{ bearerAuth: [] }];
const tags = ['admin'];

/**
 * Registered with prefix `/admin`: the guard covers every path under it, known or not. The role is
 * the database's (never the token's), as the session cache has it: it forgets an account the moment
 * PostgreSQL reports a change to it (decision 0017).
 */
export const adminRoutes: FastifyPluginAsyncZod<{
  admin: AdminService;
  audit: AuditLog;
  clock: Clock;
}> = async (app, { admin, audit, clock }) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/overview',
    {
      schema: {
        tags,
        summary: 'Users, sign-ups, loans, revenue, mail and jobs at a glance',
        security: secured,
        response: { 200: adminOverviewSchema, ...errors },
      },
    },
    async () => admin.overview(),
  );

  app.get(
    '/users',
    {
      schema: {
        tags,
        summary: 'Accounts, newest first: search by name or email, filter by plan, role and status',
        security: secured,
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListResponseSchema, ...errors },
      },
    },
    async (request) => admin.listUsers(request.query),
  );

  app.get(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'One account with its subscription and recent activity',
        security: secured,
        params: adminUserParamsSchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => admin.getUser(request.params.id),
  );

  app.patch(
    '/users/:id',
    {
      schema: {
        tags,
        summary:
          'Change role, give a complimentary plan (free withdraws it) or suspend; not yourself, not the last admin',
        security: secured,
        params: adminUserParamsSchema,
        body: adminUserUpdateBodySchema,
        response: { 200: adminUserDetailSchema, ...errors },
      },
    },
    async (request) => admin.updateUser(request.user, request.params.id, request.body, clientMeta(request)),
  );

  app.post(
    '/users/:id/resend-verification',
    {
      schema: {
        tags,
        summary: 'Mail the user a new verification code',
        security: secured,
        params: adminUserParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: await admin.resendVerification(request.user, request.params.id, clientMeta(request)),
    }),
  );

  app.post(
    '/users/:id/password-reset',
    {
      schema: {
        tags,
        summary: 'Mail the user a password reset link (admins never see or set passwords)',
        security: secured,
        params: adminUserParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: await admin.sendPasswordReset(request.user, request.params.id, clientMeta(request)),
    }),
  );

  app.delete(
    '/users/:id',
    {
      schema: {
        tags,
        summary: 'Delete the account and all its data (its subscription is cancelled first)',
        security: secured,
        params: adminUserParamsSchema,
        response: { 200: messageResponseSchema, ...errors, 503: errorBodySchema },
      },
    },
    async (request) => {
      await admin.deleteUser(request.user, request.params.id, clientMeta(request));
      return { message: 'The account and all its data have been deleted.' };
    },
  );

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'The app settings and who saved them last',
        security: secured,
        response: { 200: adminAppSettingsSchema, ...errors },
      },
    },
    async () => admin.settings(),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Save the app settings (every field; other instances see them within seconds)',
        security: secured,
        body: appSettingsSchema,
        response: { 200: adminAppSettingsSchema, ...errors },
      },
    },
    async (request) => admin.saveSettings(request.user, request.body, clientMeta(request)),
  );

  app.get(
    '/audit-logs',
    {
      schema: {
        tags,
        summary: 'The audit log, newest first (append-only: nothing changes or deletes an entry)',
        security: secured,
        querystring: auditLogQuerySchema,
        response: { 200: auditLogListSchema, ...errors },
      },
    },
    async (request) => {
      const { page, limit, ...filters } = request.query;
      return audit.list(filters, page, limit);
    },
  );

  app.get(
    '/audit-logs/export',
    {
      config: { longDatabaseWork: true },
      schema: {
        tags,
        summary: 'The audit log as CSV, with the same filters',
        security: secured,
        querystring: auditLogFiltersSchema,
        response: { 200: fileAnswer('text/csv', 'The audit log entries as CSV'), ...errors },
      },
    },
    async (request, reply) => {
      const day = clock.now().toISOString().slice(0, 10);
      return (reply as FastifyReply)
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="audit-log-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(audit.csv(request.query)));
    },
  );

  // Unknown admin paths answer 404 only to admins; everyone else gets the guard's 401/403 first.
  app.all('/*', { schema: { hide: true } }, async () => {
    throw notFound('Page');
  });
};

/** `GET /api/app-settings`: public, read by the sign-up form, the banner and the dashboard's notice. */
export const appSettingsRoutes: FastifyPluginAsyncZod<{ appSettings: AppSettingsService }> = async (
  app,
  { appSettings },
) => {
  app.get(
    '/app-settings',
    {
      schema: {
        tags: ['app settings'],
        summary: 'Sign-ups open or closed, the sponsored banner items, the site notice, the support address',
        response: { 200: appSettingsSchema, 503: errorBodySchema },
      },
    },
    async (_request, reply) => {
      // Shared caches may keep it as briefly as the instances do.
      reply.header('cache-control', 'public, max-age=5');
      return appSettings.current();
    },
  );
};
