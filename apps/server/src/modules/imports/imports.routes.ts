import type { Readable } from 'node:stream';
import fastifyMultipart from '@fastify/multipart';
import {
  errorBodySchema,
  importConfirmBodySchema,
  importRowOutcomes,
  restoredSections,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth-guard.ts';
import { AppError, badRequest } from '../../http/errors.ts';
import { mappableFields } from './formats.ts';
import type { ImportsService, ImportView } from './imports.service.ts';

/** The largest file an import accepts. */
export const IMPORT_MAX_BYTES = 20 * 1024 * 1024;

const idParams = z.object({ id: z.string() });
const security = [{ bearerAuth: [] }];
const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
};
const mappingSchema = z.object(
  Object.fromEntries(mappableFields.map((f) => [f, z.number().int().min(0).optional()])) as Record<
    (typeof mappableFields)[number],
    z.ZodOptional<z.ZodNumber>
  >,
);
const importSchema = z.object({
  id: z.string(),
  format: z.string(),
  status: z.enum(['previewed', 'queued', 'running', 'completed', 'failed']),
  counts: z.object({ add: z.number(), skip: z.number(), refuse: z.number() }),
  refused: z.array(
    z.object({ line: z.number(), reason: z.string(), section: z.enum(restoredSections).optional() }),
  ),
  headers: z.array(z.string()),
  mapping: mappingSchema.nullable(),
  planLimit: z.string().nullable(),
  progress: z.number(),
  total: z.number(),
  error: z.string().nullable(),
});
const dataOf = z.object({ data: importSchema });
const rowsPageSchema = z.object({
  data: z.array(
    z.object({
      line: z.number(),
      outcome: z.enum(importRowOutcomes),
      title: z.string(),
      author: z.string(),
      reason: z.string().nullable(),
      section: z.enum(restoredSections).optional(),
    }),
  ),
  page: z.number(),
  pageSize: z.number(),
  total: z.number(),
});

const tooLarge = () => new AppError(413, 'PAYLOAD_TOO_LARGE', 'The file must be 20 MB or smaller.');

/**
 * The uploaded file's chunks as they arrive. Past IMPORT_MAX_BYTES the parser stops receiving
 * (413); stopping early leaves the stream open, so the route can drain it.
 */
async function* uploadChunks(file: Readable & { truncated?: boolean }): AsyncGenerator<Uint8Array> {
  for await (const chunk of file.iterator({ destroyOnReturn: false })) {
    if (file.truncated) throw tooLarge();
    yield chunk as Uint8Array;
  }
  if (file.truncated) throw tooLarge();
}

/** /api/imports: upload and preview, map columns, confirm, follow the job (decision 0015). */
export const importsRoutes: FastifyPluginAsyncZod<{ imports: ImportsService }> = async (app, { imports }) => {
  await app.register(fastifyMultipart, { limits: { fileSize: IMPORT_MAX_BYTES, files: 1, fields: 5 } });
  app.addHook('preHandler', requireUser);

  app.post(
    '/imports',
    {
      config: { longDatabaseWork: true },
      bodyLimit: IMPORT_MAX_BYTES + 1024 * 1024,
      schema: {
        tags: ['imports'],
        summary:
          'Multipart field `file`: a Goodreads, LibraryThing, StoryGraph, Shelfwise or other CSV, or a Shelfwise JSON export; answers the preview',
        security,
        response: { 201: dataOf, ...errors },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest('Send the file as multipart/form-data in the field "file".');
      let data: ImportView | null = null;
      try {
        for await (const part of request.parts()) {
          if (part.type !== 'file') continue;
          if (part.fieldname !== 'file' || data) {
            part.file.resume();
            continue;
          }
          // The file is parsed as it arrives, never held whole (decision 0015).
          const chunks = uploadChunks(part.file);
          try {
            data = await imports.preview(request.user, chunks);
          } finally {
            // A file refused part-way (too many rows, a bad line) is read to its end and dropped,
            // so the client can finish sending, read the answer and keep its connection. The
            // reader's listeners go first: a stream with a 'readable' listener ignores resume().
            await chunks.return(undefined);
            part.file.resume();
          }
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge();
        if (code === 'FST_FILES_LIMIT') throw badRequest('Send one file only.');
        throw badRequest(
          'The upload could not be read: send multipart/form-data with the file in the field "file".',
        );
      }
      if (!data) throw badRequest('Choose a file to import in the field "file".');
      return reply.code(201).send({ data });
    },
  );

  app.get(
    '/imports/:id',
    { schema: { tags: ['imports'], security, params: idParams, response: { 200: dataOf, ...errors } } },
    async (request) => ({ data: await imports.get(request.user.id, request.user.plan, request.params.id) }),
  );

  app.get(
    '/imports/:id/rows',
    {
      schema: {
        tags: ['imports'],
        summary:
          "A page of the preview's rows: each title and whether it is added, skipped or refused (and why)",
        security,
        params: idParams,
        querystring: z.object({
          page: z.coerce
            .number()
            .int('page must be a whole number')
            .min(1, 'page must be 1 or more')
            .max(10_000)
            .default(1),
          outcome: z.enum(importRowOutcomes).optional(),
        }),
        response: { 200: rowsPageSchema, ...errors },
      },
    },
    (request) => imports.rows(request.user.id, request.params.id, request.query),
  );

  app.post(
    '/imports/:id/mapping',
    {
      schema: {
        tags: ['imports'],
        summary: 'A generic CSV: which column holds which field (title and author required)',
        security,
        params: idParams,
        body: z.object({ mapping: mappingSchema }),
        response: { 200: dataOf, ...errors },
      },
    },
    async (request) => ({
      data: await imports.setMapping(request.user, request.params.id, request.body.mapping),
    }),
  );

  app.post(
    '/imports/:id/confirm',
    {
      schema: {
        tags: ['imports'],
        summary: 'Queues the import: all of its books are written in one job, or none',
        description:
          'Books count from today unless `keepFileDates` is true: then from the day the file says each was added (its Date Added column, where it has one). A JSON restore always keeps its dates.',
        security,
        params: idParams,
        body: importConfirmBodySchema,
        response: { 202: dataOf, ...errors },
      },
    },
    async (request, reply) => {
      const data = await imports.confirm(request.user, request.params.id, {
        keepFileDates: request.body?.keepFileDates ?? false,
      });
      return reply.code(202).send({ data });
    },
  );
};
