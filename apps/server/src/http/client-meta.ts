import type { FastifyRequest } from 'fastify';

/** Who is asking, for rate limits and session rows: the client address (after TRUST_PROXY hops) and agent. */
export interface ClientMeta {
  ip: string;
  userAgent?: string | null;
}

export function clientMeta(request: FastifyRequest): ClientMeta {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null };
}
