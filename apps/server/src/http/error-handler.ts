import type { ErrorCode } from '@shelfwise/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { databaseTroubleOf } from '../db/pg-error.ts';
import { requestLanguage, translateMessage } from '../platform/i18n/messages.ts';
import { AppError } from './errors.ts';

const codeByStatus: Record<number, ErrorCode> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

/** Fastify's own client errors whose default text is not for people. */
const friendlyMessages: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty but JSON was declared',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'This content type is not supported here',
};

export const DATABASE_UNREACHABLE_MESSAGE =
  'We cannot reach our database right now. Please try again in a moment.';
export const DATABASE_TIMEOUT_MESSAGE = 'The server is too busy to finish this right now. Please try again.';
/** Seconds a client should wait before trying again after a 503 (sent as Retry-After). */
const RETRY_AFTER_SECONDS = 5;

type Say = (message: string) => string;

/**
 * The refused fields of a schema validation error, each with its path and the schema's sentence in
 * the request's language (the field path is the API's name and stays as it is).
 */
function validationFields(error: FastifyError, say: Say): { field: string; message: string }[] | undefined {
  if (!hasZodFastifySchemaValidationErrors(error)) return undefined;
  return error.validation.map((issue) => ({
    field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.'),
    message: say(issue.message ?? 'This value is not valid'),
  }));
}

function validationMessage(error: FastifyError, say: Say): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return say(error.message);
  const where = error.validationContext ?? 'request';
  return error.validation
    .map((issue) => {
      const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
      return `${field || where}: ${say(issue.message ?? 'This value is not valid')}`;
    })
    .join('; ');
}

/** An AppError's message; one that names refused fields ('phone: …') says each in the language. */
function appErrorMessage(error: AppError, say: Say): string {
  const fields = error.fields;
  if (!fields || error.message !== fields.map((f) => `${f.field}: ${f.message}`).join('; '))
    return say(error.message);
  return fields.map((f) => `${f.field}: ${say(f.message)}`).join('; ');
}

/** The one place errors become responses: always `{ message, code }`, never a stack or SQL. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    // Messages in the language of the request (the user's setting, else Accept-Language); the
    // code stays the same for programs.
    const user = request.user as { language?: string } | null | undefined;
    const language = requestLanguage(user?.language, request.headers['accept-language']);
    const say = (message: string) => translateMessage(message, language);
    if (error instanceof AppError) {
      if (error.retryAfterSeconds !== undefined) reply.header('retry-after', String(error.retryAfterSeconds));
      return reply.status(error.statusCode).send({
        message: appErrorMessage(error, say),
        code: error.code,
        ...(error.fields ? { fields: error.fields.map((f) => ({ ...f, message: say(f.message) })) } : {}),
      });
    }
    if (hasZodFastifySchemaValidationErrors(error) || error.validation) {
      return reply.status(400).send({
        message: validationMessage(error, say),
        code: 'VALIDATION_ERROR',
        fields: validationFields(error, say),
      });
    }
    const trouble = databaseTroubleOf(error);
    if (trouble) {
      // The database is out of reach or too slow: nothing is wrong with the request, so say when to
      // try again instead of "something went wrong".
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .status(503)
        .header('retry-after', String(RETRY_AFTER_SECONDS))
        .send({
          message: say(trouble === 'timeout' ? DATABASE_TIMEOUT_MESSAGE : DATABASE_UNREACHABLE_MESSAGE),
          code: 'SERVICE_UNAVAILABLE',
        });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message = friendlyMessages[error.code] ?? error.message;
      return reply.status(status).send({ message, code: codeByStatus[status] ?? 'BAD_REQUEST' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(status >= 500 && status < 600 ? status : 500)
      .send({ message: say('Something went wrong on our side. Please try again.'), code: 'INTERNAL_ERROR' });
  });
}
