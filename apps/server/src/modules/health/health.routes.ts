import { errorBodySchema, healthSchema, livenessSchema, readinessSchema } from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type pg from 'pg';
import type { Lifecycle } from '../../http/shutdown.ts';

const DB_TIMEOUT_MS = 2000;

async function isDatabaseUp(pool: pg.Pool): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<boolean>((resolve) => {
    timer = setTimeout(() => resolve(false), DB_TIMEOUT_MS);
  });
  const probe = pool.query('SELECT 1').then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([probe, timeout]);
  } finally {
    clearTimeout(timer);
  }
}

export const healthRoutes: FastifyPluginAsyncZod<{ pool: pg.Pool; lifecycle: Lifecycle }> = async (
  app,
  { pool, lifecycle },
) => {
  app.get(
    '/health',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness and database reachability',
        response: { 200: healthSchema, 503: healthSchema, 500: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const up = await isDatabaseUp(pool);
      return up
        ? reply.send({ status: 'ok', db: 'ok' })
        : reply.status(503).send({ status: 'error', db: 'down' });
    },
  );

  app.get(
    '/health/live',
    {
      schema: {
        tags: ['health'],
        summary: 'Liveness: the process answers HTTP (reads nothing, not even PostgreSQL)',
        response: { 200: livenessSchema, 500: errorBodySchema },
      },
    },
    async () => ({ status: 'alive' as const }),
  );

  app.get(
    '/health/ready',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: PostgreSQL answers and this instance is not shutting down',
        response: { 200: readinessSchema, 503: readinessSchema, 500: errorBodySchema },
      },
    },
    async (_request, reply) => {
      const stopping = lifecycle.isStopping;
      const up = await isDatabaseUp(pool);
      const db = up ? 'ok' : 'down';
      return up && !stopping
        ? reply.send({ status: 'ready', db, stopping })
        : reply.status(503).send({ status: 'not_ready', db, stopping });
    },
  );
};
