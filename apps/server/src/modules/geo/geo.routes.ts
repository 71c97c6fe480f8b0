import { errorBodySchema, geoSchema } from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { createGeoService, GEO_LOOKUP_TIMEOUT_MS } from './geo.service.ts';
import { createIpLocationClient } from './ip-location.client.ts';

export const geoRoutes: FastifyPluginAsyncZod<{ geoApiUrl: string }> = async (app, { geoApiUrl }) => {
  const geo = createGeoService({
    client: createIpLocationClient(geoApiUrl, GEO_LOOKUP_TIMEOUT_MS),
    log: app.log,
  });

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
