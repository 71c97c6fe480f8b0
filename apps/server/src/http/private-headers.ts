import type { FastifyReply } from 'fastify';

/**
 * What every answer behind a secret URL sends (the calendar feeds, the borrower's page and its
 * API): never stored by a cache, the URL never passed on as a Referer, never indexed.
 */
export const PRIVATE_PAGE_HEADERS = {
  'cache-control': 'no-store',
  'referrer-policy': 'no-referrer',
  'x-robots-tag': 'noindex',
} as const;

export function sendPrivately(reply: FastifyReply): FastifyReply {
  return reply.headers(PRIVATE_PAGE_HEADERS);
}
