import {
  bookSchema,
  errorBodySchema,
  newWishlistItemSchema,
  sharedWishlistSchema,
  updateWishlistItemSchema,
  wishlistBoughtSchema,
  wishlistItemAnswerSchema,
  wishlistListSchema,
  wishlistQuerySchema,
  wishlistShareBodySchema,
  wishlistShareCreatedSchema,
  wishlistShareStatusSchema,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth-guard.ts';
import { notFound } from '../../http/errors.ts';
import { sendPrivately } from '../../http/private-headers.ts';
import type { WishlistService } from './wishlist.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const security = [{ bearerAuth: [] }];
const idParams = z.object({ id: z.string() });

/**
 * /api/wishlist/*: the reader's wishlist (issue 30; `library:read` / `library:write` for access
 * tokens), its share switch (sessions only: no scope, tokens refused), and the shared list itself,
 * read without a session by its secret URL: private answers (no-store, no Referer, noindex), the
 * token redacted from the request log (logger.ts), a limit per client address. GET and HEAD change nothing.
 */
export const wishlistRoutes: FastifyPluginAsyncZod<{ wishlist: WishlistService }> = async (
  app,
  { wishlist },
) => {
  app.get(
    '/wishlist',
    {
      preHandler: requireUser,
      config: { scope: 'library:read' },
      schema: {
        tags: ['wishlist'],
        summary:
          'Your wishlist, newest first; with ?isbn=, only the book of that ISBN (the "in the shop" answer)',
        security,
        querystring: wishlistQuerySchema,
        response: { 200: wishlistListSchema, ...errors },
      },
    },
    async (request) => ({ data: await wishlist.list(request.user.id, request.query.isbn) }),
  );

  app.post(
    '/wishlist',
    {
      preHandler: requireUser,
      config: { scope: 'library:write' },
      schema: {
        tags: ['wishlist'],
        summary: 'Wish for a book (within the plan’s wishlist size); an ISBN already on it: 409',
        security,
        body: newWishlistItemSchema,
        response: { 201: wishlistItemAnswerSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await wishlist.add(request.user.id, request.body) }),
  );

  app.patch(
    '/wishlist/:id',
    {
      preHandler: requireUser,
      config: { scope: 'library:write' },
      schema: {
        tags: ['wishlist'],
        summary: 'Change a wished-for book (fields left out stay; a price and its currency together)',
        security,
        params: idParams,
        body: updateWishlistItemSchema,
        response: { 200: wishlistItemAnswerSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request) => ({
      data: await wishlist.update(request.user.id, request.params.id, request.body),
    }),
  );

  app.delete(
    '/wishlist/:id',
    {
      preHandler: requireUser,
      config: { scope: 'library:write' },
      schema: {
        tags: ['wishlist'],
        summary: 'Take a book off the wishlist',
        security,
        params: idParams,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await wishlist.remove(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/wishlist/:id/bought',
    {
      preHandler: requireUser,
      config: { scope: 'library:write' },
      schema: {
        tags: ['wishlist'],
        summary: '"I bought it": the book moves into the library with the price and date kept',
        description:
          'Price left out: the wishlist’s; date left out: today (never after it). The plan’s book limit ' +
          'applies (403 PLAN_LIMIT); a book already in the library: 409, and the item stays. Done once: ' +
          'a second call answers 404.',
        security,
        params: idParams,
        body: wishlistBoughtSchema,
        response: { 201: bookSchema, 409: errorBodySchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await wishlist.bought(request.user.id, request.params.id, request.body ?? {})),
  );

  app.get(
    '/wishlist/share',
    {
      preHandler: requireUser,
      schema: {
        tags: ['wishlist'],
        summary: 'Whether your wishlist is shared, and what the link shows (its URL is shown only when made)',
        security,
        response: { 200: wishlistShareStatusSchema, ...errors },
      },
    },
    async (request) => ({ data: await wishlist.shareStatus(request.user.id) }),
  );

  app.post(
    '/wishlist/share',
    {
      preHandler: requireUser,
      schema: {
        tags: ['wishlist'],
        summary: 'Share your wishlist: a new secret read-only link (the previous one stops working)',
        security,
        body: wishlistShareBodySchema,
        response: { 201: wishlistShareCreatedSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ data: await wishlist.share(request.user.id, request.body) }),
  );

  app.delete(
    '/wishlist/share',
    {
      preHandler: requireUser,
      schema: {
        tags: ['wishlist'],
        summary: 'Stop sharing your wishlist (its link answers 404)',
        security,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await wishlist.stopSharing(request.user.id);
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/wishlist/shared/:token',
    {
      onRequest: async (_request, reply) => {
        sendPrivately(reply);
      },
      schema: {
        tags: ['wishlist'],
        summary: 'A shared wishlist, by its secret link: the owner’s first name and the books',
        description:
          'No session: the token is the key. Prices and notes only when the owner chose to show them. ' +
          'An unknown, replaced or malformed token answers 404; a limit per address answers 429.',
        params: z.object({ token: z.string() }),
        response: { 200: sharedWishlistSchema, 404: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request) => {
      const list = await wishlist.shared(request.params.token, request.ip);
      if (!list) throw notFound('Wishlist');
      return { data: list };
    },
  );
};
