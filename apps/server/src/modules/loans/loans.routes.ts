import {
  createLoanSchema,
  errorBodySchema,
  loanIdParamsSchema,
  loanListResponseSchema,
  loanResponseSchema,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { requireUser } from '../../http/auth-guard.ts';
import { createLoan, listLoans, returnLoan } from './loans.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const loansRoutes: FastifyPluginAsyncZod<{ db: Database; config: Config }> = async (
  app,
  { db, config },
) => {
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
      const loan = await createLoan(db, { id, plan, timezone }, request.body, config.APP_URL);
      return reply.status(201).send({ success: true, message: 'Book loaned successfully', data: loan });
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
      data: await listLoans(db, request.user.id),
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
      data: await returnLoan(db, request.user.id, request.params.id),
    }),
  );
};
