import {
  borrowedBookListSchema,
  createReminderSchema,
  errorBodySchema,
  reminderIdParamsSchema,
  reminderListQuerySchema,
  reminderListResponseSchema,
  reminderResponseSchema,
  reminderScheduleResponseSchema,
  reminderScheduleSchema,
  updateReminderSchema,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth-guard.ts';
import type { RemindersService } from './reminders.service.ts';

const errors = {
  400: errorBodySchema,
  401: errorBodySchema,
  403: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
};

export const remindersRoutes: FastifyPluginAsyncZod<{ reminders: RemindersService }> = async (
  app,
  { reminders },
) => {
  app.addHook('preHandler', requireUser);
  const security = [{ bearerAuth: [] }];

  app.get(
    '/reminders',
    {
      config: { scope: 'loans:read' },
      schema: {
        tags: ['reminders'],
        summary: "The caller's reminders, newest first; search over book, author, borrower name and email",
        security,
        querystring: reminderListQuerySchema,
        response: { 200: reminderListResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await reminders.list(request.user, request.query) }),
  );

  app.get(
    '/reminders/borrowed-books',
    {
      config: { scope: 'loans:read' },
      schema: {
        tags: ['reminders'],
        summary: 'The loans still out, for the reminder form (type: the suggested one)',
        security,
        response: { 200: borrowedBookListSchema, ...errors },
      },
    },
    async (request) => ({ data: await reminders.borrowedBooks(request.user) }),
  );

  app.get(
    '/reminders/schedule',
    {
      config: { scope: 'loans:read' },
      schema: {
        tags: ['reminders'],
        summary: 'When automatic reminders go out for the caller (editable on Premium)',
        security,
        response: { 200: reminderScheduleResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await reminders.schedule(request.user) }),
  );

  app.put(
    '/reminders/schedule',
    {
      config: { scope: 'loans:write' },
      schema: {
        tags: ['reminders'],
        summary: 'Premium: the lead before the due date and up to three overdue notices',
        security,
        body: reminderScheduleSchema,
        response: { 200: reminderScheduleResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await reminders.setSchedule(request.user, request.body) }),
  );

  app.post(
    '/reminders',
    {
      config: { scope: 'loans:write' },
      schema: {
        tags: ['reminders'],
        summary: 'Schedule a reminder about one of your loans',
        security,
        body: createReminderSchema,
        response: { 201: reminderResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await reminders.create(request.user, request.body) }),
  );

  app.put(
    '/reminders/:id',
    {
      config: { scope: 'loans:write' },
      schema: {
        tags: ['reminders'],
        summary: 'Change a scheduled, overdue or failed reminder (not its loan)',
        security,
        params: reminderIdParamsSchema,
        body: updateReminderSchema,
        response: { 200: reminderResponseSchema, ...errors },
      },
    },
    async (request) => ({ data: await reminders.update(request.user, request.params.id, request.body) }),
  );

  app.delete(
    '/reminders/:id',
    {
      config: { scope: 'loans:write' },
      schema: {
        tags: ['reminders'],
        summary: 'Delete a reminder',
        security,
        params: reminderIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await reminders.remove(request.user, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/reminders/:id/send',
    {
      config: { scope: 'loans:write' },
      schema: {
        tags: ['reminders'],
        summary:
          'Email a scheduled or overdue reminder now; 502 when delivery fails (status kept), 429 past the daily email cap (it resets at midnight of your timezone), 409 when it is not sendable or a copy is being sent right now',
        security,
        params: reminderIdParamsSchema,
        response: { 200: reminderResponseSchema, 429: errorBodySchema, 502: errorBodySchema, ...errors },
      },
    },
    async (request) => ({ data: await reminders.sendNow(request.user, request.params.id) }),
  );
};
