import type { ErrorCode, FieldError } from '@shelfwise/contract';

/** An error a client is meant to see: its message is shown to people, its code read by programs. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: ErrorCode,
    message: string,
    /** For 429 and 503: sent as the Retry-After header. */
    readonly retryAfterSeconds?: number,
    /** For a VALIDATION_ERROR found by a rule beyond the schema: the refused fields. */
    readonly fields?: FieldError[],
  ) {
    super(message);
    this.name = 'AppError';
  }
}

export const badRequest = (message: string) => new AppError(400, 'BAD_REQUEST', message);
/** A field refused by a rule the schema cannot check (e.g. a phone number read with the user's country). */
export const invalidField = (field: string, message: string) =>
  new AppError(400, 'VALIDATION_ERROR', `${field}: ${message}`, undefined, [{ field, message }]);
export const unauthorized = (message = 'Please sign in again') => new AppError(401, 'UNAUTHORIZED', message);
export const forbidden = (message: string, code: ErrorCode = 'FORBIDDEN') => new AppError(403, code, message);
export const notFound = (what = 'Resource') => new AppError(404, 'NOT_FOUND', `${what} not found`);
export const conflict = (message: string) => new AppError(409, 'CONFLICT', message);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new AppError(429, 'RATE_LIMITED', message, retryAfterSeconds);
