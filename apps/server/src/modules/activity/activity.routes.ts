import { activityListSchema, errorBodySchema } from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { listActivity } from './activity.service.ts';

export const activityRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/activity/my-logs',
    {
      schema: {
        tags: ['activity'],
        summary: "The caller's activity, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: activityListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await listActivity(db, request.user.id) }),
  );
};
