import type { FastifyInstance } from 'fastify';
import { withDatabaseDeadline } from '../db/deadline.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * This route's database work may outlast a request's deadline (an export streamed to a
     * download, a large upload): its queries keep the background work's `DB_QUERY_TIMEOUT_MS`.
     */
    longDatabaseWork?: boolean;
  }
}

/**
 * What the sweep over the pool (db/client.ts, every 100 ms at most) and writing the 503 may take:
 * the deadline of a request's queries is this much earlier than the request's own.
 */
export const ANSWER_MARGIN_MS = 250;

/**
 * Every request's database work is due `timeoutMs` after the request arrives (db/deadline.ts): a
 * database that stops answering fails the query a little before that, and the error handler
 * answers 503, so the person waiting hears back within `timeoutMs` (DB_REQUEST_TIMEOUT_MS).
 */
export function registerDatabaseDeadline(app: FastifyInstance, timeoutMs: number): void {
  // Synchronous, as the other per-request hooks: `done` runs the rest of the request inside the scope.
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.routeOptions.config?.longDatabaseWork) {
      done();
      return;
    }
    withDatabaseDeadline(performance.now() + Math.max(0, timeoutMs - ANSWER_MARGIN_MS), done);
  });
}
