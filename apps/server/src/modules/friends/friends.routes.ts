import {
  acceptFriendResponseSchema,
  errorBodySchema,
  friendIdParamsSchema,
  friendListSchema,
  friendRequestCountSchema,
  friendRequestsSchema,
  inviteFriendResponseSchema,
  inviteFriendSchema,
} from '@shelfwise/contract';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../http/auth-guard.ts';
import type { FriendsService } from './friends.service.ts';

const errors = { 400: errorBodySchema, 401: errorBodySchema, 403: errorBodySchema, 404: errorBodySchema };
const security = [{ bearerAuth: [] }];

/** /api/friends/*: invitations, requests and the friend list. */
export const friendsRoutes: FastifyPluginAsyncZod<{ friends: FriendsService }> = async (app, { friends }) => {
  app.addHook('preHandler', requireUser);

  app.post(
    '/friends/invite',
    {
      schema: {
        tags: ['friends'],
        summary: 'Invite an email address to be your friend',
        description:
          'An account with this address gets a friend request (and an email if its settings allow); an ' +
          'address without one gets an invitation to sign up, and the request waits for the new account. ' +
          'The answer is the same in both cases. Yourself, a friend, or an address with a request either ' +
          'way: 409. Rate limited per user.',
        security,
        body: inviteFriendSchema,
        response: { 201: inviteFriendResponseSchema, ...errors, 409: errorBodySchema, 429: errorBodySchema },
      },
    },
    async (request, reply) => {
      const sent = await friends.invite(request.user, request.body.email);
      return reply.status(201).send({ message: `Invitation sent to ${sent.email}`, data: sent });
    },
  );

  app.get(
    '/friends',
    {
      schema: {
        tags: ['friends'],
        summary: 'Your friends, by name',
        security,
        response: { 200: friendListSchema, ...errors },
      },
    },
    async (request) => ({ data: await friends.list(request.user.id) }),
  );

  app.get(
    '/friends/requests',
    {
      schema: {
        tags: ['friends'],
        summary: 'Friend requests waiting for you (incoming) and sent by you (outgoing), newest first',
        description:
          'Outgoing requests carry the address invited and name null, whether or not it has an account.',
        security,
        response: { 200: friendRequestsSchema, ...errors },
      },
    },
    async (request) => ({ data: await friends.requests(request.user.id) }),
  );

  app.get(
    '/friends/requests/count',
    {
      schema: {
        tags: ['friends'],
        summary: 'How many friend requests wait for your answer',
        security,
        response: { 200: friendRequestCountSchema, ...errors },
      },
    },
    async (request) => ({ data: { incoming: await friends.countIncoming(request.user.id) } }),
  );

  app.post(
    '/friends/requests/:id/accept',
    {
      schema: {
        tags: ['friends'],
        summary: 'Accept a friend request sent to you',
        security,
        params: friendIdParamsSchema,
        response: { 200: acceptFriendResponseSchema, ...errors },
      },
    },
    async (request) => {
      const friend = await friends.accept(request.user.id, request.params.id);
      return { message: `You and ${friend.name} are now friends`, data: friend };
    },
  );

  app.post(
    '/friends/requests/:id/decline',
    {
      schema: {
        tags: ['friends'],
        summary: 'Decline a friend request sent to you (the sender is not told)',
        security,
        params: friendIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await friends.decline(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/friends/requests/:id',
    {
      schema: {
        tags: ['friends'],
        summary: 'Withdraw a friend request or invitation you sent',
        security,
        params: friendIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await friends.cancel(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  app.delete(
    '/friends/:id',
    {
      schema: {
        tags: ['friends'],
        summary: 'Remove a friend (either of the two may); no more recommendations between you',
        security,
        params: friendIdParamsSchema,
        response: { 204: z.null(), ...errors },
      },
    },
    async (request, reply) => {
      await friends.unfriend(request.user.id, request.params.id);
      return reply.status(204).send(null);
    },
  );
};
