import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * The request a piece of work runs for, carried through every await of its handler (http/request-id.ts
 * enters it). The logger reads it, so a line logged by a service during a request carries the
 * request's id like Fastify's own request log does.
 */
export const requestContext = new AsyncLocalStorage<{ reqId: string }>();
