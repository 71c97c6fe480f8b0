import { z } from 'zod';

export const healthSchema = z.object({
  status: z.enum(['ok', 'error']),
  db: z.enum(['ok', 'down']),
});
export type Health = z.infer<typeof healthSchema>;

/**
 * `GET /api/health/ready`: whether this instance should get traffic now. 200 when PostgreSQL
 * answers and the instance is not shutting down, else 503 with the reason in the fields.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  db: z.enum(['ok', 'down']),
  stopping: z.boolean(),
});
export type Readiness = z.infer<typeof readinessSchema>;

/**
 * `GET /api/health/live`: the process is up and serving HTTP. Always 200 while it answers at all:
 * it reads nothing, so a database outage never gets a healthy instance restarted.
 */
export const livenessSchema = z.object({ status: z.literal('alive') });
export type Liveness = z.infer<typeof livenessSchema>;
