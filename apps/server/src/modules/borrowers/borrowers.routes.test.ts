import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';

type Headers = { authorization: string };

describe('borrowers', () => {
  let t: TestApp;
  let alice: Headers;
  let bob: Headers;

  beforeAll(async () => {
    t = await createTestApp();
    alice = (await createUser(t)).headers;
    bob = (await createUser(t)).headers;
  });
  afterAll(() => t.close());

  const add = (headers: Headers, body: Record<string, unknown>) =>
    t.app.inject({ method: 'POST', url: '/api/borrowers', headers, payload: body });

  it('adds a borrower and answers it in data.data', async () => {
    const res = await add(alice, { name: 'Ada Obi', email: 'ada@example.com', phone: '+2348031234567' });
    expect(res.statusCode).toBe(201);
    const borrower = res.json().data.data;
    expect(borrower).toMatchObject({ name: 'Ada Obi', email: 'ada@example.com', phone: '+2348031234567' });
    expect(borrower._id).toEqual(expect.any(String));

    const list = await t.app.inject({ method: 'GET', url: '/api/borrowers', headers: alice });
    expect(list.statusCode).toBe(200);
    expect(list.json().data.map((b: { name: string }) => b.name)).toEqual(['Ada Obi']);
  });

  it('lists loan counts in data.data when asked', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/borrowers?includeLoansCount=true',
      headers: alice,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toEqual([
      expect.objectContaining({ name: 'Ada Obi', activeLoansCount: 0, totalLoansCount: 0 }),
    ]);
  });

  it('requires name, email and phone, and a valid email', async () => {
    for (const body of [
      { email: 'x@example.com', phone: '+2348030000001' },
      { name: 'X', phone: '+2348030000001' },
      { name: 'X', email: 'x@example.com' },
      { name: 'X', email: 'not-an-email', phone: '+2348030000001' },
      { name: '   ', email: 'x@example.com', phone: '+2348030000001' },
    ]) {
      const res = await add(alice, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toMatch(/name|email|phone/i);
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/borrowers', headers: alice });
    expect(list.json().data).toHaveLength(1);
  });

  it('refuses the same email twice for one user, in any letter case, but not across users', async () => {
    const again = await add(alice, { name: 'Ada Again', email: 'ADA@example.com', phone: '+2348030000001' });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already have a borrower with this email');
    const other = await add(bob, { name: 'Ada', email: 'ada@example.com', phone: '+2348030000001' });
    expect(other.statusCode).toBe(201);
  });

  it('edits a borrower, answering it in data.data, and refuses a duplicate email on edit', async () => {
    const created = (
      await add(alice, { name: 'Bola', email: 'bola@example.com', phone: '+2348030000002' })
    ).json().data.data;
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/borrowers/${created._id}`,
      headers: alice,
      payload: { name: 'Bola Tinubu', email: 'bola@example.com', phone: '+2348030000003', userId: 'ignored' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.data).toMatchObject({
      _id: created._id,
      name: 'Bola Tinubu',
      phone: '+2348030000003',
    });

    const clash = await t.app.inject({
      method: 'PUT',
      url: `/api/borrowers/${created._id}`,
      headers: alice,
      payload: { name: 'Bola', email: 'ada@example.com', phone: '+2348030000003' },
    });
    expect(clash.statusCode).toBe(409);
  });

  it("answers 404 for someone else's borrower and changes nothing", async () => {
    const bobs = (
      await add(bob, { name: 'Bob Friend', email: 'bf@example.com', phone: '+2348030000009' })
    ).json().data.data;
    const put = await t.app.inject({
      method: 'PUT',
      url: `/api/borrowers/${bobs._id}`,
      headers: alice,
      payload: { name: 'Hijacked', email: 'h@example.com', phone: '+2348030000000' },
    });
    expect(put.statusCode).toBe(404);
    const del = await t.app.inject({ method: 'DELETE', url: `/api/borrowers/${bobs._id}`, headers: alice });
    expect(del.statusCode).toBe(404);
    const garbage = await t.app.inject({ method: 'DELETE', url: '/api/borrowers/not-an-id', headers: alice });
    expect(garbage.statusCode).toBe(404);
    const bobsList = (await t.app.inject({ method: 'GET', url: '/api/borrowers', headers: bob })).json().data;
    expect(bobsList.map((b: { name: string }) => b.name)).toContain('Bob Friend');
  });

  it('answers 401 without a token', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/borrowers' });
    expect(res.statusCode).toBe(401);
  });
});
