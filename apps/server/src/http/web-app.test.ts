import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

describe('serving the built web app', () => {
  let t: TestApp;
  const dist = mkdtempSync(join(tmpdir(), 'shelfwise-dist-'));
  const bigScript = `console.log(${JSON.stringify('shelf '.repeat(2000))});`;

  beforeAll(async () => {
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shelfwise</title><div id="root"></div>');
    writeFileSync(join(dist, 'assets', 'index-abc123.js'), bigScript);
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it('answers index.html, uncached, for client routes: 200 for a page the app has, 404 for one it has not', async () => {
    for (const [url, status] of [
      ['/', 200],
      ['/dashboard/collection?search=dune', 200],
      ['/dashboard/library/6f1c2f55-0b4c-4a43-9f55-2b2f3c2f7a10', 200],
      ['/reset-password/abc', 200],
      ['/no/such/page', 404],
      ['/dashboard/nothing-here', 404],
      ['/dashboard/library', 404],
    ] as const) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(status);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toContain('<div id="root">');
    }
  });

  it('serves the borrower’s page and a shared wishlist privately: no-store, no Referer, noindex (issues 29, 30)', async () => {
    for (const [method, page] of [
      ['GET', 'borrower'],
      ['HEAD', 'borrower'],
      ['GET', 'wishlist'],
      ['HEAD', 'wishlist'],
    ] as const) {
      const res = await t.app.inject({ method, url: `/${page}/${'A'.repeat(43)}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-robots-tag']).toBe('noindex');
    }
    // Other pages keep the app's own policy.
    const home = await t.app.inject({ method: 'GET', url: '/' });
    expect(home.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(home.headers['x-robots-tag']).toBeUndefined();
  });

  it('caches hashed assets for a year and compresses them', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toBe(bigScript);
  });

  it('serves assets written after start-up (a rebuild under a running server)', async () => {
    writeFileSync(join(dist, 'assets', 'late-def456.js'), 'console.log("new release");');
    const res = await t.app.inject({ method: 'GET', url: '/assets/late-def456.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log("new release");');
  });

  it('does not answer index.html for a missing asset or an unknown API path', async () => {
    const asset = await t.app.inject({ method: 'GET', url: '/assets/missing.js' });
    expect(asset.statusCode).toBe(404);
    const api = await t.app.inject({ method: 'GET', url: '/api/nope' });
    expect(api.statusCode).toBe(404);
    expect(api.json().code).toBe('NOT_FOUND');
  });
});
