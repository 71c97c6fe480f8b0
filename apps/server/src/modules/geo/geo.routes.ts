import { errorBodySchema, geoSchema } from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GeoService } from './geo.service.ts';

export const geoRoutes: FastifyPluginAsyncZod<{ geo: GeoService }> = async (app, { geo }) => {
  app.get(
    '/geo',
    {
      schema: {
        tags: ['geo'],
        summary: "The caller's country by IP address (for the pricing region); null when unknown",
        response: { 200: geoSchema, 500: errorBodySchema },
      },
    },
    async (request, reply) => {
      const country = await geo.countryOf(request.ip);
      // Per caller, so no shared cache may keep it; the browser may for a while.
      return reply.header('cache-control', 'private, max-age=3600').send({ country });
    },
  );
};
