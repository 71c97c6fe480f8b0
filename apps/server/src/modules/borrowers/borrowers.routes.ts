import {
  activeBorrowersCountSchema,
  type BorrowerWithCounts,
  borrowerDeletedResponseSchema,
  borrowerIdParamsSchema,
  borrowerInputSchema,
  borrowerListSchema,
  borrowerListWithCountsSchema,
  borrowerResponseSchema,
  errorBodySchema,
  listBorrowersQuerySchema,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth-guard.ts';
import { assertPlanAllows } from '../../http/plan-guard.ts';
import type { BorrowersService } from './borrowers.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

/**
 * What the borrower pages ask of lending, which owns the loans and sits above this module: the
 * list with loan counts, the delete that first counts unreturned loans, the active-borrowers figure.
 */
export interface BorrowerLending {
  borrowersWithCounts(userId: string): Promise<BorrowerWithCounts[]>;
  removeBorrower(userId: string, borrowerId: string): Promise<void>;
  borrowersWithActiveLoans(userId: string): Promise<number>;
}

export const borrowersRoutes: FastifyPluginAsyncZod<{
  borrowers: BorrowersService;
  lending: BorrowerLending;
}> = async (app, { borrowers, lending }) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/borrowers',
    {
      config: { scope: 'loans:read' },
      schema: {
        tags: ['borrowers'],
        summary:
          "The caller's borrowers; with includeLoansCount=true the list is in data.data with loan counts",
        security: [{ bearerAuth: [] }],
        querystring: listBorrowersQuerySchema,
        response: { 200: z.union([borrowerListWithCountsSchema, borrowerListSchema]), ...errors },
      },
    },
    async (request) => {
      const userId = request.user.id;
      if (request.query.includeLoansCount) {
        return { data: { data: await lending.borrowersWithCounts(userId) } };
      }
      return { data: await borrowers.list(userId) };
    },
  );

  app.post(
    '/borrowers',
    {
      config: { scope: 'loans:write' },
      schema: {
        tags: ['borrowers'],
        summary: 'Add a borrower',
        security: [{ bearerAuth: [] }],
        body: borrowerInputSchema,
        response: { 201: borrowerResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const borrower = await borrowers.create(request.user.id, request.body);
      return reply.status(201).send({ message: 'Borrower added', data: { data: borrower } });
    },
  );

  app.put(
    '/borrowers/:id',
    {
      config: { scope: 'loans:write' },
      schema: {
        tags: ['borrowers'],
        summary: 'Change a borrower',
        security: [{ bearerAuth: [] }],
        params: borrowerIdParamsSchema,
        body: borrowerInputSchema,
        response: { 200: borrowerResponseSchema, ...errors },
      },
    },
    async (request) => {
      const borrower = await borrowers.edit(request.user.id, request.params.id, request.body);
      return { message: 'Borrower updated', data: { data: borrower } };
    },
  );

  app.delete(
    '/borrowers/:id',
    {
      config: { scope: 'loans:write' },
      schema: {
        tags: ['borrowers'],
        summary: 'Delete a borrower who holds no book',
        security: [{ bearerAuth: [] }],
        params: borrowerIdParamsSchema,
        response: { 200: borrowerDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await lending.removeBorrower(request.user.id, request.params.id);
      return { success: true, message: 'Borrower deleted' };
    },
  );

  app.get(
    '/borrowers/analytics/active-count',
    {
      config: { scope: 'stats:read' },
      schema: {
        tags: ['statistics'],
        summary: 'Borrowers holding at least one unreturned loan (premium)',
        security: [{ bearerAuth: [] }],
        response: { 200: activeBorrowersCountSchema, ...errors },
      },
    },
    async (request) => {
      assertPlanAllows(request.user.plan, 'canViewAdvancedAnalytics');
      return { activeBorrowersCount: await lending.borrowersWithActiveLoans(request.user.id) };
    },
  );
};

const unsubscribeQuerySchema = z.object({
  token: z.string({ error: 'token is required' }).min(1, 'token is required').max(2000),
});
const unsubscribeResponseSchema = z.object({
  message: z.string(),
  data: z.object({ email: z.string(), lenderName: z.string() }),
});

/**
 * `POST /api/unsubscribe?token=…`: public (borrowers have no account) and idempotent. Mail clients
 * call it with the RFC 8058 body `List-Unsubscribe=One-Click` (form-encoded); the web page calls
 * it with no body. A GET changes nothing, so a link scanner cannot unsubscribe anyone.
 */
export const unsubscribeRoutes: FastifyPluginAsyncZod<{ borrowers: BorrowersService }> = async (
  app,
  { borrowers },
) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );
  app.post(
    '/unsubscribe',
    {
      schema: {
        tags: ['borrowers'],
        summary: 'One-click unsubscribe from a lender’s automatic emails (RFC 8058)',
        querystring: unsubscribeQuerySchema,
        response: { 200: unsubscribeResponseSchema, 400: errorBodySchema, 404: errorBodySchema },
      },
    },
    async (request) => {
      const result = await borrowers.unsubscribe(request.query.token);
      return {
        message: `${result.email} will no longer receive automatic emails about ${result.lenderName}'s loans.`,
        data: result,
      };
    },
  );
};
