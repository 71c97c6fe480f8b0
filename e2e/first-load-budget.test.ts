import { gzipSync } from 'node:zlib';
import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, describeBrowser, useBrowser } from './support/browser.ts';

// The JavaScript a first visit downloads (issue 27), counted as `npm run bench:web` counts it: every
// script of this site the page loaded, gzipped at the default level. Sizes, not timings: the same
// build gives the same numbers on any machine. `npx tsx bench/web/route-js.ts` lists the scripts.
const BUDGET_KB = { '/': 100, '/auth': 120 } as const;

async function firstLoadKb(page: Page, path: string): Promise<{ kb: number; scripts: string[] }> {
  const bodies: Promise<{ url: string; bytes: number }>[] = [];
  page.on('response', (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' || !response.url().startsWith(baseUrl)) return;
    bodies.push(
      response
        .body()
        .then((body) => ({ url: new URL(response.url()).pathname, bytes: gzipSync(body).length })),
    );
  });
  await page.goto(path, { waitUntil: 'networkidle' });
  const scripts = await Promise.all(bodies);
  return {
    kb: scripts.reduce((sum, s) => sum + s.bytes, 0) / 1024,
    scripts: scripts.map((s) => `${s.url} ${(s.bytes / 1024).toFixed(1)} KB`),
  };
}

describeBrowser('what a first visit downloads', () => {
  const browser = useBrowser();

  for (const [path, budget] of Object.entries(BUDGET_KB)) {
    it(`${path} loads at most ${budget} KB of JavaScript (gzip) before the reader acts`, async () => {
      // Left out of the accessibility walk: this counts bytes; other journeys check these pages.
      const page = await browser.newPage({ viewport: { width: 390, height: 844 }, axe: false });
      const { kb, scripts } = await firstLoadKb(page, path);
      expect(kb, `${path} loaded:\n${scripts.join('\n')}`).toBeLessThanOrEqual(budget);
    });
  }

  it('/auth paints without the signed-in app: no router, query cache or toasts until the reader signs in', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, axe: false });
    const loaded: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') loaded.push(new URL(request.url()).pathname);
    });
    await page.goto('/auth?mode=login', { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Welcome back' }).waitFor();
    // The app's own chunks are named after their first module (Vite): none of them came.
    expect(
      loaded.filter((path) => /\/(providers|router|themed-toaster|dashboard-layout)-/.test(path)),
    ).toEqual([]);
  });
});
