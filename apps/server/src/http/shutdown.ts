import type { FastifyInstance } from 'fastify';

/** Whether this instance is shutting down; shared by main.ts, the shutdown gate and the readiness probe. */
export interface Lifecycle {
  readonly isStopping: boolean;
  markStopping(): void;
}

export function createLifecycle(): Lifecycle {
  let isStopping = false;
  return {
    get isStopping() {
      return isStopping;
    },
    markStopping() {
      isStopping = true;
    },
  };
}

export const SHUTTING_DOWN_MESSAGE = 'The server is restarting. Please try again in a moment.';

/**
 * Once shutdown has begun: a request that still arrives on an open keep-alive connection answers
 * 503 in the one error shape (health probes excepted: /api/health/ready says "not ready" itself),
 * every response asks the client to close its connection, and a connection that falls idle after
 * its last response is closed at once instead of lingering for the keep-alive time.
 */
export function registerShutdownGate(app: FastifyInstance, lifecycle: Lifecycle): void {
  // Synchronous hooks: they run on every request, and an async one costs a promise and a tick.
  app.addHook('onRequest', (request, reply, done) => {
    if (!lifecycle.isStopping || request.url.startsWith('/api/health')) {
      done();
      return;
    }
    reply
      .status(503)
      .header('connection', 'close')
      .header('retry-after', '5')
      .send({ message: SHUTTING_DOWN_MESSAGE, code: 'SERVICE_UNAVAILABLE' });
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (lifecycle.isStopping && !reply.raw.headersSent) reply.header('connection', 'close');
    done(null, payload);
  });
  app.addHook('onResponse', (_request, _reply, done) => {
    if (lifecycle.isStopping) setImmediate(() => app.server.closeIdleConnections());
    done();
  });
}

/**
 * Stops accepting connections, closes the idle keep-alive ones, lets requests in flight finish for
 * up to `graceMs`, then cuts the connections still open; resolves when the server is closed and
 * the app's onClose hooks have run. Answers whether anything had to be cut.
 */
export async function closeGracefully(
  app: FastifyInstance,
  lifecycle: Lifecycle,
  graceMs: number,
): Promise<{ wasCut: boolean }> {
  lifecycle.markStopping();
  let wasCut = false;
  const deadline = setTimeout(() => {
    wasCut = true;
    app.server.closeAllConnections();
  }, graceMs);
  try {
    const closing = app.close();
    // server.close() closes the connections idle right now; busy ones close after their response.
    app.server.closeIdleConnections();
    await closing;
  } finally {
    clearTimeout(deadline);
  }
  return { wasCut };
}
