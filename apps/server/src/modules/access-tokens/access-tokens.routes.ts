import {
  accessTokenCreatedSchema,
  accessTokenIdParamsSchema,
  accessTokenListSchema,
  createAccessTokenSchema,
  errorBodySchema,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth-guard.ts';
import { clientMeta } from '../../http/client-meta.ts';
import type { AccessTokensService } from './access-tokens.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const security = [{ bearerAuth: [] }];
const sessionOnly =
  'For the signed-in user of the web app: a request made with an access token is refused (403).';

/**
 * /api/access-tokens: the signed-in user's personal access tokens (issue 31). No route here
 * declares a scope, so a token can never list, make or revoke tokens (decision 0028).
 */
export const accessTokensRoutes: FastifyPluginAsyncZod<{ accessTokens: AccessTokensService }> = async (
  app,
  { accessTokens },
) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/access-tokens',
    {
      schema: {
        tags: ['access-tokens'],
        summary: 'Your personal access tokens not revoked (their secret is never shown again)',
        description: sessionOnly,
        security,
        response: { 200: accessTokenListSchema, ...errors },
      },
    },
    (request) => accessTokens.list(request.user),
  );

  app.post(
    '/access-tokens',
    {
      schema: {
        tags: ['access-tokens'],
        summary: 'Make a personal access token: the answer holds it this once',
        description: `${sessionOnly} The plan decides how many tokens may be live at once (403 PLAN_LIMIT).`,
        security,
        body: createAccessTokenSchema,
        response: { 201: accessTokenCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({ data: await accessTokens.create(request.user, request.body, clientMeta(request)) }),
  );

  app.delete(
    '/access-tokens/:id',
    {
      schema: {
        tags: ['access-tokens'],
        summary: 'Revoke one of your access tokens: it is refused (401) from now on',
        description: sessionOnly,
        security,
        params: accessTokenIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await accessTokens.revoke(request.user, request.params.id, clientMeta(request));
      return reply.status(204).send(null);
    },
  );
};
