import { compileErrors, validate } from '@readme/openapi-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.ts';

/**
 * The OpenAPI document (`/api/docs/json`) against the routes the app really registered: every
 * public /api route is in it, each with a success answer it describes and its error answers, and
 * the document is valid OpenAPI (checked by @readme/openapi-parser, not by us).
 */

interface Operation {
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, { schema?: unknown; examples?: unknown }> }>;
}
type Document = {
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown>; schemas: Record<string, unknown> };
};

let t: TestApp;
let doc: Document;
beforeAll(async () => {
  t = await createTestApp();
  doc = t.app.swagger() as unknown as Document;
});
afterAll(() => t.close());

/** Every method and full path of `app.printRoutes({ commonPrefix: false })`'s tree. */
function registeredRoutes(tree: string): { method: string; path: string }[] {
  const stack: string[] = [];
  const routes: { method: string; path: string }[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)(?:├── |└── )(.*) \(([^)]*)\)$/.exec(line);
    if (!m) continue;
    const depth = (m[1] ?? '').length / 4;
    stack.length = depth;
    const path = `${stack[depth - 1] ?? ''}${m[2]}`;
    stack.push(path);
    for (const method of (m[3] ?? '').split(',')) routes.push({ method: method.trim(), path });
  }
  return routes;
}

/** The public /api routes: not HEAD or OPTIONS (fastify's duplicates), not the docs' own, no wildcard. */
function publicRoutes() {
  return registeredRoutes(t.app.printRoutes({ commonPrefix: false })).filter(
    ({ method, path }) =>
      method !== 'HEAD' &&
      method !== 'OPTIONS' &&
      path.startsWith('/api/') &&
      !path.startsWith('/api/docs') &&
      !path.includes('*'),
  );
}

const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('the OpenAPI document', () => {
  it('finds the routes (the tree is read right)', () => {
    const routes = publicRoutes();
    expect(routes.length).toBeGreaterThan(80);
    expect(routes).toContainEqual({ method: 'PATCH', path: '/api/webhooks/:id' });
    expect(routes).toContainEqual({ method: 'GET', path: '/api/webhooks/:id/deliveries' });
  });

  it('holds every public /api route, each with a described success answer and its error answers', () => {
    const problems: string[] = [];
    for (const { method, path } of publicRoutes()) {
      const operation = doc.paths[openApiPath(path)]?.[method.toLowerCase()];
      const name = `${method} ${path}`;
      if (!operation) {
        problems.push(`${name}: missing from the document`);
        continue;
      }
      const responses = Object.entries(operation.responses ?? {});
      const success = responses.filter(([code]) => code.startsWith('2'));
      // A success answer with a body says what the body is; 204 has none to describe.
      const described = success.some(
        ([code, answer]) =>
          code === '204' || Object.values(answer.content ?? {}).some((media) => media.schema !== undefined),
      );
      if (!described) problems.push(`${name}: no 2xx answer with a schema`);
      const errors = responses.filter(([code]) => /^[45]/.test(code));
      if (!errors.some(([, answer]) => Object.keys(answer.content ?? {}).length > 0))
        problems.push(`${name}: no error answer with a schema`);
    }
    expect(problems).toEqual([]);
  });

  it('is valid OpenAPI', async () => {
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid ? '' : compileErrors(result)).toBe('');
  });

  it('documents the access-token scheme and the problem+json errors token clients get', () => {
    expect(doc.components.securitySchemes.accessToken).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.schemas.ProblemDetails).toBeDefined();
    const books = doc.paths['/api/books']?.get;
    expect(books?.security).toContainEqual({ accessToken: [] });
    expect(books?.responses?.['403']?.content?.['application/problem+json']?.schema).toEqual({
      $ref: '#/components/schemas/ProblemDetails',
    });
    expect(books?.responses?.['403']?.content?.['application/problem+json']?.examples).toBeDefined();
    const lend = doc.paths['/api/borrow']?.post as Operation & { 'x-scope'?: string };
    expect(lend['x-scope']).toBe('loans:write');
    expect(lend.responses?.['403']?.content?.['application/problem+json']?.examples).toBeDefined();
    // Routes for the session only take no token.
    const webhooks = doc.paths['/api/webhooks']?.get;
    expect(webhooks?.security).not.toContainEqual({ accessToken: [] });
  });
});
