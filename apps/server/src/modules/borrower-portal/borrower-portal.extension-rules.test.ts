import {
  BORROWER_ACTIONS_OFF_MESSAGE,
  DEFAULT_LENDING_SETTINGS,
  EXTENSION_NOT_LATER_MESSAGE,
  EXTENSION_PENDING_MESSAGE,
  extensionTooLateMessage,
  NO_MORE_EXTENSIONS_MESSAGE,
  RETURN_PENDING_MESSAGE,
} from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import type { CreatedUser } from '../../../test/factories/users.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';
import { act, lendWithLink, readPage, snapshot } from './borrower-portal.test-support.ts';

const clock = createManualClock('2030-03-04T18:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const settings = (owner: CreatedUser, payload?: Record<string, unknown>) =>
  t.app.inject({
    method: payload ? 'PUT' : 'GET',
    url: '/api/lending-settings',
    headers: owner.headers,
    ...(payload ? { payload } : {}),
  });

const approveAll = async (owner: CreatedUser) => {
  const list = await t.app.inject({ method: 'GET', url: '/api/loan-requests', headers: owner.headers });
  for (const r of list.json().data as { id: string }[]) {
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/loan-requests/${r.id}/approve`,
      headers: owner.headers,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
};

describe('Settings › Lending', () => {
  it('has the defaults until saved; a bad value is refused with its sentence', async () => {
    const owner = await createUser(t);
    expect((await settings(owner)).json()).toEqual({ data: DEFAULT_LENDING_SETTINGS });
    const saved = await settings(owner, { borrowerActions: false, maxExtensions: 1, maxExtensionDays: 7 });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await settings(owner)).json().data).toEqual({
      borrowerActions: false,
      maxExtensions: 1,
      maxExtensionDays: 7,
    });
    const bad = await settings(owner, { borrowerActions: true, maxExtensions: 11, maxExtensionDays: 7 });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('Extensions per loan must be at most 10');
    expect((await t.app.inject({ method: 'GET', url: '/api/lending-settings' })).statusCode).toBe(401);
  });
});

describe('"I need more time": the rules', () => {
  it('asks for a date after the current due date, at most the owner’s days later, and after today', async () => {
    const owner = await createUser(t);
    const { loan, token } = await lendWithLink(t, owner, { returnDate: '2030-03-10' });
    const ask = (dueDate: unknown) => act(t, token, loan._id, 'extension', { dueDate });
    const same = await ask('2030-03-10');
    expect(same.statusCode).toBe(400);
    expect(same.json().message).toBe(EXTENSION_NOT_LATER_MESSAGE);
    const tooLate = await ask('2030-03-25');
    expect(tooLate.statusCode).toBe(400);
    expect(tooLate.json().message).toBe(extensionTooLateMessage('2030-03-24'));
    expect((await ask('2030-3-12')).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/borrower/${token}/loans/${loan._id}/extension` }))
        .statusCode,
    ).toBe(400);
    expect((await ask('2030-03-24')).statusCode).toBe(200);
  });

  it('allows one pending request, and none while a return is pending', async () => {
    const owner = await createUser(t);
    const { loan, token } = await lendWithLink(t, owner, { returnDate: '2030-03-10' });
    expect((await act(t, token, loan._id, 'extension', { dueDate: '2030-03-12' })).statusCode).toBe(200);
    const twice = await act(t, token, loan._id, 'extension', { dueDate: '2030-03-13' });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe(EXTENSION_PENDING_MESSAGE);

    const other = await lendWithLink(t, owner, { returnDate: '2030-03-10' });
    expect((await act(t, other.token, other.loan._id, 'returned')).statusCode).toBe(200);
    const reportedTwice = await act(t, other.token, other.loan._id, 'returned');
    expect(reportedTwice.statusCode).toBe(409);
    expect(reportedTwice.json().message).toBe(RETURN_PENDING_MESSAGE);
    const whileReturning = await act(t, other.token, other.loan._id, 'extension', { dueDate: '2030-03-12' });
    expect(whileReturning.statusCode).toBe(409);
    expect(whileReturning.json().message).toBe(RETURN_PENDING_MESSAGE);
  });

  it('stops at the owner’s number of extensions per loan', async () => {
    const owner = await createUser(t);
    expect(
      (await settings(owner, { borrowerActions: true, maxExtensions: 1, maxExtensionDays: 14 })).statusCode,
    ).toBe(200);
    const { loan, token } = await lendWithLink(t, owner, { returnDate: '2030-03-10' });
    expect((await act(t, token, loan._id, 'extension', { dueDate: '2030-03-12' })).statusCode).toBe(200);
    await approveAll(owner);
    const page = (await readPage(t, token)).json().data;
    expect(page.loans[0]).toMatchObject({ dueDate: '2030-03-12', canExtend: false, latestDueDate: null });
    const more = await act(t, token, loan._id, 'extension', { dueDate: '2030-03-14' });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(NO_MORE_EXTENSIONS_MESSAGE);
  });

  it('answers 403 to every action when the owner turned them off, and changes nothing', async () => {
    const owner = await createUser(t);
    const { loan, token } = await lendWithLink(t, owner, { returnDate: '2030-03-10' });
    expect(
      (await settings(owner, { borrowerActions: false, maxExtensions: 2, maxExtensionDays: 14 })).statusCode,
    ).toBe(200);
    const before = await snapshot(t, owner.user.id);
    for (const [action, payload] of [
      ['received', undefined],
      ['extension', { dueDate: '2030-03-11' }],
      ['returned', undefined],
    ] as const) {
      const res = await act(t, token, loan._id, action, payload);
      expect(res.statusCode, `${action} ${res.body}`).toBe(403);
      expect(res.json().message).toBe(BORROWER_ACTIONS_OFF_MESSAGE);
    }
    expect(await snapshot(t, owner.user.id)).toEqual(before);
    expect((await readPage(t, token)).json().data).toMatchObject({ actionsEnabled: false });
    expect((await readPage(t, token)).json().data.loans[0]).toMatchObject({ canExtend: false });
  });
});
