import { activityListSchema, errorBodySchema } from '@shelfwise/contract';
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
      schema: {
        tags: ['activity'],
        summary: "The caller's activity, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: activityListSchema, 401: errorBodySchema },
      },
    },
    async (request) => ({ data: await activity.list(request.user.id) }),
  );
};
