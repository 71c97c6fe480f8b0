import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import type { Metrics } from '../platform/metrics.ts';
import { requestContext } from '../platform/request-context.ts';
import { notFound, unauthorized } from './errors.ts';

/** An id a proxy may hand us in X-Request-Id (nginx's $request_id is 32 hex digits). */
const GIVEN_ID = /^[A-Za-z0-9._:-]{8,128}$/;

/**
 * Fastify's `genReqId`: the X-Request-Id of a proxy we trust (TRUST_PROXY > 0), so that its access
 * log and ours share the id; otherwise, or when it is not a plain token, a random UUID.
 */
export function requestIdGenerator(trustProxyHops: number): (req: IncomingMessage) => string {
  return (req) => {
    const given = req.headers['x-request-id'];
    if (trustProxyHops > 0 && typeof given === 'string' && GIVEN_ID.test(given)) return given;
    return randomUUID();
  };
}

/**
 * Every answer carries `X-Request-Id` (errors included: what a reader or a proxy log quotes when
 * something failed), and every log line written while the request runs its `reqId`
 * (platform/request-context.ts). Registered before any other hook, so even an answer given in an
 * early hook (401, the shutdown 503) has it. The error body stays the API's `{ message, code }`:
 * the id is in the header, not mixed into the shape every client parses.
 */
export function registerRequestIds(app: FastifyInstance): void {
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('x-request-id', request.id);
    requestContext.run({ reqId: request.id }, done);
  });
}

/**
 * Request latency by route pattern (`/api/books/:id`, never the URL with its ids), method and
 * status; and `GET /metrics`, which answers only `Authorization: Bearer <METRICS_TOKEN>` (404
 * without METRICS_TOKEN, as if it did not exist; 401 with a wrong or missing token).
 */
export function registerMetrics(app: FastifyInstance, metrics: Metrics, token: string | undefined): void {
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    metrics.observeRequest(route, request.method, reply.statusCode, reply.elapsedTime / 1000);
  });
  const expected = token ? Buffer.from(`Bearer ${token}`) : null;
  app.get('/metrics', { schema: { hide: true } }, async (request, reply) => {
    if (!expected) throw notFound('Route');
    const given = Buffer.from(request.headers.authorization ?? '');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized('Send the metrics token as Authorization: Bearer <METRICS_TOKEN>');
    }
    return reply.header('content-type', metrics.contentType).send(await metrics.render());
  });
}
