import { Readable } from 'node:stream';
import { errorBodySchema } from '@shelfwise/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { type AuthUser, requireUser } from '../../http/auth-guard.ts';
import { fileAnswer } from '../../http/file-answer.ts';
import type { Clock } from '../../platform/clock.ts';
import type { ActivityExport } from '../activity/index.ts';
import type { BooksExport } from '../books/index.ts';
import type { BorrowersExport } from '../borrowers/index.ts';
import type { FriendsExport } from '../friends/index.ts';
import type { LoansExport } from '../loans/index.ts';
import type { RecommendationsExport } from '../recommendations/index.ts';
import type { RemindersExport } from '../reminders/index.ts';
import type { UsersService } from '../users/index.ts';
import type { WishlistExport } from '../wishlist/index.ts';

/** Rows serialised per write while streaming the export. */
const ROWS_PER_CHUNK = 500;

export interface ExporterDeps {
  clock: Clock;
  users: Pick<UsersService, 'getSettings'>;
  sections: {
    books: Pick<BooksExport, 'exportRows'>;
    borrowers: Pick<BorrowersExport, 'exportRows'>;
    loans: Pick<LoansExport, 'exportRows'>;
    reminders: Pick<RemindersExport, 'exportRows'>;
    activity: Pick<ActivityExport, 'exportRows'>;
    friends: Pick<FriendsExport, 'exportRows'>;
    recommendations: Pick<RecommendationsExport, 'exportRows'>;
    wishlist: Pick<WishlistExport, 'exportRows'>;
  };
}

export type Exporter = ReturnType<typeof createExporter>;

/**
 * GET /api/export/json: everything the user owns as one document with a `version` (decision
 * 0015), written section by section so the response starts at once and a large library is never
 * one string in memory.
 */
export function createExporter(deps: ExporterDeps) {
  return {
    async *chunks(user: AuthUser): AsyncGenerator<string> {
      const { email, name, avatar, emailVerified, pendingEmail, ...settings } =
        await deps.users.getSettings(user);
      void emailVerified;
      void pendingEmail;
      const profile = { id: user.id, name, email, avatar, plan: user.plan, role: user.role };
      yield `{"version":1,"exportedAt":${JSON.stringify(deps.clock.now().toISOString())},"profile":${JSON.stringify(profile)},"settings":${JSON.stringify(settings)}`;
      for (const [section, source] of Object.entries(deps.sections)) {
        const rows: unknown[] = await source.exportRows(user.id);
        yield `,${JSON.stringify(section)}:[`;
        for (let from = 0; from < rows.length; from += ROWS_PER_CHUNK) {
          const part = rows.slice(from, from + ROWS_PER_CHUNK).map((row) => JSON.stringify(row));
          yield (from > 0 ? ',' : '') + part.join(',');
        }
        yield ']';
      }
      yield '}\n';
    },
  };
}

export const exportRoutes: FastifyPluginAsyncZod<{ exporter: Exporter; clock: Clock }> = async (
  app,
  { exporter, clock },
) => {
  app.addHook('preHandler', requireUser);
  app.get(
    '/export/json',
    {
      config: { longDatabaseWork: true },
      schema: {
        tags: ['imports'],
        summary: 'Everything the user owns as one JSON document (version 1), streamed',
        security: [{ bearerAuth: [] }],
        response: {
          200: fileAnswer('application/json', 'The export document (version 1), streamed'),
          401: errorBodySchema,
          403: errorBodySchema,
        },
      },
    },
    async (request, reply) => {
      const day = clock.now().toISOString().slice(0, 10);
      return (reply as FastifyReply)
        .header('content-type', 'application/json; charset=utf-8')
        .header('content-disposition', `attachment; filename="shelfwise-export-${day}.json"`)
        .header('cache-control', 'no-store')
        .send(Readable.from(exporter.chunks(request.user)));
    },
  );
};
