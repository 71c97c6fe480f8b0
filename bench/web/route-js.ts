// `npx tsx bench/web/route-js.ts [--dist apps/web/dist] [paths…]`: the JavaScript each page loads in
// Chromium before the network goes quiet, gzipped at the default level (what `bench:web` counts),
// without Lighthouse or a database. The built app is served as the server serves it (every path
// that is not a file gets index.html); /api answers 503, as an unreachable server would.
//
//   nice -n 19 npm run build -w apps/web && nice -n 19 npx tsx bench/web/route-js.ts / /auth

import { readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { CHROMIUM_ARGS, chromiumPath } from '../../e2e/support/chromium.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const args = process.argv.slice(2);
const distArg = args.indexOf('--dist');
const dist = distArg >= 0 ? args[distArg + 1]! : join(root, 'apps/web/dist');
const paths = args.filter((a, i) => a.startsWith('/') && (distArg < 0 || i !== distArg + 1));
const PATHS = paths.length > 0 ? paths : ['/', '/auth', '/auth?mode=login'];

const types: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.html': 'text/html',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.webmanifest': 'application/manifest+json',
  '.png': 'image/png',
};

const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  if (path.startsWith('/api/')) {
    res.writeHead(503, { 'content-type': 'application/json' }).end('{"error":"unavailable"}');
    return;
  }
  let file = join(dist, normalize(path).replace(/^(\.\.[/\\])+/, ''));
  try {
    if (!statSync(file).isFile()) file = join(dist, 'index.html');
  } catch {
    file = join(dist, 'index.html');
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

const browser = await chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
try {
  for (const path of PATHS) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const scripts: string[] = [];
    page.on('request', (r) => {
      if (r.resourceType() === 'script' && r.url().startsWith(base)) scripts.push(new URL(r.url()).pathname);
    });
    await page.goto(`${base}${path}`, { waitUntil: 'networkidle' });
    const sized = scripts.map((s) => ({
      script: s,
      gzipKb: gzipSync(readFileSync(join(dist, s))).length / 1024,
    }));
    sized.sort((a, b) => b.gzipKb - a.gzipKb);
    const total = sized.reduce((sum, s) => sum + s.gzipKb, 0);
    console.log(`\n${path}: ${total.toFixed(1)} KB gzip in ${sized.length} scripts`);
    for (const s of sized) console.log(`  ${s.gzipKb.toFixed(1).padStart(6)}  ${s.script}`);
    await context.close();
  }
} finally {
  await browser.close();
  server.close();
}
