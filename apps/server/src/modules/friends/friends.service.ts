import {
  defaultNotificationSettings,
  FRIEND_INVITES_PER_DAY,
  type Friend,
  type FriendRequest,
  type FriendRequests,
  type NotificationSettings,
  type PlanId,
} from '@shelfwise/contract';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Executor, Transaction } from '../../db/executor.ts';
import { isUniqueViolation } from '../../db/pg-error.ts';
import { isUuid } from '../../db/sql.ts';
import { transaction } from '../../db/transaction.ts';
import { conflict, notFound, tooManyRequests } from '../../http/errors.ts';
import type { Clock } from '../../platform/clock.ts';
import { reserveExternalMailOrRefuse } from '../../platform/mail/mail-cap.ts';
import { enqueueMail } from '../../platform/mail/outbox.ts';
import { friendInvitationMail } from '../../platform/mail/templates/friend-invitation.ts';
import { friendRequestMail } from '../../platform/mail/templates/friend-request.ts';
import { describeWait, type RateLimiter, type RateRule } from '../../platform/rate-limit.ts';
import type { AuthService } from '../auth/index.ts';
import {
  claimInvitations,
  countIncoming,
  deleteFriendship,
  deleteOutgoing,
  deleteRequest,
  deleteRequestsBetween,
  type FriendRequestRow,
  findFriendIds,
  findIncoming,
  findOutgoing,
  findRequestBetween,
  findRequestToAddress,
  insertFriendship,
  insertRequest,
  isFriendship,
  lockIncoming,
  markDeclined,
} from './friends.repository.ts';

/** Invitations per user and fixed 24-hour window, counted for every attempt, whatever the address. */
export const INVITE_RULE: RateRule = { limit: FRIEND_INVITES_PER_DAY, windowMs: 24 * 60 * 60 * 1000 };

const REQUEST = 'Friend request';
const FRIEND = 'Friend';

/** Whether a user wants email about friend requests and recommendations (see the report: emailReminders). */
export function wantsFriendMail(settings: Partial<NotificationSettings> | null | undefined): boolean {
  return { ...defaultNotificationSettings, ...settings }.emailReminders;
}

export interface FriendsServiceDeps {
  db: Database;
  config: Pick<Config, 'APP_URL'>;
  clock: Clock;
  limiter: Pick<RateLimiter, 'hit'>;
  auth: Pick<AuthService, 'findAccountByEmail' | 'accountSummaries'>;
}

export type FriendsService = ReturnType<typeof createFriendsService>;

type Person = { id: string; name: string; email: string; language?: string | null };
/** Who invites: their plan and timezone decide their daily cap on mail to other addresses. */
type Inviter = Person & { plan: PlanId; timezone?: string };

export function createFriendsService({ db, config, clock, limiter, auth }: FriendsServiceDeps) {
  const friendsUrl = `${config.APP_URL}/dashboard/friends`;
  const settingsUrl = `${config.APP_URL}/dashboard/settings`;

  const outgoingView = (row: FriendRequestRow): FriendRequest => ({
    id: row.id,
    // Never the account's name: the sender must not learn whether the address has an account.
    name: null,
    email: row.recipientEmail,
    createdAt: row.createdAt.toISOString(),
  });

  // One function per kind of mail to someone else's address, so limits on such mail have one place to go.

  /** To a member someone invited, when their notification settings allow it. */
  async function mailFriendRequest(
    tx: Executor,
    sender: Person,
    recipient: Person & { notificationSettings: NotificationSettings },
  ): Promise<void> {
    if (!wantsFriendMail(recipient.notificationSettings)) return;
    await enqueueMail(tx, {
      to: recipient.email,
      ...friendRequestMail({
        recipientName: recipient.name,
        senderName: sender.name,
        senderEmail: sender.email,
        friendsUrl,
        settingsUrl,
        language: recipient.language,
      }),
    });
  }

  /** To an address without an account: the sign-up link, with the address filled in. */
  async function mailInvitation(tx: Executor, sender: Person, address: string): Promise<void> {
    const query = new URLSearchParams({ mode: 'signup', email: address });
    await enqueueMail(tx, {
      to: address,
      ...friendInvitationMail({
        senderName: sender.name,
        senderEmail: sender.email,
        signUpUrl: `${config.APP_URL}/auth?${query}`,
        // Nothing is known of a stranger's language: the inviter's is the best guess.
        language: sender.language,
      }),
    });
  }

  return {
    /**
     * Invites an address: a request to its account, or an invitation mail when it has none. The
     * answer (status, body) is the same either way; only the mail differs, and the inviter never
     * sees it. Yourself, a friend, or an address with a request either way → 409.
     *
     * Every invitation counts against the daily cap on mail to other addresses (429 past it), even
     * one to a member whose settings turn the email off: otherwise a full cap would answer
     * differently for members and strangers.
     */
    async invite(user: Inviter, email: string): Promise<FriendRequest> {
      const state = await limiter.hit(`friend-invite:${user.id}`, INVITE_RULE);
      if (state.count > INVITE_RULE.limit) {
        throw tooManyRequests(
          `You can send up to ${INVITE_RULE.limit} invitations a day. Try again in ${describeWait(state.resetAt)}.`,
        );
      }
      if (email.toLowerCase() === user.email.toLowerCase()) throw conflict('You cannot invite yourself');
      try {
        const row = await transaction(db, async (tx) => {
          const target = await auth.findAccountByEmail(email, tx);
          if (target) {
            if (await isFriendship(tx, user.id, target.id)) {
              throw conflict(`You are already friends with ${email}`);
            }
            const theirs = await findRequestBetween(tx, target.id, user.id);
            if (theirs && !theirs.declinedAt) {
              throw conflict(
                `${email} has already sent you a friend request. Accept it on your Friends page.`,
              );
            }
            // A request of theirs that this user declined gives way to this user's own.
            if (theirs) await deleteRequest(tx, theirs.id);
          }
          if (await findRequestToAddress(tx, user.id, email)) {
            throw conflict(`You have already invited ${email}`);
          }
          const now = clock.now();
          const owner = { userId: user.id, plan: user.plan, timezone: user.timezone, now };
          await reserveExternalMailOrRefuse(tx, owner, tooManyRequests);
          const request = await insertRequest(tx, {
            senderId: user.id,
            recipientId: target?.id ?? null,
            recipientEmail: email,
            createdAt: now,
          });
          if (target) await mailFriendRequest(tx, user, target);
          else await mailInvitation(tx, user, email);
          return request;
        });
        return outgoingView(row);
      } catch (error) {
        // The same invitation sent twice at once: the second insert meets the first.
        if (isUniqueViolation(error)) throw conflict(`You have already invited ${email}`);
        throw error;
      }
    },

    /** Accepted friends, by name. */
    async list(userId: string): Promise<Friend[]> {
      const ids = await findFriendIds(db, userId);
      const people = await auth.accountSummaries(ids.map((f) => f.id));
      return people
        .map((p) => ({ _id: p.id, name: p.name, email: p.email }))
        .sort((a, b) => a.name.localeCompare(b.name) || a.email.localeCompare(b.email));
    },

    async requests(userId: string): Promise<FriendRequests> {
      const [incoming, outgoing] = await Promise.all([findIncoming(db, userId), findOutgoing(db, userId)]);
      const senders = new Map(
        (await auth.accountSummaries(incoming.map((r) => r.senderId))).map((p) => [p.id, p]),
      );
      return {
        incoming: incoming.flatMap((r) => {
          const sender = senders.get(r.senderId);
          return sender
            ? [{ id: r.id, name: sender.name, email: sender.email, createdAt: r.createdAt.toISOString() }]
            : [];
        }),
        outgoing: outgoing.map(outgoingView),
      };
    },

    countIncoming(userId: string): Promise<number> {
      return countIncoming(db, userId);
    },

    /** Accepts an incoming request: they are friends, and every request between the two is done. */
    async accept(userId: string, requestId: string): Promise<Friend> {
      if (!isUuid(requestId)) throw notFound(REQUEST);
      return transaction(db, async (tx) => {
        const request = await lockIncoming(tx, userId, requestId);
        if (!request) throw notFound(REQUEST);
        await insertFriendship(tx, request.senderId, userId, clock.now());
        await deleteRequestsBetween(tx, request.senderId, userId);
        const [sender] = await auth.accountSummaries([request.senderId], tx);
        if (!sender) throw notFound(REQUEST);
        return { _id: sender.id, name: sender.name, email: sender.email };
      });
    },

    /**
     * Declines an incoming request: gone from this user's side; the sender still sees it as sent, as
     * they would for an address without an account, and cannot send another to the same address.
     */
    async decline(userId: string, requestId: string): Promise<void> {
      if (!isUuid(requestId)) throw notFound(REQUEST);
      await transaction(db, async (tx) => {
        const request = await lockIncoming(tx, userId, requestId);
        if (!request) throw notFound(REQUEST);
        await markDeclined(tx, request.id, clock.now());
      });
    },

    /** Withdraws one of the user's own requests (or invitations). */
    async cancel(userId: string, requestId: string): Promise<void> {
      if (!isUuid(requestId) || !(await deleteOutgoing(db, userId, requestId))) throw notFound(REQUEST);
    },

    /** Ends a friendship, from either side; recommendations between the two stop with it. */
    async unfriend(userId: string, friendId: string): Promise<void> {
      if (!isUuid(friendId) || !(await deleteFriendship(db, userId, friendId))) throw notFound(FRIEND);
    },

    /**
     * For recommendations, inside their transaction: whether the two are friends, holding the
     * friendship (share lock) until that transaction ends, so an unfriending cannot slip in between.
     */
    holdFriendship(tx: Transaction, userId: string, friendId: string): Promise<boolean> {
      return isFriendship(tx, userId, friendId, 'share');
    },

    /** The sign-up hook (wired in wiring.ts): invitations to this address now wait for the new account. */
    async claimInvitations(tx: Transaction, account: { id: string; email: string }): Promise<void> {
      await claimInvitations(tx, account.email, account.id);
    },
  };
}
