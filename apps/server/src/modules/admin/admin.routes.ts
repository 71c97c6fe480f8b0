import { adminUserListQuerySchema, adminUserListResponseSchema, errorBodySchema } from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../http/auth-guard.ts';
import { notFound } from '../../http/errors.ts';
import type { UsersService } from '../users/index.ts';

/** Registered with prefix `/admin`: the guard covers every path under it, known or not. */
export const adminRoutes: FastifyPluginAsyncZod<{ users: UsersService }> = async (app, { users }) => {
  app.addHook('onRequest', requireAdmin);

  app.get(
    '/users',
    {
      schema: {
        tags: ['admin'],
        summary: 'Every account (admins only)',
        security: [{ bearerAuth: [] }],
        querystring: adminUserListQuerySchema,
        response: { 200: adminUserListResponseSchema, 401: errorBodySchema, 403: errorBodySchema },
      },
    },
    async (request) => users.listUsers(request.query.page, request.query.limit),
  );

  // Unknown admin paths answer 404 only to admins; everyone else gets the guard's 401/403 first.
  app.all('/*', { schema: { hide: true } }, async () => {
    throw notFound('Page');
  });
};
