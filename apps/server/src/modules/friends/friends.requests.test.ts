import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedUser,
  createFriendship,
  createRecommendation,
  createUser,
} from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

type Headers = { authorization: string };

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  headers: Headers,
  payload?: Record<string, unknown>,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload }) });
const friendsOf = async (who: CreatedUser) => {
  const res = await call('GET', '/api/friends', who.headers);
  expect(res.statusCode).toBe(200);
  return res.json().data as { _id: string; name: string; email: string }[];
};
const requestsOf = async (who: CreatedUser) =>
  (await call('GET', '/api/friends/requests', who.headers)).json().data as {
    incoming: { id: string; name: string; email: string }[];
    outgoing: { id: string; name: null; email: string }[];
  };
const incomingCount = async (who: CreatedUser) =>
  (await call('GET', '/api/friends/requests/count', who.headers)).json().data.incoming as number;

describe('friend requests', () => {
  it('accepting makes both friends (listed by name with _id, name, email) and clears the requests', async () => {
    const zed = await createUser(t, { name: 'Zed Zimmer' });
    const amy = await createUser(t, { name: 'Amy Adams' });
    const bob = await createUser(t, { name: 'Bob Brown' });
    await call('POST', '/api/friends/invite', zed.headers, { email: bob.user.email });
    await call('POST', '/api/friends/invite', amy.headers, { email: bob.user.email });
    expect(await incomingCount(bob)).toBe(2);

    const incoming = (await requestsOf(bob)).incoming;
    expect(incoming.map((r) => r.name)).toEqual(['Amy Adams', 'Zed Zimmer']);
    for (const request of incoming) {
      const res = await call('POST', `/api/friends/requests/${request.id}/accept`, bob.headers);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toEqual({ _id: expect.any(String), name: request.name, email: request.email });
      expect(res.json().message).toBe(`You and ${request.name} are now friends`);
    }

    expect(await friendsOf(bob)).toEqual([
      { _id: amy.user.id, name: 'Amy Adams', email: amy.user.email },
      { _id: zed.user.id, name: 'Zed Zimmer', email: zed.user.email },
    ]);
    expect(await friendsOf(zed)).toEqual([{ _id: bob.user.id, name: 'Bob Brown', email: bob.user.email }]);
    expect(await incomingCount(bob)).toBe(0);
    expect((await requestsOf(zed)).outgoing).toEqual([]);
  });

  it('answers 404 for a request that is not yours to answer, or not there, and changes nothing', async () => {
    const ada = await createUser(t);
    const bea = await createUser(t);
    const eve = await createUser(t);
    const sent = await call('POST', '/api/friends/invite', ada.headers, { email: bea.user.email });
    const id = sent.json().data.id as string;

    for (const [who, path] of [
      [eve, `/api/friends/requests/${id}/accept`],
      [eve, `/api/friends/requests/${id}/decline`],
      // The sender cannot accept their own request.
      [ada, `/api/friends/requests/${id}/accept`],
      [bea, `/api/friends/requests/${randomUUID()}/accept`],
      [bea, '/api/friends/requests/not-an-id/accept'],
    ] as const) {
      const res = await call('POST', path, who.headers);
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: 'Friend request not found' });
    }
    expect((await call('DELETE', `/api/friends/requests/${id}`, eve.headers)).statusCode).toBe(404);
    expect((await requestsOf(bea)).incoming.map((r) => r.id)).toEqual([id]);
    expect(await friendsOf(ada)).toEqual([]);
  });

  it('lets the sender withdraw a request, and then invite again', async () => {
    const ada = await createUser(t);
    const bea = await createUser(t);
    const sent = await call('POST', '/api/friends/invite', ada.headers, { email: bea.user.email });
    const id = sent.json().data.id as string;

    expect((await call('DELETE', `/api/friends/requests/${id}`, ada.headers)).statusCode).toBe(204);
    expect(await requestsOf(ada)).toEqual({ incoming: [], outgoing: [] });
    expect(await requestsOf(bea)).toEqual({ incoming: [], outgoing: [] });
    expect((await call('POST', `/api/friends/requests/${id}/accept`, bea.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/friends/requests/${id}`, ada.headers)).statusCode).toBe(404);

    expect(
      (await call('POST', '/api/friends/invite', ada.headers, { email: bea.user.email })).statusCode,
    ).toBe(201);
  });

  it('a declined request may be answered by inviting back, which starts a new request', async () => {
    const ada = await createUser(t);
    const bea = await createUser(t);
    const sent = await call('POST', '/api/friends/invite', ada.headers, { email: bea.user.email });
    await call('POST', `/api/friends/requests/${sent.json().data.id}/decline`, bea.headers);

    const back = await call('POST', '/api/friends/invite', bea.headers, { email: ada.user.email });
    expect(back.statusCode, back.body).toBe(201);
    const [request] = (await requestsOf(ada)).incoming;
    expect(request?.email).toBe(bea.user.email);
    expect((await call('POST', `/api/friends/requests/${request!.id}/accept`, ada.headers)).statusCode).toBe(
      200,
    );
    expect((await friendsOf(bea)).map((f) => f._id)).toEqual([ada.user.id]);
    expect(await requestsOf(ada)).toEqual({ incoming: [], outgoing: [] });
    expect(await requestsOf(bea)).toEqual({ incoming: [], outgoing: [] });
  });

  it('either side may unfriend; a stranger or a wrong id gets 404', async () => {
    const ada = await createUser(t);
    const bea = await createUser(t);
    const cai = await createUser(t);
    await createFriendship(t, ada, bea);
    await createFriendship(t, cai, ada);

    expect((await call('DELETE', `/api/friends/${ada.user.id}`, bea.headers)).statusCode).toBe(204);
    expect((await friendsOf(ada)).map((f) => f._id)).toEqual([cai.user.id]);
    expect(await friendsOf(bea)).toEqual([]);

    for (const id of [bea.user.id, randomUUID(), 'nope']) {
      const res = await call('DELETE', `/api/friends/${id}`, ada.headers);
      expect(res.statusCode, id).toBe(404);
      expect(res.json().message).toBe('Friend not found');
    }
    expect((await call('DELETE', `/api/friends/${cai.user.id}`, bea.headers)).statusCode).toBe(404);
    expect((await call('DELETE', `/api/friends/${cai.user.id}`, ada.headers)).statusCode).toBe(204);
    expect(await friendsOf(cai)).toEqual([]);
  });

  it('needs a signed-in, verified user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/friends' })).statusCode).toBe(401);
    const unverified = await createUser(t, { verified: false });
    const res = await call('POST', '/api/friends/invite', unverified.headers, { email: 'x@example.test' });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('EMAIL_NOT_VERIFIED');
  });
});

describe('deleting an account', () => {
  it('removes its friendships, requests and recommendations, both ways', async () => {
    const leaver = await createUser(t);
    const friend = await createUser(t);
    const asker = await createUser(t);
    const asked = await createUser(t);
    await createFriendship(t, leaver, friend);
    await createRecommendation(t, leaver, friend);
    await createRecommendation(t, friend, leaver);
    await call('POST', '/api/friends/invite', asker.headers, { email: leaver.user.email });
    await call('POST', '/api/friends/invite', leaver.headers, { email: asked.user.email });
    await call('POST', '/api/friends/invite', leaver.headers, { email: 'nobody-yet@example.test' });

    const res = await call('DELETE', '/api/users/delete-account', leaver.headers);
    expect(res.statusCode, res.body).toBe(200);

    const left = await t.db.execute<{ friendships: number; requests: number; recommendations: number }>(sql`
      select
        (select count(*)::int from friendships where user_id = ${leaver.user.id} or friend_id = ${leaver.user.id}) as friendships,
        (select count(*)::int from friend_requests where sender_id = ${leaver.user.id} or recipient_id = ${leaver.user.id}) as requests,
        (select count(*)::int from recommendations where sender_id = ${leaver.user.id} or recipient_id = ${leaver.user.id}) as recommendations`);
    expect(left.rows[0]).toEqual({ friendships: 0, requests: 0, recommendations: 0 });
    expect(await friendsOf(friend)).toEqual([]);
    expect((await call('GET', '/api/recommendations', friend.headers)).json().data).toEqual([]);
    expect((await requestsOf(asker)).outgoing).toEqual([]);
    expect((await requestsOf(asked)).incoming).toEqual([]);
  });
});
