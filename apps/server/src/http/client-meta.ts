import type { FastifyRequest } from 'fastify';
import type { ClientMeta } from '../platform/client-meta.ts';

export type { ClientMeta };

export function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
