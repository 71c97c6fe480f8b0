import {
  addRecommendationToLibraryResponseSchema,
  createRecommendationSchema,
  errorBodySchema,
  receivedRecommendationListSchema,
  recommendationCountSchema,
  recommendationIdParamsSchema,
  sentRecommendationResponseSchema,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth-guard.ts';
import type { RecommendationsService } from './recommendations.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const security = [{ bearerAuth: [] }];

/** /api/recommendations/* (spec §7): send to a friend, and what friends sent you. */
export const recommendationsRoutes: FastifyPluginAsyncZod<{
  recommendations: RecommendationsService;
}> = async (app, { recommendations }) => {
  app.addHook('preHandler', requireUser);

  app.post(
    '/recommendations',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Recommend one of your books to a friend',
        description:
          'The message is used as written on the Premium plan only; on other plans the default message ' +
          'built from the title and author is sent instead. rating defaults to the book’s rating. ' +
          'A book that is not yours or a recipient who is not your friend: 404. At most ' +
          '20 recommendations in any 24 hours: 429.',
        security,
        body: createRecommendationSchema,
        response: {
          201: sentRecommendationResponseSchema,
          ...errors,
          409: errorBodySchema,
          429: errorBodySchema,
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await recommendations.recommend(request.user.id, request.body) }),
  );

  app.get(
    '/recommendations',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Recommendations you received, newest first (dismissed ones left out)',
        security,
        response: { 200: receivedRecommendationListSchema, ...errors },
      },
    },
    async (request) => ({ data: await recommendations.received(request.user.id) }),
  );

  app.get(
    '/recommendations/count',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'How many received recommendations are neither added nor dismissed',
        security,
        response: { 200: recommendationCountSchema, ...errors },
      },
    },
    async (request) => ({ data: { pending: await recommendations.countPending(request.user.id) } }),
  );

  app.post(
    '/recommendations/:id/add-to-library',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Add a recommended book to your library',
        description: 'Within your plan’s book limit (403 PLAN_LIMIT); a book already in your library: 409.',
        security,
        params: recommendationIdParamsSchema,
        response: { 201: addRecommendationToLibraryResponseSchema, ...errors, 409: errorBodySchema },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ data: await recommendations.addToLibrary(request.user.id, request.params.id) }),
  );

  app.delete(
    '/recommendations/:id',
    {
      schema: {
        tags: ['recommendations'],
        summary: 'Dismiss a recommendation you received',
        security,
        params: recommendationIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await recommendations.dismiss(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
