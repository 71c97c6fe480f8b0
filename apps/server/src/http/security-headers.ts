import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Browser features the app never uses, switched off for it and anything it could embed. The file
 * picker of the avatar upload needs none of them (a phone's camera is offered by the OS picker).
 * The camera is the app's own only: the barcode scanner (issue 30) asks for it, nothing embedded may.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=(self)',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
  'xr-spatial-tracking=()',
].join(', ');

/**
 * Security headers on every response (API, web app, uploads, errors, 404s), through helmet:
 * - Content-Security-Policy: scripts only from this origin (no inline script, no eval; WebAssembly
 *   from this origin may compile, for the barcode decoder); styles may
 *   be inline (React style props and the toast library's injected <style>); images also from
 *   http(s) anywhere (book covers come from the catalogue's hosts) and data:/blob: (avatar
 *   preview); nothing may frame the app (`frame-ancestors 'none'`).
 * - X-Content-Type-Options: nosniff, Referrer-Policy: strict-origin-when-cross-origin,
 *   X-Frame-Options: DENY (for browsers without frame-ancestors), Permissions-Policy as above.
 * - Strict-Transport-Security and upgrade-insecure-requests only when APP_URL is https: over plain
 *   http (a laptop, a LAN) they would send the browser to an https port nobody listens on.
 * A route may set a stricter policy of its own (uploaded files are served with `sandbox`).
 * Registered before every other hook, so that an answer given by a hook (a refused address, the
 * shutdown's 503) carries them too.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: Record<string, string>): void {
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}

/**
 * The headers, worked out once: helmet writes them onto a stand-in response. They depend on the
 * configuration alone, so every answer gets the same ones, without building helmet's middleware
 * again for each request as @fastify/helmet did (about 6% of a list request's CPU). The answers to
 * requests that are not valid HTTP (client-error.ts) carry them too.
 */
export function securityHeaders(appUrl: string): Record<string, string> {
  const isHttps = new URL(appUrl).protocol === 'https:';
  const options: HelmetOptions = {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        // 'wasm-unsafe-eval' lets the barcode decoder compile its WebAssembly (served from here);
        // it allows no eval() of JavaScript.
        scriptSrc: ["'self'", "'wasm-unsafe-eval'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', 'https:', 'http:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        frameSrc: ["'none'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        ...(isHttps ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    strictTransportSecurity: isHttps ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    xFrameOptions: { action: 'deny' },
    // The app embeds nothing cross-origin that would need these relaxed or tightened further.
    crossOriginEmbedderPolicy: false,
  };
  const headers: Record<string, string> = {};
  const response = {
    setHeader(name: string, value: string | number) {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader(name: string) {
      delete headers[name.toLowerCase()];
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}
