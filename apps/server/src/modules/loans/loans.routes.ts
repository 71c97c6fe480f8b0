import {
  averageLoanDurationSchema,
  changeDueDateSchema,
  createLoanSchema,
  errorBodySchema,
  loanIdParamsSchema,
  loanListQuerySchema,
  loanListResponseSchema,
  loanResponseSchema,
  monthlyLoansSchema,
  overdueCountSchema,
  returnRatesSchema,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireUser } from '../../http/auth-guard.ts';
import { sendListHeaders, wantsListHeaders } from '../../http/list-headers.ts';
import { assertPlanAllows } from '../../http/plan-guard.ts';
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
      config: { scope: 'loans:write' },
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
      config: { scope: 'loans:read' },
      schema: {
        tags: ['loans'],
        summary: "The caller's loans, newest first, `limit` at a time (follow `nextCursor` while `hasMore`)",
        security: [{ bearerAuth: [] }],
        querystring: loanListQuerySchema,
        response: { 200: loanListResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const page = await loans.list(request.user.id, request.query);
      if (wantsListHeaders(request)) {
        const next = page.nextCursor ? { cursor: page.nextCursor, limit: String(request.query.limit) } : null;
        sendListHeaders(request, reply, { total: await loans.count(request.user.id), next });
      }
      return {
        success: true,
        message: 'Loans fetched successfully',
        data: page.loans,
        hasMore: page.hasMore,
        nextCursor: page.nextCursor,
      };
    },
  );

  app.put(
    '/borrow/:id/return',
    {
      config: { scope: 'loans:write' },
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

  app.patch(
    '/borrow/:id/due-date',
    {
      config: { scope: 'loans:write' },
      schema: {
        tags: ['loans'],
        summary: 'Give a loan still out a new due date (any day after today); its reminders follow',
        description:
          "Automatic reminders still waiting for the old date are replaced by the new date's on the scheduler's next run; manual reminders stay. The borrower is not emailed. A returned loan answers 409, someone else's 404.",
        security: [{ bearerAuth: [] }],
        params: loanIdParamsSchema,
        body: changeDueDateSchema,
        response: { 200: loanResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true,
      message: 'Due date changed',
      data: await loans.changeDueDate(request.user, request.params.id, request.body.returnDate),
    }),
  );

  // ---------- analytics (spec §7): basic reading insights and premium's advanced analytics ----------

  const security = [{ bearerAuth: [] }];
  const months = 'the last 12 months in the user’s timezone setting, oldest first, empty months included';

  app.get(
    '/borrow/analytics/monthly-loans',
    {
      config: { scope: 'stats:read' },
      schema: {
        tags: ['statistics'],
        summary: 'Loans begun per month (basic and premium)',
        description: months,
        security,
        response: { 200: monthlyLoansSchema, ...errors },
      },
    },
    async (request) => {
      assertPlanAllows(request.user.plan, 'canViewReadingInsights');
      return { data: await loans.monthlyLoans(request.user) };
    },
  );

  app.get(
    '/borrow/analytics/return-rates',
    {
      config: { scope: 'stats:read' },
      schema: {
        tags: ['statistics'],
        summary: 'On-time and late returns per month (premium)',
        description: `${months}. A return is on time on or before its due day.`,
        security,
        response: { 200: returnRatesSchema, ...errors },
      },
    },
    async (request) => {
      assertPlanAllows(request.user.plan, 'canViewAdvancedAnalytics');
      return { data: await loans.returnRates(request.user) };
    },
  );

  app.get(
    '/borrow/analytics/average-loan-duration',
    {
      config: { scope: 'stats:read' },
      schema: {
        tags: ['statistics'],
        summary: 'Average days from lending to return over returned loans (premium)',
        security,
        response: { 200: averageLoanDurationSchema, ...errors },
      },
    },
    async (request) => {
      assertPlanAllows(request.user.plan, 'canViewAdvancedAnalytics');
      return { averageDurationDays: await loans.averageDurationDays(request.user.id) };
    },
  );

  app.get(
    '/borrow/analytics/overdue-count',
    {
      config: { scope: 'stats:read' },
      schema: {
        tags: ['statistics'],
        summary: 'Loans out past their due day (premium)',
        security,
        response: { 200: overdueCountSchema, ...errors },
      },
    },
    async (request) => {
      assertPlanAllows(request.user.plan, 'canViewAdvancedAnalytics');
      return { overdueBooksCount: await loans.overdueCount(request.user) };
    },
  );
};
