import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import { isClientRoute } from '@shelfwise/contract';
import type { FastifyInstance } from 'fastify';
import { PRIVATE_PAGE_HEADERS } from './private-headers.ts';

const ONE_YEAR = 'public, max-age=31536000, immutable';

/**
 * Serves the built web app: hashed assets cached for a year, index.html never cached (so a new
 * release is picked up at once), and index.html for every other non-API path (client routing).
 */
export async function registerWebApp(app: FastifyInstance, distDir: string | undefined): Promise<void> {
  const hasBuild = distDir !== undefined && existsSync(join(distDir, 'index.html'));
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: distDir,
      // Look files up per request rather than listing them at start-up, so a rebuild of dist/
      // under a running server (a deploy that swaps files in place) serves the new assets.
      wildcard: true,
      cacheControl: false,
      preCompressed: false,
      // @fastify/static 9 hands the raw response here (10 needs Node 22; see scripts/check-engines.mjs).
      setHeaders(res, path) {
        if (path.includes('/assets/')) res.setHeader('cache-control', ONE_YEAR);
        else if (path.endsWith('.html')) res.setHeader('cache-control', 'no-cache');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
    // The borrower's page (issue 29) and a shared wishlist (issue 30) sit behind secret URLs:
    // never cached, passed on or indexed.
    const isPrivate = path.startsWith('/borrower/') || path.startsWith('/wishlist/');
    if (isPrivate) reply.headers(PRIVATE_PAGE_HEADERS);
    if (path === '/api' || path.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ message: `Route ${request.method} ${path} not found`, code: 'NOT_FOUND' });
    }
    if ((request.method !== 'GET' && request.method !== 'HEAD') || path.startsWith('/assets/')) {
      return reply.status(404).send({ message: `${path} not found`, code: 'NOT_FOUND' });
    }
    if (!hasBuild) {
      return reply.status(404).send({
        message: 'The web app is not built. Run `npm run build` or `npm start`.',
        code: 'NOT_FOUND',
      });
    }
    // A path the app has no page for still gets the app (it shows its 404 page), with status 404.
    return reply
      .status(isClientRoute(path) ? 200 : 404)
      .header('cache-control', isPrivate ? PRIVATE_PAGE_HEADERS['cache-control'] : 'no-cache')
      .sendFile('index.html');
  });
}
