import { z } from 'zod';

/** Stable machine-readable error codes. The message is for people; the code is for programs. */
export const errorCodes = [
  'BAD_REQUEST',
  'VALIDATION_ERROR',
  'UNAUTHORIZED',
  'FORBIDDEN',
  'EMAIL_NOT_VERIFIED',
  'ACCOUNT_SUSPENDED',
  'SIGNUPS_CLOSED',
  'PLAN_LIMIT',
  'NOT_FOUND',
  'CONFLICT',
  'PAYLOAD_TOO_LARGE',
  'UNSUPPORTED_MEDIA_TYPE',
  'RATE_LIMITED',
  'UPSTREAM_UNAVAILABLE',
  'SERVICE_UNAVAILABLE',
  'INTERNAL_ERROR',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

/** One refused field of a request body or query: its dotted path and a sentence about it. */
export const fieldErrorSchema = z.object({ field: z.string(), message: z.string() });
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * Every error the API answers has this body. A VALIDATION_ERROR also lists the refused fields, so
 * a form can put each sentence beside its field instead of showing `message` (which names paths).
 */
export const errorBodySchema = z.object({
  message: z.string(),
  code: z.string(),
  fields: z.array(fieldErrorSchema).optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
