import {
  errorBodySchema,
  lendingSettingsResponseSchema,
  lendingSettingsSchema,
  ownerLoanRequestListSchema,
  ownerLoanRequestResponseSchema,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth-guard.ts';
import type { LoansService } from './loans.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string() });

/**
 * The owner's side of borrowers in the loop (issue 29): the requests borrowers made from their
 * page, answered in one click, and Settings › Lending.
 */
export const loanRequestsRoutes: FastifyPluginAsyncZod<{ loans: LoansService }> = async (app, { loans }) => {
  app.addHook('preHandler', requireUser);

  app.get(
    '/loan-requests',
    {
      schema: {
        tags: ['loans'],
        summary: "Borrowers' requests waiting for your answer, newest first",
        security,
        response: { 200: ownerLoanRequestListSchema, ...errors },
      },
    },
    async (request) => ({ data: await loans.pendingRequests(request.user.id) }),
  );

  app.post(
    '/loan-requests/:id/approve',
    {
      schema: {
        tags: ['loans'],
        summary:
          'Grant a request: more time moves the due date (reminders follow); a reported return is confirmed',
        description: "The borrower is emailed. Someone else's request answers 404, an answered one 409.",
        security,
        params: idParams,
        response: { 200: ownerLoanRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Request approved',
      data: await loans.approveRequest(request.user, request.params.id),
    }),
  );

  app.post(
    '/loan-requests/:id/decline',
    {
      schema: {
        tags: ['loans'],
        summary: 'Decline a request: the due date stays; a disputed return leaves the loan out',
        description: "The borrower is emailed. Someone else's request answers 404, an answered one 409.",
        security,
        params: idParams,
        response: { 200: ownerLoanRequestResponseSchema, ...errors },
      },
    },
    async (request) => ({
      message: 'Request declined',
      data: await loans.declineRequest(request.user, request.params.id),
    }),
  );

  app.get(
    '/lending-settings',
    {
      schema: {
        tags: ['loans'],
        summary: 'Whether borrowers may act from their page, and the cap on extensions',
        security,
        response: { 200: lendingSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await loans.lendingSettings(request.user.id) }),
  );

  app.put(
    '/lending-settings',
    {
      schema: {
        tags: ['loans'],
        summary: 'Save Settings › Lending',
        security,
        body: lendingSettingsSchema,
        response: { 200: lendingSettingsResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await loans.saveLendingSettings(request.user.id, request.body) }),
  );
};
