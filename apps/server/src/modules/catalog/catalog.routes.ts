import { catalogSearchQuerySchema, catalogSearchResultSchema, errorBodySchema } from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth-guard.ts';
import { assertPlanAllows } from '../../http/plan-guard.ts';
import type { Catalog } from './catalog.service.ts';

/** GET /api/catalog/search?q= (basic and premium): the external books service, proxied. */
export const catalogRoutes: FastifyPluginAsyncZod<{ catalog: Catalog }> = async (app, { catalog }) => {
  app.get(
    '/catalog/search',
    {
      config: { scope: 'library:read' },
      preHandler: requireUser,
      schema: {
        tags: ['catalog'],
        summary: 'Search the external books catalog by title, author or ISBN (basic and premium)',
        security: [{ bearerAuth: [] }],
        querystring: catalogSearchQuerySchema,
        response: {
          200: catalogSearchResultSchema,
          400: errorBodySchema,
          401: errorBodySchema,
          403: errorBodySchema,
          502: errorBodySchema,
        },
      },
    },
    async (request) => {
      assertPlanAllows(request.user.plan, 'canSearchCatalog');
      return { data: await catalog.search(request.query.q) };
    },
  );
};
