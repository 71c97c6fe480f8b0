import {
  borrowerFeedCreatedSchema,
  borrowerIdParamsSchema,
  borrowerPageLinkSchema,
  borrowerPageSchema,
  errorBodySchema,
  extensionRequestSchema,
} from '@shelfwise/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth-guard.ts';
import { fileAnswer, fileErrors } from '../../http/file-answer.ts';
import { sendPrivately } from '../../http/private-headers.ts';
import { etagMatches } from '../../platform/ical-feed.ts';
import type { BorrowerAction, BorrowerPortalService } from './borrower-portal.service.ts';

const errors = {
  400: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  429: errorBodySchema,
};
const tokenParams = z.object({ token: z.string() });
const loanParams = z.object({ token: z.string(), loanId: z.string() });
const noSession =
  'No session: the token in the URL is the key (a link mailed to the borrower). An unknown, revoked, ' +
  'expired or malformed token answers 404; limits per token and per address answer 429.';

/**
 * /api/borrower/*, /api/borrower-feed/*: the borrower's page and feed behind their secret token
 * (issue 29), and the owner's /api/borrowers/{id}/page-link. Every answer is private (no-store,
 * no Referer, noindex) and the request log redacts the tokens (logger.ts). GET and HEAD change nothing.
 */
export const borrowerPortalRoutes: FastifyPluginAsyncZod<{ portal: BorrowerPortalService }> = async (
  app,
  { portal },
) => {
  app.addHook('onRequest', async (_request, reply) => {
    sendPrivately(reply);
  });

  app.get(
    '/borrower/:token',
    {
      schema: {
        tags: ['borrower portal'],
        summary: "A borrower's page: their open loans from one owner, and what they may ask",
        description: noSession,
        params: tokenParams,
        response: { 200: borrowerPageSchema, ...errors },
      },
    },
    async (request) => ({ data: await portal.page(request.params.token, request.ip) }),
  );

  const action = (path: string, kind: BorrowerAction, summary: string) =>
    app.post(
      `/borrower/:token/loans/:loanId/${path}`,
      {
        schema: {
          tags: ['borrower portal'],
          summary,
          description: `${noSession} A loan of another borrower or owner answers 404; 403 when the owner takes no requests.`,
          params: loanParams,
          ...(kind === 'extension' ? { body: extensionRequestSchema } : {}),
          response: { 200: borrowerPageSchema, ...errors },
        },
      },
      async (request) => {
        const { token, loanId } = request.params;
        const body = request.body as { dueDate?: string } | undefined;
        return { data: await portal.act(token, request.ip, loanId, kind, body?.dueDate) };
      },
    );
  action('received', 'received', '"I have it": stamps when the borrower received the book (once)');
  action('extension', 'extension', '"I need more time": asks the owner for a later due date');
  action('returned', 'returned', '"I gave it back": the loan shows return pending until the owner answers');

  app.post(
    '/borrower/:token/calendar',
    {
      schema: {
        tags: ['borrower portal'],
        summary: "Make (or remake) the borrower's own calendar feed URL; earlier ones stop working",
        description: noSession,
        params: tokenParams,
        response: { 201: borrowerFeedCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await portal.createFeed(request.params.token, request.ip) }),
  );

  app.get(
    '/borrower-feed/:file',
    {
      schema: {
        tags: ['borrower portal'],
        summary: "A borrower's calendar feed (iCalendar) of what they hold from one owner",
        description: `${noSession} text/calendar with an ETag (If-None-Match answers 304).`,
        params: z.object({ file: z.string() }),
        response: { 200: fileAnswer('text/calendar', 'The iCalendar feed'), ...fileErrors },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const feed = await portal.feed(file.endsWith('.ics') ? file.slice(0, -4) : '', request.ip);
      reply.header('ETag', feed.etag);
      if (etagMatches(request.headers['if-none-match'], feed.etag))
        return (reply as FastifyReply).status(304).send();
      // A file, not JSON: sent as it is (the response schema only describes it).
      return (reply as FastifyReply)
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="shelfwise-loans.ics"')
        .send(feed.body);
    },
  );

  app.post(
    '/borrowers/:id/page-link',
    {
      preHandler: requireUser,
      schema: {
        tags: ['borrowers'],
        summary: "Revoke the borrower's links and make a new page link (shown once)",
        security: [{ bearerAuth: [] }],
        params: borrowerIdParamsSchema,
        response: { 200: borrowerPageLinkSchema, 401: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await portal.reissuePageLink(request.user.id, request.params.id) }),
  );

  app.delete(
    '/borrowers/:id/page-link',
    {
      preHandler: requireUser,
      schema: {
        tags: ['borrowers'],
        summary: "Revoke all the borrower's links (page and feed)",
        security: [{ bearerAuth: [] }],
        params: borrowerIdParamsSchema,
        response: { 204: z.null(), 401: errorBodySchema, ...errors },
      },
    },
    async (request, reply) => {
      await portal.revokeLinks(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
