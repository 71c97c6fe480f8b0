import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

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
      setHeaders(reply, path) {
        if (path.includes('/assets/')) reply.header('cache-control', ONE_YEAR);
        else if (path.endsWith('.html')) reply.header('cache-control', 'no-cache');
        else reply.header('cache-control', 'public, max-age=3600');
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '/';
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
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
