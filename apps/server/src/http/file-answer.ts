import { errorBodySchema } from '@shelfwise/contract';
import { z } from 'zod';

/**
 * A success answer that is a file rather than a JSON body (CSV, PDF, iCalendar, an image, a
 * streamed export), as the OpenAPI document shows it: its media type and that it is bytes. Fastify
 * sends such bodies (buffers, streams, strings) as they are, so the schema only describes.
 */
export function fileAnswer(mediaType: string, description: string) {
  return {
    description,
    content: { [mediaType]: { schema: z.string().meta({ format: 'binary' }) } },
  };
}

/** The error answers a public file URL gives: an unknown or malformed name (404), too many tries (429). */
export const fileErrors = { 404: errorBodySchema, 429: errorBodySchema };
