import { dailyEmailCapMessage, FRIEND_INVITES_PER_DAY } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFriendship, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { leaveMailCap, mailMatching, verificationCodeIn } from '../../../test/mail-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';

type Headers = { authorization: string };

let t: TestApp;
let smtp: SmtpCapture;
let n = 0;
const freshAddress = (label = 'someone') => `${label}-${++n}-${Date.now().toString(36)}@example.test`;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const invite = (headers: Headers, email: string) =>
  t.app.inject({ method: 'POST', url: '/api/friends/invite', headers, payload: { email } });
const requestsOf = async (headers: Headers) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/friends/requests', headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as {
    incoming: { id: string; name: string | null; email: string; createdAt: string }[];
    outgoing: { id: string; name: string | null; email: string; createdAt: string }[];
  };
};
const queuedMailTo = async (address: string) => {
  const rows = await t.db.execute<{ subject: string; text: string }>(
    sql`select subject, text from mail_outbox where lower("to") = lower(${address}) order by created_at`,
  );
  return rows.rows;
};

describe('inviting a friend', () => {
  it('gives a member a request (in-app and by mail) and a newcomer an invitation with a sign-up link', async () => {
    const ada = await createUser(t, { name: 'Ada Inviter' });
    const member = await createUser(t, { name: 'Mo Member' });
    const newcomer = freshAddress('newcomer');

    const toMember = await invite(ada.headers, member.user.email);
    expect(toMember.statusCode, toMember.body).toBe(201);
    const incoming = (await requestsOf(member.headers)).incoming;
    expect(incoming).toEqual([
      {
        id: toMember.json().data.id,
        name: 'Ada Inviter',
        email: ada.user.email,
        createdAt: expect.any(String),
      },
    ]);
    const requestMail = await mailMatching(smtp, member.user.email, /wants to be your friend/);
    expect(requestMail.subject).toBe('Ada Inviter wants to be your friend on Shelfwise');
    expect(requestMail.text).toContain(ada.user.email);
    expect(requestMail.text).toContain('http://shelfwise.test/dashboard/friends');

    const toNewcomer = await invite(ada.headers, newcomer);
    expect(toNewcomer.statusCode, toNewcomer.body).toBe(201);
    const invitation = await mailMatching(smtp, newcomer, /invited you/);
    expect(invitation.subject).toBe('Ada Inviter invited you to Shelfwise');
    expect(invitation.text).toContain(
      `http://shelfwise.test/auth?mode=signup&email=${encodeURIComponent(newcomer)}`,
    );
  });

  it('answers the same whether or not the address has an account, now and after a decline', async () => {
    const ada = await createUser(t);
    const member = await createUser(t);
    const newcomer = freshAddress();

    const answers = [await invite(ada.headers, member.user.email), await invite(ada.headers, newcomer)];
    const [forMember, forNewcomer] = answers.map((res, i) => {
      const email = i === 0 ? member.user.email : newcomer;
      return {
        status: res.statusCode,
        headers: Object.keys(res.headers).sort(),
        // Only the id, the address itself and the time may differ.
        body: JSON.parse(
          res.body
            .replaceAll(email, 'EMAIL')
            .replace(/"id":"[^"]+"/, '"id":"ID"')
            .replace(/"createdAt":"[^"]+"/, '"createdAt":"T"'),
        ),
      };
    });
    expect(forMember).toEqual(forNewcomer);
    expect(forMember?.body).toEqual({
      message: 'Invitation sent to EMAIL',
      data: { id: 'ID', name: null, email: 'EMAIL', createdAt: 'T' },
    });

    // The sender's list shows both the same way, and keeps doing so after the member declines.
    const before = (await requestsOf(ada.headers)).outgoing;
    expect(before.map((r) => ({ name: r.name, email: r.email }))).toEqual([
      { name: null, email: newcomer },
      { name: null, email: member.user.email },
    ]);
    const [request] = (await requestsOf(member.headers)).incoming;
    const declined = await t.app.inject({
      method: 'POST',
      url: `/api/friends/requests/${request!.id}/decline`,
      headers: member.headers,
    });
    expect(declined.statusCode).toBe(204);
    expect((await requestsOf(member.headers)).incoming).toEqual([]);
    expect((await requestsOf(ada.headers)).outgoing).toEqual(before);

    // Inviting either again is refused in the same words.
    const again = [await invite(ada.headers, member.user.email), await invite(ada.headers, newcomer)];
    expect(again.map((r) => r.statusCode)).toEqual([409, 409]);
    expect(again[0]!.json().message).toBe(`You have already invited ${member.user.email}`);
    expect(again[1]!.json().message).toBe(`You have already invited ${newcomer}`);
  });

  it('connects an invited address once it signs up and verifies', async () => {
    const ada = await createUser(t, { name: 'Ada Early' });
    const newcomer = freshAddress('joiner');
    expect((await invite(ada.headers, newcomer)).statusCode).toBe(201);

    const registered = await t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      payload: {
        name: 'Jo Joiner',
        email: newcomer.toUpperCase(),
        password: 'Correct-Horse-42',
        plan: 'free',
      },
    });
    expect(registered.statusCode, registered.body).toBe(201);
    const headers = { authorization: `Bearer ${registered.json().token}` };

    // Nothing is shown to an address that is not proven yet.
    const early = await t.app.inject({ method: 'GET', url: '/api/friends/requests', headers });
    expect(early.statusCode).toBe(403);
    expect(early.json().code).toBe('EMAIL_NOT_VERIFIED');

    const code = verificationCodeIn(await mailMatching(smtp, newcomer, /verification code/i));
    const verified = await t.app.inject({
      method: 'POST',
      url: '/api/auth/verify-email',
      headers,
      payload: { token: code },
    });
    expect(verified.statusCode, verified.body).toBe(200);

    const { incoming } = await requestsOf(headers);
    expect(incoming).toEqual([expect.objectContaining({ name: 'Ada Early', email: ada.user.email })]);
    const count = await t.app.inject({ method: 'GET', url: '/api/friends/requests/count', headers });
    expect(count.json()).toEqual({ data: { incoming: 1 } });

    const accepted = await t.app.inject({
      method: 'POST',
      url: `/api/friends/requests/${incoming[0]!.id}/accept`,
      headers,
    });
    expect(accepted.statusCode, accepted.body).toBe(200);
    const adaFriends = await t.app.inject({ method: 'GET', url: '/api/friends', headers: ada.headers });
    expect(adaFriends.json().data).toEqual([
      { _id: registered.json().user.id, name: 'Jo Joiner', email: newcomer.toUpperCase() },
    ]);
    expect((await requestsOf(ada.headers)).outgoing).toEqual([]);
  });

  it('refuses yourself, a friend, and an address whose account already asked you (409), changing nothing', async () => {
    const ada = await createUser(t);
    const friend = await createUser(t);
    const asker = await createUser(t);
    await createFriendship(t, ada, friend);
    expect((await invite(asker.headers, ada.user.email)).statusCode).toBe(201);
    const outgoingBefore = (await requestsOf(ada.headers)).outgoing;

    const self = await invite(ada.headers, ada.user.email.toUpperCase());
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ code: 'CONFLICT', message: 'You cannot invite yourself' });
    const toFriend = await invite(ada.headers, friend.user.email);
    expect(toFriend.statusCode).toBe(409);
    expect(toFriend.json().message).toBe(`You are already friends with ${friend.user.email}`);
    const toAsker = await invite(ada.headers, asker.user.email);
    expect(toAsker.statusCode).toBe(409);
    expect(toAsker.json().message).toMatch(/has already sent you a friend request/);

    expect((await requestsOf(ada.headers)).outgoing).toEqual(outgoingBefore);
  });

  it('keeps one request when the same invitation is sent twice at once (the other answers 409)', async () => {
    const ada = await createUser(t);
    const address = freshAddress('twice');
    const answers = await Promise.all([
      invite(ada.headers, address),
      invite(ada.headers, address.toUpperCase()),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect((await requestsOf(ada.headers)).outgoing).toHaveLength(1);
    expect(await queuedMailTo(address)).toHaveLength(1);
  });

  it('answers 400 with a message for an address that is not one', async () => {
    const ada = await createUser(t);
    for (const email of ['', 'not-an-address', 'a@b']) {
      const res = await invite(ada.headers, email);
      expect(res.statusCode, email).toBe(400);
      expect(res.json().message).toMatch(/email/i);
    }
    expect((await requestsOf(ada.headers)).outgoing).toEqual([]);
  });

  it('mails a member only when their notification settings allow it (Email reminders)', async () => {
    const ada = await createUser(t);
    const quiet = await createUser(t);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: quiet.headers,
      payload: { notificationSettings: { emailReminders: false } },
    });
    expect(off.statusCode).toBe(200);

    expect((await invite(ada.headers, quiet.user.email)).statusCode).toBe(201);
    expect((await requestsOf(quiet.headers)).incoming).toHaveLength(1);
    const queued = await queuedMailTo(quiet.user.email);
    expect(queued.map((m) => m.subject)).not.toContainEqual(expect.stringMatching(/friend/));
  });

  it(`allows ${FRIEND_INVITES_PER_DAY} invitations a day per user, members or not, then 429`, async () => {
    const busy = await createUser(t);
    const other = await createUser(t);
    const member = await createUser(t);
    for (let i = 0; i < FRIEND_INVITES_PER_DAY - 1; i++) {
      expect((await invite(busy.headers, freshAddress('bulk'))).statusCode).toBe(201);
    }
    expect((await invite(busy.headers, member.user.email)).statusCode).toBe(201);

    const over = [
      await invite(busy.headers, freshAddress('late')),
      await invite(busy.headers, other.user.email),
    ];
    for (const res of over) {
      expect(res.statusCode).toBe(429);
      expect(res.json()).toEqual({
        code: 'RATE_LIMITED',
        message: expect.stringMatching(
          /^You can send up to 20 invitations a day\. Try again in \d+ (hours|minutes?)\.$/,
        ),
      });
    }
    expect((await requestsOf(busy.headers)).outgoing).toHaveLength(FRIEND_INVITES_PER_DAY);
    expect((await requestsOf(other.headers)).incoming).toEqual([]);
    // Another user's allowance is their own.
    expect((await invite(other.headers, freshAddress())).statusCode).toBe(201);
  });

  it('counts invitations against the daily cap on mail to other addresses: past it, 429 for members and strangers alike', async () => {
    const ada = await createUser(t, { plan: 'free' });
    const quiet = await createUser(t);
    const member = await createUser(t);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: quiet.headers,
      payload: { notificationSettings: { emailReminders: false } },
    });
    expect(settings.statusCode).toBe(200);
    await leaveMailCap(t, ada, 1);

    // The last place goes to a member who gets no mail: it counts all the same.
    expect((await invite(ada.headers, quiet.user.email)).statusCode).toBe(201);
    const newcomer = freshAddress('capped');
    const over = [await invite(ada.headers, newcomer), await invite(ada.headers, member.user.email)];
    for (const res of over) {
      expect(res.statusCode, res.body).toBe(429);
      expect(res.json()).toEqual({ code: 'RATE_LIMITED', message: dailyEmailCapMessage('free') });
      expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect((await requestsOf(ada.headers)).outgoing.map((r) => r.email)).toEqual([quiet.user.email]);
    expect((await requestsOf(member.headers)).incoming).toEqual([]);
    expect(await queuedMailTo(newcomer)).toEqual([]);
    expect((await queuedMailTo(member.user.email)).map((m) => m.subject)).not.toContainEqual(
      expect.stringMatching(/friend/),
    );
  });
});
