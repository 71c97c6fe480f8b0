import {
  activeBorrowersCountSchema,
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

export const borrowersRoutes: FastifyPluginAsyncZod<{ borrowers: BorrowersService }> = async (
  app,
  { borrowers },
) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/borrowers',
    {
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
        return { data: { data: await borrowers.listWithCounts(userId) } };
      }
      return { data: await borrowers.list(userId) };
    },
  );

  app.post(
    '/borrowers',
    {
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
      schema: {
        tags: ['borrowers'],
        summary: 'Delete a borrower who holds no book',
        security: [{ bearerAuth: [] }],
        params: borrowerIdParamsSchema,
        response: { 200: borrowerDeletedResponseSchema, ...errors },
      },
    },
    async (request) => {
      await borrowers.remove(request.user.id, request.params.id);
      return { success: true, message: 'Borrower deleted' };
    },
  );

  app.get(
    '/borrowers/analytics/active-count',
    {
      schema: {
        tags: ['statistics'],
        summary: 'Borrowers holding at least one unreturned loan (premium)',
        security: [{ bearerAuth: [] }],
        response: { 200: activeBorrowersCountSchema, ...errors },
      },
    },
    async (request) => {
      assertPlanAllows(request.user.plan, 'canViewAdvancedAnalytics');
      return { activeBorrowersCount: await borrowers.activeCount(request.user.id) };
    },
  );
};
