import { z } from 'zod';

/**
 * Friends (spec §3 Friend list item): mutual connections between Shelfwise users, made by
 * invitation. An invitation goes to an email address; whether that address has an account is
 * never told to the one who invites (the answer, the outgoing list and the timing are the same).
 */

/** Friend list item (spec §3): `_id` is the friend's user id, the `recipientId` of a recommendation. */
export const friendSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
});
export type Friend = z.infer<typeof friendSchema>;

/** `GET /api/friends`: accepted friends, by name. */
export const friendListSchema = z.object({ data: z.array(friendSchema) });
export type FriendList = z.infer<typeof friendListSchema>;

/**
 * A friend request. Incoming: the sender's name and email. Outgoing: the address invited and
 * `name: null`, always, so the list does not tell whether that address has an account.
 */
export const friendRequestSchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  createdAt: z.string(),
});
export type FriendRequest = z.infer<typeof friendRequestSchema>;

/** `GET /api/friends/requests`: newest first on both sides. */
export const friendRequestsSchema = z.object({
  data: z.object({
    incoming: z.array(friendRequestSchema),
    outgoing: z.array(friendRequestSchema),
  }),
});
export type FriendRequests = z.infer<typeof friendRequestsSchema>['data'];

/** `POST /api/friends/invite`. */
export const inviteFriendSchema = z.object({
  email: z
    .string({ error: 'Email is required' })
    .trim()
    .min(1, 'Email is required')
    .max(254, 'Email must be at most 254 characters')
    .pipe(z.email('Enter a valid email address')),
});
export type InviteFriendInput = z.input<typeof inviteFriendSchema>;

/** 201 answer of an invitation: the outgoing request, the same whether or not the address has an account. */
export const inviteFriendResponseSchema = z.object({
  message: z.string(),
  data: friendRequestSchema,
});
export type InviteFriendResponse = z.infer<typeof inviteFriendResponseSchema>;

/** `POST /api/friends/requests/{id}/accept`: the new friend. */
export const acceptFriendResponseSchema = z.object({ message: z.string(), data: friendSchema });

/** `GET /api/friends/requests/count`: incoming requests waiting for an answer (the sidebar badge). */
export const friendRequestCountSchema = z.object({ data: z.object({ incoming: z.number().int() }) });

/** Any text: an id that is not one of ours answers 404, not 400. */
export const friendIdParamsSchema = z.object({ id: z.string() });

/** Invitations a user may send per day (fixed window), whether or not the addresses have accounts. */
export const FRIEND_INVITES_PER_DAY = 20;
