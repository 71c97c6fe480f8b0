import { REQUEST_ALREADY_DECIDED_MESSAGE } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import type { CreatedUser } from '../../../test/factories/users.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';
import { act, lendWithLink, readPage } from './borrower-portal.test-support.ts';

// Accounts live in UTC-8 (the default): 18:00 UTC is 10:00 on Monday 4 March 2030 for them.
const clock = createManualClock('2030-03-04T18:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const makeAutomatic = () => t.services.reminderJobs.createAutomatic();

const mailsTo = async (address: string) =>
  (
    await t.pool.query<{ subject: string; text: string; kind: string }>(
      'select subject, text, kind from mail_outbox where lower("to") = lower($1) order by created_at, id',
      [address],
    )
  ).rows;

const entries = async (owner: CreatedUser, action: string) =>
  (
    await t.pool.query<{ details: Record<string, unknown> }>(
      'select details from activity_logs where user_id = $1 and action = $2',
      [owner.user.id, action],
    )
  ).rows.map((r) => r.details);

const autoKeys = async (loanId: string) =>
  (
    await t.pool.query<{ auto_key: string | null }>(
      'select auto_key from reminders where loan_id = $1 and is_automatic order by created_at',
      [loanId],
    )
  ).rows.map((r) => r.auto_key);

const requestsOf = (owner: CreatedUser) =>
  t.app.inject({ method: 'GET', url: '/api/loan-requests', headers: owner.headers });

const answer = (owner: CreatedUser, id: string, verdict: 'approve' | 'decline') =>
  t.app.inject({ method: 'POST', url: `/api/loan-requests/${id}/${verdict}`, headers: owner.headers });

const loanView = async (owner: CreatedUser, loanId: string) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/borrow?limit=50', headers: owner.headers });
  return (res.json().data as { _id: string }[]).find((l) => l._id === loanId) as Record<string, unknown>;
};

describe('a borrower asks for a week more', () => {
  it('the owner is mailed, approves in one click, the due date and the reminders follow, the borrower is told', async () => {
    clock.set('2030-03-04T18:00:00Z');
    const owner = await createUser(t, { plan: 'basic', name: 'Grace Hopper' }); // reminders 3 days ahead
    const { loan, token, borrower } = await lendWithLink(t, owner, {
      returnDate: '2030-03-05',
      title: 'Kindred',
    });
    await makeAutomatic();
    expect(await autoKeys(loan._id)).toEqual([`${loan._id}:due_soon:2030-03-05`]);

    const asked = await act(t, token, loan._id, 'extension', { dueDate: '2030-03-07' });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.headers['cache-control']).toBe('no-store');
    const [onPage] = asked.json().data.loans;
    expect(onPage).toMatchObject({
      dueDate: '2030-03-05',
      extension: { kind: 'extension', status: 'pending', proposedDate: '2030-03-07' },
      canExtend: false,
      latestDueDate: null,
    });
    expect(await entries(owner, 'EXTENSION_REQUESTED')).toEqual([
      expect.objectContaining({
        title: 'Kindred',
        returnDate: '2030-03-07',
        previousReturnDate: '2030-03-05',
      }),
    ]);
    const [toOwner] = (await mailsTo(owner.user.email)).filter((m) => m.kind === 'loan-request');
    expect(toOwner?.subject).toBe(`${borrower.name} asks for more time with "Kindred": until Mar 7, 2030`);
    expect(toOwner?.text).toContain(`${t.config.APP_URL}/dashboard/loans?filter=requests`);

    const pending = await requestsOf(owner);
    expect(pending.statusCode).toBe(200);
    expect(pending.json().data).toEqual([
      expect.objectContaining({
        kind: 'extension',
        status: 'pending',
        proposedDate: '2030-03-07',
        loanId: loan._id,
        book: expect.objectContaining({ title: 'Kindred' }),
        borrower: { _id: borrower._id, name: borrower.name },
        dueDate: '2030-03-05',
      }),
    ]);
    const requestId = pending.json().data[0].id as string;
    expect((await loanView(owner, loan._id)).pendingRequest).toMatchObject({
      id: requestId,
      kind: 'extension',
    });

    const approved = await answer(owner, requestId, 'approve');
    expect(approved.statusCode, approved.body).toBe(200);
    expect(approved.json().data).toMatchObject({ id: requestId, status: 'approved', dueDate: '2030-03-07' });
    expect(await entries(owner, 'EXTENSION_APPROVED')).toEqual([
      expect.objectContaining({ previousReturnDate: '2030-03-05', returnDate: '2030-03-07' }),
    ]);
    expect(await entries(owner, 'EXTEND_LOAN')).toEqual([]);
    // The old date's automatic reminder is gone; the scheduler makes the new date's.
    expect(await autoKeys(loan._id)).toEqual([]);
    await makeAutomatic();
    expect(await autoKeys(loan._id)).toEqual([`${loan._id}:due_soon:2030-03-07`]);
    const toBorrower = (await mailsTo(borrower.email)).filter((m) => m.kind === 'loan-request-answer');
    expect(toBorrower.map((m) => m.subject)).toEqual([
      'Grace Hopper gave you more time with "Kindred": it is now due on Mar 7, 2030',
    ]);
    expect(toBorrower[0]?.text).toMatch(/\/borrower\/[A-Za-z0-9_-]{43}/);
    expect((await loanView(owner, loan._id)).pendingRequest).toBeNull();
    expect((await requestsOf(owner)).json().data).toEqual([]);

    const again = await answer(owner, requestId, 'decline');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(REQUEST_ALREADY_DECIDED_MESSAGE);
    const stranger = await createUser(t);
    expect((await answer(stranger, requestId, 'approve')).statusCode).toBe(404);
    expect((await answer(owner, 'not-a-uuid', 'approve')).statusCode).toBe(404);
  });

  it('a declined request moves nothing; the borrower is told, even after turning off automatic emails', async () => {
    clock.set('2030-03-04T18:00:00Z');
    const owner = await createUser(t);
    const { loan, token, borrower } = await lendWithLink(t, owner, { returnDate: '2030-03-10' });
    await t.pool.query(
      'insert into borrower_unsubscribes (user_id, email, created_at) values ($1, $2, now())',
      [owner.user.id, borrower.email],
    );
    expect((await act(t, token, loan._id, 'extension', { dueDate: '2030-03-17' })).statusCode).toBe(200);
    const [request] = (await requestsOf(owner)).json().data;
    const declined = await answer(owner, request.id, 'decline');
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toMatchObject({ status: 'declined', dueDate: '2030-03-10' });
    expect((await loanView(owner, loan._id)).returnDate).toBe('2030-03-10');
    expect(await entries(owner, 'EXTENSION_DECLINED')).toHaveLength(1);
    expect(await entries(owner, 'EXTENSION_APPROVED')).toEqual([]);
    const subjects = (await mailsTo(borrower.email)).filter((m) => m.kind === 'loan-request-answer');
    expect(subjects.map((m) => m.subject)).toEqual([
      expect.stringMatching(/could not give you more time with ".*": it is still due on Mar 10, 2030$/),
    ]);
    // The page shows the answer and offers to ask again.
    const [onPage] = (await readPage(t, token)).json().data.loans;
    expect(onPage).toMatchObject({ extension: { status: 'declined' }, canExtend: true });
  });
});

describe('a borrower says they gave it back', () => {
  it('the owner confirms: the loan is returned and the book Available; the borrower is told', async () => {
    const owner = await createUser(t);
    const { loan, token, borrower } = await lendWithLink(t, owner, { title: 'Dune' });
    const reported = await act(t, token, loan._id, 'returned');
    expect(reported.statusCode, reported.body).toBe(200);
    expect(reported.json().data.loans[0]).toMatchObject({
      returnReport: { kind: 'return', status: 'pending' },
    });
    expect((await loanView(owner, loan._id)).pendingRequest).toMatchObject({
      kind: 'return',
      status: 'pending',
    });
    expect(await entries(owner, 'RETURN_REPORTED')).toHaveLength(1);
    expect((await mailsTo(owner.user.email)).map((m) => m.subject)).toContain(
      `${borrower.name} says they gave back "Dune"`,
    );
    const [request] = (await requestsOf(owner)).json().data;
    const confirmed = await answer(owner, request.id, 'approve');
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.status).toBe('approved');
    expect(await loanView(owner, loan._id)).toMatchObject({ returned: true, pendingRequest: null });
    const book = await t.app.inject({
      method: 'GET',
      url: `/api/books/${loan.book._id}`,
      headers: owner.headers,
    });
    expect(book.json().data.status).toBe('Available');
    expect(await entries(owner, 'RETURN_CONFIRMED')).toHaveLength(1);
    expect(await entries(owner, 'RETURN_BOOK')).toEqual([]);
    const answers = (await mailsTo(borrower.email)).filter((m) => m.kind === 'loan-request-answer');
    expect(answers.map((m) => m.subject)).toEqual([expect.stringMatching(/ confirms "Dune" is back$/)]);
  });

  it('the owner says it did not come back: the loan stays out and the request is declined', async () => {
    const owner = await createUser(t);
    const { loan, token, borrower } = await lendWithLink(t, owner, { title: 'Emma' });
    expect((await act(t, token, loan._id, 'returned')).statusCode).toBe(200);
    const [request] = (await requestsOf(owner)).json().data;
    const disputed = await answer(owner, request.id, 'decline');
    expect(disputed.statusCode, disputed.body).toBe(200);
    expect(disputed.json().data.status).toBe('declined');
    expect(await loanView(owner, loan._id)).toMatchObject({ returned: false, pendingRequest: null });
    expect(await entries(owner, 'RETURN_DISPUTED')).toHaveLength(1);
    const answers = (await mailsTo(borrower.email)).filter((m) => m.kind === 'loan-request-answer');
    expect(answers.map((m) => m.subject)).toEqual([
      expect.stringMatching(/ says "Emma" has not come back yet$/),
    ]);
    expect((await readPage(t, token)).json().data.loans[0]).toMatchObject({ returnReport: null });
  });
});

describe('the reminders', () => {
  it('carry a fresh link to the borrower’s page', async () => {
    clock.set('2030-03-04T18:00:00Z');
    const owner = await createUser(t, { plan: 'basic' });
    const { loan, borrower, token } = await lendWithLink(t, owner, { returnDate: '2030-03-05' });
    await t.services.reminderJobs.run();
    const reminders = (await mailsTo(borrower.email)).filter((m) => m.kind === 'reminder');
    expect(reminders).toHaveLength(1);
    const mailed = /\/borrower\/([A-Za-z0-9_-]{43})/.exec(reminders[0]?.text ?? '')?.[1];
    expect(mailed).toBeDefined();
    expect(mailed).not.toBe(token);
    expect(reminders[0]?.text).toContain('See your loans / ask for more time');
    const page = await readPage(t, mailed ?? '');
    expect(page.statusCode).toBe(200);
    expect(page.json().data.loans.map((l: { id: string }) => l.id)).toEqual([loan._id]);
  });
});

describe('"I have it"', () => {
  it('stamps the receipt once; a second press changes nothing', async () => {
    clock.set('2030-03-04T18:00:00Z');
    const owner = await createUser(t);
    const { loan, token } = await lendWithLink(t, owner);
    const first = await act(t, token, loan._id, 'received');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data.loans[0].receivedAt).toBe('2030-03-04T18:00:00.000Z');
    clock.set('2030-03-05T18:00:00Z');
    const second = await act(t, token, loan._id, 'received');
    expect(second.statusCode).toBe(200);
    expect(second.json().data.loans[0].receivedAt).toBe('2030-03-04T18:00:00.000Z');
    expect(await entries(owner, 'LOAN_RECEIVED')).toHaveLength(1);
    expect((await loanView(owner, loan._id)).receivedAt).toBe('2030-03-04T18:00:00.000Z');
    clock.set('2030-03-04T18:00:00Z');
  });
});
