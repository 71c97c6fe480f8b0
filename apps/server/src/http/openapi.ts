import type { FastifyDynamicSwaggerOptions } from '@fastify/swagger';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/**
 * How the OpenAPI document (`/api/docs`) is put together from the routes' own zod schemas: the two
 * ways to authenticate, and the problem details (RFC 9457) a token client gets instead of our JSON
 * error body, described once (`ProblemDetails`) and pointed at from every error answer of a route
 * that takes a token. A route's access-token scope (its `config.scope`) is shown as `x-scope`.
 */

const PROBLEM = { $ref: '#/components/schemas/ProblemDetails' };

const problemDetails = {
  type: 'object',
  description:
    'An error as a personal-access-token client receives it (application/problem+json, RFC 9457). ' +
    '`code` names the problem for programs; the web app’s session gets `{message, code, fields?}` instead.',
  required: ['type', 'title', 'status', 'detail', 'code'],
  properties: {
    type: { type: 'string', example: 'about:blank' },
    title: { type: 'string', description: 'The HTTP status phrase', example: 'Forbidden' },
    status: { type: 'integer', example: 403 },
    detail: { type: 'string', description: 'What went wrong, as a sentence' },
    code: { type: 'string', description: 'Our error code (e.g. UNAUTHORIZED, FORBIDDEN, PLAN_LIMIT)' },
    fields: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'message'],
        properties: { field: { type: 'string' }, message: { type: 'string' } },
      },
    },
  },
} as const;

/** Examples shown on a couple of routes (the list of books, lending a book). */
const examples: Record<string, Record<string, Record<string, { summary: string; value: object }>>> = {
  'get /api/books': {
    '401': {
      invalid: {
        summary: 'A revoked, expired or unknown token',
        value: {
          type: 'about:blank',
          title: 'Unauthorized',
          status: 401,
          detail: 'This access token is invalid, expired or revoked',
          code: 'UNAUTHORIZED',
        },
      },
    },
    '403': {
      scope: {
        summary: 'A token without the scope the route needs',
        value: {
          type: 'about:blank',
          title: 'Forbidden',
          status: 403,
          detail: 'This token lacks the library:read scope',
          code: 'FORBIDDEN',
        },
      },
    },
  },
  'post /api/borrow': {
    '403': {
      scope: {
        summary: 'A read-only token asked to lend a book',
        value: {
          type: 'about:blank',
          title: 'Forbidden',
          status: 403,
          detail: 'This token lacks the loans:write scope',
          code: 'FORBIDDEN',
        },
      },
    },
  },
};

type Operation = {
  security?: Record<string, string[]>[];
  responses?: Record<string, { content?: Record<string, unknown> }>;
};

export function openApiOptions(info: { title: string; version: string }): FastifyDynamicSwaggerOptions {
  return {
    openapi: {
      info,
      components: {
        securitySchemes: {
          bearerAuth: {
            type: 'http',
            scheme: 'bearer',
            description: 'The web app’s session: the token `POST /api/auth/login` answers.',
          },
          accessToken: {
            type: 'http',
            scheme: 'bearer',
            bearerFormat: 'sw_pat_…',
            description:
              'A personal access token made in Settings › API access tokens. It works on the routes that ' +
              'list it, within the scope each names (`x-scope`); errors come as application/problem+json ' +
              '(`ProblemDetails`), 401 with `WWW-Authenticate: Bearer error="invalid_token"`, 429 with ' +
              '`Retry-After` and `RateLimit-*` headers.',
          },
        },
        schemas: { ProblemDetails: problemDetails as never },
      },
    },
    transform(document) {
      const result = jsonSchemaTransform(document);
      const scope = (document.route.config as { scope?: string } | undefined)?.scope;
      if (scope && result.schema) {
        const schema = result.schema as Record<string, unknown>;
        schema.security = [...((schema.security as object[] | undefined) ?? []), { accessToken: [] }];
        schema['x-scope'] = scope;
      }
      return result;
    },
    transformObject(documentObject) {
      const doc = (documentObject as { openapiObject: { paths?: Record<string, Record<string, Operation>> } })
        .openapiObject;
      for (const [path, operations] of Object.entries(doc.paths ?? {})) {
        for (const [method, operation] of Object.entries(operations)) {
          if (!operation.security?.some((s) => 'accessToken' in s)) continue;
          for (const [code, answer] of Object.entries(operation.responses ?? {})) {
            if (!/^[45]/.test(code)) continue;
            const example = examples[`${method} ${path}`]?.[code];
            answer.content = {
              ...answer.content,
              'application/problem+json': { schema: PROBLEM, ...(example ? { examples: example } : {}) },
            };
          }
        }
      }
      return doc as never;
    },
  };
}
