import {
  createLoanSchema,
  errorBodySchema,
  loanIdParamsSchema,
  loanListResponseSchema,
  loanResponseSchema,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth-guard.ts';
import type { LoansService } from './loans.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const loansRoutes: FastifyPluginAsyncZod<{ loans: LoansService }> = async (app, { loans }) => {
  app.addHook('preHandler', requireUser);

  app.post(
    '/borrow',
    {
      schema: {
        tags: ['loans'],
        summary: 'Lend one of your books to one of your borrowers until returnDate',
        security: [{ bearerAuth: [] }],
        body: createLoanSchema,
        response: { 201: loanResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { id, plan, timezone } = request.user;
      const { loan, message } = await loans.create({ id, plan, timezone }, request.body);
      return reply.status(201).send({ success: true, message, data: loan });
    },
  );

  app.get(
    '/borrow',
    {
      schema: {
        tags: ['loans'],
        summary: "The caller's loans, newest first",
        security: [{ bearerAuth: [] }],
        response: { 200: loanListResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true,
      message: 'Loans fetched successfully',
      data: await loans.list(request.user.id),
    }),
  );

  app.put(
    '/borrow/:id/return',
    {
      schema: {
        tags: ['loans'],
        summary: 'Mark a loan returned; the book becomes Available',
        security: [{ bearerAuth: [] }],
        params: loanIdParamsSchema,
        response: { 200: loanResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true,
      message: 'Book returned successfully',
      data: await loans.markReturned(request.user.id, request.params.id),
    }),
  );
};
