import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { PERMISSIONS_POLICY } from './security-headers.ts';

const dist = mkdtempSync(join(tmpdir(), 'shelfwise-dist-'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Shelfwise</title><div id="root"></div>');

/** One of each kind of answer: web app, API success, validation error, 401, 404s, docs. */
const requests = [
  { method: 'GET', url: '/' },
  { method: 'GET', url: '/dashboard/settings' },
  { method: 'GET', url: '/api/health' },
  { method: 'POST', url: '/api/auth/login', payload: { email: 'nope' } },
  { method: 'GET', url: '/api/auth/me' },
  { method: 'GET', url: '/api/no-such-route' },
  { method: 'GET', url: '/assets/missing.js' },
  { method: 'GET', url: '/api/docs' },
  { method: 'GET', url: '/api/docs/json' },
  // Refused by a hook before any route: percent-encoding that is not UTF-8.
  { method: 'GET', url: '/api/books?search=%FF' },
] as const;

function directives(csp: string | undefined): Map<string, string[]> {
  return new Map(
    (csp ?? '')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers over http (APP_URL http://…)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: dist });
  });
  afterAll(() => t.close());

  it('sets CSP without inline scripts, frame-ancestors none, nosniff, referrer and permissions policies on every answer', async () => {
    for (const request of requests) {
      const res = await t.app.inject(request);
      const where = `${request.method} ${request.url} (${res.statusCode})`;
      const csp = directives(res.headers['content-security-policy'] as string);
      // Scripts from here only; WebAssembly (the barcode decoder) may compile, JavaScript may not eval.
      expect(csp.get('script-src'), where).toEqual(["'self'", "'wasm-unsafe-eval'"]);
      expect(csp.get('script-src'), where).not.toContain("'unsafe-eval'");
      expect(csp.get('script-src-attr'), where).toEqual(["'none'"]);
      expect(csp.get('default-src'), where).toEqual(["'self'"]);
      expect(csp.get('frame-ancestors'), where).toEqual(["'none'"]);
      expect(csp.get('object-src'), where).toEqual(["'none'"]);
      expect(csp.has('upgrade-insecure-requests'), where).toBe(false);
      expect(res.headers['x-content-type-options'], where).toBe('nosniff');
      expect(res.headers['x-frame-options'], where).toBe('DENY');
      expect(res.headers['referrer-policy'], where).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], where).toBe(PERMISSIONS_POLICY);
      expect(res.headers['strict-transport-security'], where).toBeUndefined();
    }
  });

  it('keeps the stricter sandbox policy of uploaded files', async () => {
    // Any missing file answers 404 through the same route; a served one is covered in users tests.
    const res = await t.app.inject({ method: 'GET', url: `/api/uploads/${'a'.repeat(32)}.png` });
    expect(res.statusCode).toBe(404);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('security headers over https (APP_URL https://…)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ WEB_DIST_DIR: dist, APP_URL: 'https://shelfwise.example' });
  });
  afterAll(() => t.close());

  it('adds HSTS and upgrade-insecure-requests', async () => {
    for (const request of requests) {
      const res = await t.app.inject(request);
      expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(
        directives(res.headers['content-security-policy'] as string).has('upgrade-insecure-requests'),
      ).toBe(true);
    }
  });
});

describe('answers to requests that are not valid HTTP (written straight to the socket)', () => {
  for (const appUrl of ['http://shelfwise.test', 'https://shelfwise.example']) {
    describe(appUrl, () => {
      let t: TestApp;
      let port: number;
      beforeAll(async () => {
        t = await createTestApp({ APP_URL: appUrl });
        await t.app.listen({ port: 0, host: '127.0.0.1' });
        const address = t.app.server.address();
        port = typeof address === 'object' && address ? address.port : 0;
      });
      afterAll(() => t.close());

      /** The status line and headers of the answer to `request`, names lower-cased. */
      const rawHead = (request: string) =>
        new Promise<{ status: string; headers: Map<string, string> }>((resolve, reject) => {
          const socket = connect(port, '127.0.0.1', () => socket.end(request));
          let answer = '';
          socket.setEncoding('latin1');
          socket.on('data', (chunk) => {
            answer += chunk;
          });
          socket.on('error', reject);
          socket.on('close', () => {
            const [status = '', ...lines] = (answer.split('\r\n\r\n')[0] ?? '').split('\r\n');
            const headers = new Map(
              lines.map((line) => {
                const colon = line.indexOf(':');
                return [line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim()];
              }),
            );
            resolve({ status, headers });
          });
        });

      const cases = {
        garbage: 'HELLO THERE\r\n\r\n',
        'a bad Content-Length': 'POST /api/books HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n',
        'headers that are too large': `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
      };
      for (const [what, request] of Object.entries(cases)) {
        it(`carries the security headers on the answer to ${what}`, async () => {
          const { status, headers } = await rawHead(request);
          expect(status).toMatch(/^HTTP\/1\.1 4\d\d /);
          const csp = directives(headers.get('content-security-policy'));
          expect(csp.get('default-src')).toEqual(["'self'"]);
          expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
          expect(headers.get('x-content-type-options')).toBe('nosniff');
          expect(headers.get('x-frame-options')).toBe('DENY');
          expect(headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
          expect(headers.get('permissions-policy')).toBe(PERMISSIONS_POLICY);
          expect(headers.get('strict-transport-security')).toBe(
            appUrl.startsWith('https:') ? 'max-age=31536000; includeSubDomains' : undefined,
          );
          expect(headers.get('content-type')).toBe('application/json; charset=utf-8');
        });
      }
    });
  }
});

describe('the web app page itself', () => {
  it('has no inline script, so it runs under script-src self (the theme script is a file)', () => {
    const html = readFileSync(fileURLToPath(new URL('../../../web/index.html', import.meta.url)), 'utf8');
    const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/\bsrc="/);
      expect(body?.trim()).toBe('');
    }
    expect(html).toContain('<script src="/theme-init.js"></script>');
  });
});
