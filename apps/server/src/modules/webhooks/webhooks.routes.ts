import {
  createWebhookSchema,
  errorBodySchema,
  updateWebhookSchema,
  webhookAnswerSchema,
  webhookCreatedSchema,
  webhookDeliveryListSchema,
  webhookDeliverySchema,
  webhookIdParamsSchema,
  webhookListSchema,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth-guard.ts';
import type { WebhooksService } from './webhooks.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const security = [{ bearerAuth: [] }];
const sessionOnly =
  'For the signed-in user of the web app: a request made with an access token is refused (403).';

/**
 * /api/webhooks: the signed-in user's outgoing webhook endpoints (issue 31). No route declares a
 * scope, so an access token can never see or change them (a token must not redirect loan events).
 */
export const webhooksRoutes: FastifyPluginAsyncZod<{ webhooks: WebhooksService }> = async (
  app,
  { webhooks },
) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Your webhook endpoints (their signing secret is never shown again)',
        description: sessionOnly,
        security,
        response: { 200: webhookListSchema, ...errors },
      },
    },
    (request) => webhooks.list(request.user),
  );

  app.post(
    '/webhooks',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Register a webhook endpoint: the answer holds its signing secret this once',
        description: `${sessionOnly} https only; private, loopback and link-local addresses are refused. The plan decides how many endpoints you may have (403 PLAN_LIMIT).`,
        security,
        body: createWebhookSchema,
        response: { 201: webhookCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply
        .status(201)
        .header('cache-control', 'no-store')
        .send({ data: await webhooks.create(request.user, request.body) }),
  );

  app.patch(
    '/webhooks/:id',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Turn a webhook endpoint on or off, or change its events',
        description: `${sessionOnly} Turning an endpoint on again clears its run of failures.`,
        security,
        params: webhookIdParamsSchema,
        body: updateWebhookSchema,
        response: { 200: webhookAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      data: await webhooks.update(request.user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/webhooks/:id',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Delete a webhook endpoint and its delivery log',
        description: sessionOnly,
        security,
        params: webhookIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await webhooks.remove(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/webhooks/:id/deliveries',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'The endpoint’s last 50 deliveries, newest first',
        description: sessionOnly,
        security,
        params: webhookIdParamsSchema,
        response: { 200: webhookDeliveryListSchema, ...errors },
      },
    },
    async (request) => ({ data: await webhooks.deliveries(request.user.id, request.params.id) }),
  );

  app.post(
    '/webhooks/:id/test',
    {
      schema: {
        tags: ['webhooks'],
        summary: 'Send a `webhook.ping` event to the endpoint (queued: see its deliveries)',
        description: sessionOnly,
        security,
        params: webhookIdParamsSchema,
        response: { 202: z.object({ data: webhookDeliverySchema }), ...errors },
      },
    },
    async (request, reply) =>
      reply.status(202).send({ data: await webhooks.ping(request.user.id, request.params.id) }),
  );
};
