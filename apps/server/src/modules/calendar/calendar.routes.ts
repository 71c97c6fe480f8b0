import { calendarFeedCreatedSchema, calendarFeedStatusSchema, errorBodySchema } from '@shelfwise/contract';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth-guard.ts';
import { notFound } from '../../http/errors.ts';
import { fileAnswer, fileErrors } from '../../http/file-answer.ts';
import { sendPrivately } from '../../http/private-headers.ts';
import { etagMatches } from '../../platform/ical-feed.ts';
import type { CalendarService } from './calendar.service.ts';

const errors = { 401: errorBodySchema, 403: errorBodySchema };
const security = [{ bearerAuth: [] }];

/**
 * /api/calendar/*: the owner's secret calendar feed (issue 29). `/calendar/feed` is the signed-in
 * user's switch for it; `/calendar/{token}.ics` is the feed itself, read by calendar apps without a
 * session (the token is the only key; the request log redacts it). GET and HEAD change nothing.
 */
export const calendarRoutes: FastifyPluginAsyncZod<{ calendar: CalendarService }> = async (
  app,
  { calendar },
) => {
  app.get(
    '/calendar/feed',
    {
      preHandler: requireUser,
      schema: {
        tags: ['calendar'],
        summary: 'Whether your calendar feed is on (its URL is shown only when made)',
        security,
        response: { 200: calendarFeedStatusSchema, ...errors },
      },
    },
    async (request) => ({ data: await calendar.status(request.user.id) }),
  );

  app.post(
    '/calendar/feed',
    {
      preHandler: requireUser,
      schema: {
        tags: ['calendar'],
        summary: 'Turn your calendar feed on, or reset it: a new secret URL; the old one stops working',
        security,
        response: { 201: calendarFeedCreatedSchema, ...errors },
      },
    },
    async (request, reply) => reply.status(201).send({ data: await calendar.reset(request.user.id) }),
  );

  app.delete(
    '/calendar/feed',
    {
      preHandler: requireUser,
      schema: {
        tags: ['calendar'],
        summary: 'Turn your calendar feed off (its URL answers 404)',
        security,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await calendar.turnOff(request.user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/calendar/:file',
    {
      schema: {
        tags: ['calendar'],
        summary: 'A calendar feed (iCalendar) of the due dates of your loans still out, by its secret URL',
        description:
          'No session: the token in the URL is the key. text/calendar with an ETag (If-None-Match answers ' +
          '304); an unknown, replaced or malformed token answers 404.',
        params: z.object({ file: z.string() }),
        response: { 200: fileAnswer('text/calendar', 'The iCalendar feed'), ...fileErrors },
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const feed = file.endsWith('.ics') ? await calendar.feed(file.slice(0, -4)) : null;
      if (!feed) throw notFound('Calendar feed');
      sendPrivately(reply).header('ETag', feed.etag);
      if (etagMatches(request.headers['if-none-match'], feed.etag))
        return (reply as FastifyReply).status(304).send();
      // A file, not JSON: sent as it is (the response schema only describes it).
      return (reply as FastifyReply)
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="shelfwise.ics"')
        .send(feed.body);
    },
  );
};
