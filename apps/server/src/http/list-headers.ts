import type { FastifyReply, FastifyRequest } from 'fastify';
import { isAccessTokenRequest } from './auth-guard.ts';

/**
 * The paging headers of a list answered to a token client (decision 0028): `X-Total-Count`, and
 * `Link: <…>; rel="next"` when another page follows. The body is the same for every client; the
 * link is the request's own path and query with the paging parameters of the next page (a URI
 * reference from the site's root).
 */
export function sendListHeaders(
  request: FastifyRequest,
  reply: FastifyReply,
  page: { total: number; next: Record<string, string> | null },
): void {
  reply.header('x-total-count', String(page.total));
  if (!page.next) return;
  const url = new URL(request.url, 'http://shelfwise.invalid');
  for (const [name, value] of Object.entries(page.next)) url.searchParams.set(name, value);
  reply.header('link', `<${url.pathname}${url.search}>; rel="next"`);
}

/** Whether the list's paging headers are wanted: only token clients get them (a count may cost a query). */
export const wantsListHeaders = isAccessTokenRequest;
