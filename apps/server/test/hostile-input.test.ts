import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBook, createBorrower, createLoan, createUser } from './factories/index.ts';
import { type GoogleBooksFake, startGoogleBooksFake } from './fakes/google-books.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { bodyFor, encodeParameter, hostileParameter, type JsonSchema } from './hostile-values.ts';

/** Cases per route (more where there is a body to get wrong): about 400 requests in all. */
const RUNS_WITH_BODY = 20;
const RUNS_WITHOUT_BODY = 6;
const seed = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31));

interface Route {
  method: string;
  url: string;
}

/** Every route Fastify registered under /api, read from its route tree (not from a list we keep). */
function registeredRoutes(app: FastifyInstance): Route[] {
  const routes: Route[] = [];
  const stack: string[] = [];
  for (const line of app.printRoutes({ commonPrefix: false }).split('\n')) {
    const match = /^([│ ]*)[├└]── (.+?)(?: \(([^)]+)\))?$/.exec(line);
    if (!match) continue;
    const depth = (match[1] as string).length / 4;
    stack.length = depth;
    stack.push(match[2] as string);
    const url = stack.join('');
    for (const method of match[3]?.split(', ') ?? []) routes.push({ method, url });
  }
  return routes.filter(
    (r) =>
      r.url.startsWith('/api/') && !r.url.startsWith('/api/docs') && !['HEAD', 'OPTIONS'].includes(r.method),
  );
}

interface Operation {
  parameters?: { name: string; in: string; schema?: JsonSchema }[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Patterns that would mean a response leaked internals: a stack frame, our source, PostgreSQL's words. */
const LEAKS = [
  /\n\s+at /,
  /node_modules/,
  /apps\/server/,
  /\.ts:\d+/,
  /syntax error at or near/i,
  /relation "/i,
  /violates .* constraint/i,
  /duplicate key/i,
  /Failed query/i,
  /SQLSTATE/i,
];

describe('every route, hostile input from its contract schema', () => {
  let t: TestApp;
  let books: GoogleBooksFake;
  beforeAll(async () => {
    books = await startGoogleBooksFake();
    // Nothing listens on port 9: the IP-location lookup fails at once and the route falls back.
    t = await createTestApp({ BOOKS_API_URL: books.url, GEO_API_URL: 'http://127.0.0.1:9' });
  });
  afterAll(async () => {
    await t.close();
    await books.close();
  });

  it('answers no 5xx, never leaks a stack or SQL, and answers 4xx in the error shape', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const routes = registeredRoutes(t.app);
    expect(routes.length).toBeGreaterThan(25);
    const statuses: Record<string, number> = {};

    for (const route of routes) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths[path]?.[route.method.toLowerCase()];
      expect(operation, `${route.method} ${route.url} has no schema in the OpenAPI document`).toBeDefined();
      // A fresh account per route: one route deletes the account, another ends the session.
      const owner = await createUser(t, { plan: 'premium', role: 'admin' });
      const book = await createBook(t, owner);
      const borrower = await createBorrower(t, owner);
      const loan = await createLoan(t, owner);
      const realIds = [book._id, borrower._id, loan._id, loan.book._id];

      const parameters = operation?.parameters ?? [];
      const pathArbitrary = fc.record(
        Object.fromEntries(
          parameters
            .filter((p) => p.in === 'path')
            .map((p) => [p.name, fc.oneof(hostileParameter, fc.constantFrom(...realIds))]),
        ),
      );
      const queryNames = [
        ...parameters.filter((p) => p.in === 'query').map((p) => p.name),
        'extra',
        '__proto__',
      ];
      // Often no query at all, so that the body and the path get their turn past the address check.
      const queryArbitrary = fc.oneof(
        { weight: 2, arbitrary: fc.constant<[string, string][]>([]) },
        {
          weight: 3,
          arbitrary: fc.array(fc.tuple(fc.constantFrom(...queryNames), hostileParameter), {
            minLength: 1,
            maxLength: 3,
          }),
        },
      );
      const bodySchema = operation?.requestBody?.content?.['application/json']?.schema;
      const hasBody = !['GET', 'DELETE'].includes(route.method);

      const property = fc.asyncProperty(
        pathArbitrary,
        queryArbitrary,
        bodyFor(bodySchema, { realIds }),
        async (params, query, body) => {
          const url =
            route.url.replace(/:(\w+)/g, (_, name: string) => encodeParameter(String(params[name] ?? ''))) +
            (query.length ? `?${query.map(([k, v]) => `${k}=${encodeParameter(v)}`).join('&')}` : '');
          const res = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: { ...owner.headers, ...(hasBody ? { 'content-type': 'application/json' } : {}) },
            ...(hasBody ? { payload: body } : {}),
          });
          const where = `${route.method} ${url.slice(0, 200)} body ${body.slice(0, 200)} → ${res.statusCode}`;
          expect(res.statusCode, `${where}: ${res.body.slice(0, 300)}`).toBeLessThan(500);
          for (const leak of LEAKS) expect(res.body, where).not.toMatch(leak);
          if (res.statusCode >= 400) {
            expect(res.headers['content-type'], where).toMatch(/application\/json/);
            const error = res.json() as Record<string, unknown>;
            // `{ message, code }`, and for a validation refusal the refused `fields`: nothing else.
            const { fields, ...rest } = error;
            expect(Object.keys(rest).sort(), where).toEqual(['code', 'message']);
            expect(typeof error.message, where).toBe('string');
            expect(typeof error.code, where).toBe('string');
            if (fields !== undefined) {
              expect(error.code, where).toBe('VALIDATION_ERROR');
              for (const field of fields as { field: unknown; message: unknown }[]) {
                expect(Object.keys(field).sort(), where).toEqual(['field', 'message']);
                expect(typeof field.message, where).toBe('string');
              }
            }
          }
          const key = res.statusCode < 300 ? '2xx' : String(res.statusCode);
          statuses[key] = (statuses[key] ?? 0) + 1;
        },
      );
      const numRuns = bodySchema ? RUNS_WITH_BODY : RUNS_WITHOUT_BODY;
      await fc.assert(property, { seed, numRuns, endOnFailure: true }).catch((error: unknown) => {
        throw new Error(`${route.method} ${route.url} (replay with FUZZ_SEED=${seed}): ${String(error)}`);
      });
    }

    // The run reached the handlers, not only the guards and the validators.
    expect(statuses['2xx'] ?? 0, JSON.stringify(statuses)).toBeGreaterThan(50);
    // No body managed to pollute the prototype every object shares.
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  }, 240_000);
});
