import { STATUS_CODES } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { isAccessTokenRequest } from './auth-guard.ts';

/** An error answer as every part of the app writes it (error handler, not-found, shutdown gate). */
interface ErrorBody {
  message: string;
  code: string;
  fields?: { field: string; message: string }[];
}

function isErrorBody(value: unknown): value is ErrorBody {
  if (!value || typeof value !== 'object') return false;
  const body = value as Record<string, unknown>;
  return typeof body.message === 'string' && typeof body.code === 'string';
}

/**
 * The same error as RFC 9457 problem details: `type` is `about:blank` (our `code` names the
 * problem for programs), `title` the status's phrase, `detail` our sentence; `code` and `fields`
 * are kept as extension members.
 */
export function toProblem(status: number, body: ErrorBody) {
  return {
    type: 'about:blank',
    title: STATUS_CODES[status] ?? 'Error',
    status,
    detail: body.message,
    code: body.code,
    ...(body.fields ? { fields: body.fields } : {}),
  };
}

/**
 * Token clients (a request made with `Authorization: Bearer sw_pat_…`) read errors as
 * `application/problem+json` (decision 0028); the web app's session clients keep the JSON body they
 * know. One hook on the way out turns every error answer, wherever it was written, into the other
 * shape, so no route or handler has to know who asked.
 */
export function registerProblemDetails(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (reply.statusCode < 400 || typeof payload !== 'string' || !isAccessTokenRequest(request))
      return payload;
    const type = String(reply.getHeader('content-type') ?? '');
    if (!type.startsWith('application/json')) return payload;
    let body: unknown;
    try {
      body = JSON.parse(payload);
    } catch {
      return payload;
    }
    if (!isErrorBody(body)) return payload;
    reply.header('content-type', 'application/problem+json; charset=utf-8');
    return JSON.stringify(toProblem(reply.statusCode, body));
  });
}
