import { activityListSchema, activityQuerySchema, errorBodySchema } from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth-guard.ts';
import type { ActivityService } from './activity.service.ts';

export const activityRoutes: FastifyPluginAsyncZod<{ activity: ActivityService }> = async (
  app,
  { activity },
) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/activity/my-logs',
    {
      config: { scope: 'library:read' },
      schema: {
        tags: ['activity'],
        summary:
          "The caller's activity, newest first: one page (limit, default 100, at most 1000; cursor), filtered by from/to (ISO) and action",
        security: [{ bearerAuth: [] }],
        querystring: activityQuerySchema,
        response: { 200: activityListSchema, 400: errorBodySchema, 401: errorBodySchema },
      },
    },
    async (request) => activity.list(request.user, request.query),
  );
};
