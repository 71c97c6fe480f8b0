import { BORROWER_LINK_INVALID_MESSAGE } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBorrower, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createManualClock } from '../../platform/clock.ts';
import { hashSecretToken } from '../auth/index.ts';
import { act, lendWithLink, pagePath, readPage } from './borrower-portal.test-support.ts';

const START = '2030-03-04T18:00:00Z';
const clock = createManualClock(START);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
});
afterAll(() => t.close());

const DAY = 86_400_000;
const expectInvalid = (res: { statusCode: number; json(): unknown }, label = '') => {
  expect(res.statusCode, label).toBe(404);
  expect(res.json(), label).toEqual({ message: BORROWER_LINK_INVALID_MESSAGE, code: 'NOT_FOUND' });
};
const markReturned = async (owner: { headers: Record<string, string> }, loanId: string) => {
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/borrow/${loanId}/return`,
    headers: owner.headers,
  });
  expect(res.statusCode, res.body).toBe(200);
};

describe('the borrower’s page by its token', () => {
  it('shows the pair’s open loans only, with first names and the owner’s language and day', async () => {
    clock.set(START);
    const owner = await createUser(t, { name: 'Grace Hopper' });
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: owner.headers,
      payload: { language: 'de' },
    });
    expect(settings.statusCode, settings.body).toBe(200);
    const borrower = await createBorrower(t, owner, { name: 'Ada Lovelace' });
    const { loan, token } = await lendWithLink(t, owner, {
      borrower,
      returnDate: '2030-03-20',
      title: 'Kindred',
    });
    const returned = await lendWithLink(t, owner, { borrower });
    await markReturned(owner, returned.loan._id);
    await lendWithLink(t, owner); // another borrower of the same owner
    const res = await readPage(t, token);
    expect(res.statusCode, res.body).toBe(200);
    const page = res.json().data;
    expect(page).toMatchObject({
      ownerName: 'Grace',
      borrowerName: 'Ada',
      language: 'de',
      today: '2030-03-04',
      actionsEnabled: true,
    });
    expect(page.loans).toEqual([
      expect.objectContaining({
        id: loan._id,
        title: 'Kindred',
        dueDate: '2030-03-20',
        overdue: false,
        receivedAt: null,
        extension: null,
        returnReport: null,
        canExtend: true,
        latestDueDate: '2030-04-03',
      }),
    ]);
    expect(res.body).not.toContain('Lovelace');
    expect(res.body).not.toContain(borrower.email);
  });

  it('keeps only the SHA-256 of each token', async () => {
    const owner = await createUser(t);
    const { borrower, token } = await lendWithLink(t, owner);
    const { rows } = await t.pool.query<{ token_hash: string; purpose: string }>(
      'select token_hash, purpose from borrower_links where borrower_id = $1',
      [borrower._id],
    );
    expect(rows).toEqual([{ token_hash: hashSecretToken(token), purpose: 'page' }]);
    expect(JSON.stringify(rows)).not.toContain(token);
  });

  it('works until 30 days after the pair’s last loan came back, then answers 404', async () => {
    clock.set(START);
    const owner = await createUser(t);
    const { loan, token } = await lendWithLink(t, owner);
    await markReturned(owner, loan._id);
    clock.set(new Date(Date.parse(START) + 29 * DAY).toISOString());
    expect((await readPage(t, token)).statusCode).toBe(200);
    clock.set(new Date(Date.parse(START) + 31 * DAY).toISOString());
    expectInvalid(await readPage(t, token));
    clock.set(START);
  });

  it('stops working when the owner re-issues or revokes it, and a revoked token stays revoked', async () => {
    const owner = await createUser(t);
    const { borrower, token } = await lendWithLink(t, owner);
    const reissue = await t.app.inject({
      method: 'POST',
      url: `/api/borrowers/${borrower._id}/page-link`,
      headers: owner.headers,
    });
    expect(reissue.statusCode, reissue.body).toBe(200);
    const url = new URL(reissue.json().data.url);
    expect(url.href).toMatch(new RegExp(`^${t.config.APP_URL}/borrower/[A-Za-z0-9_-]{43}$`));
    const fresh = url.pathname.replace('/borrower/', '');
    expectInvalid(await readPage(t, token));
    expect((await readPage(t, fresh)).statusCode).toBe(200);
    const { rows } = await t.pool.query(
      'select details from activity_logs where user_id = $1 and action = $2',
      [owner.user.id, 'BORROWER_LINK_REVOKED'],
    );
    expect(rows).toEqual([{ details: { borrowerName: borrower.name, borrower: { name: borrower.name } } }]);

    const off = await t.app.inject({
      method: 'DELETE',
      url: `/api/borrowers/${borrower._id}/page-link`,
      headers: owner.headers,
    });
    expect(off.statusCode).toBe(204);
    expectInvalid(await readPage(t, fresh));
    // A new loan mails a new link; the revoked ones stay dead.
    const next = await lendWithLink(t, owner, { borrower });
    expect((await readPage(t, next.token)).statusCode).toBe(200);
    expectInvalid(await readPage(t, token));
    expectInvalid(await readPage(t, fresh));
  });

  it('stops working when the borrower’s email changes (not when only its case does)', async () => {
    const owner = await createUser(t);
    const { borrower, token } = await lendWithLink(t, owner);
    const edit = (email: string) =>
      t.app.inject({
        method: 'PUT',
        url: `/api/borrowers/${borrower._id}`,
        headers: owner.headers,
        payload: { name: borrower.name, email, phone: borrower.phone },
      });
    expect((await edit(borrower.email.toUpperCase())).statusCode).toBe(200);
    expect((await readPage(t, token)).statusCode).toBe(200);
    expect((await edit(`new-${borrower.email}`)).statusCode).toBe(200);
    expectInvalid(await readPage(t, token));
  });

  it('does not open the feed with a page token, nor the page with a feed token', async () => {
    const owner = await createUser(t);
    const { token } = await lendWithLink(t, owner);
    const made = await t.app.inject({ method: 'POST', url: `${pagePath(token)}/calendar` });
    expect(made.statusCode, made.body).toBe(201);
    const feedPath = new URL(made.json().data.url).pathname;
    const feedToken = feedPath.replace('/api/borrower-feed/', '').replace(/\.ics$/, '');
    expect((await t.app.inject({ method: 'GET', url: feedPath })).statusCode).toBe(200);
    expectInvalid(await t.app.inject({ method: 'GET', url: `/api/borrower-feed/${token}.ics` }));
    expectInvalid(await readPage(t, feedToken));
    expectInvalid(await act(t, feedToken, '00000000-0000-0000-0000-000000000000', 'received'));
  });

  it('answers 404 to another owner’s token used with this owner’s loan, and to another borrower’s loan', async () => {
    const alice = await createUser(t);
    const bob = await createUser(t);
    const aliceLoan = await lendWithLink(t, alice);
    const otherBorrowerOfAlice = await lendWithLink(t, alice);
    const bobLoan = await lendWithLink(t, bob);
    for (const res of [
      await act(t, bobLoan.token, aliceLoan.loan._id, 'received'),
      await act(t, bobLoan.token, aliceLoan.loan._id, 'returned'),
      await act(t, otherBorrowerOfAlice.token, aliceLoan.loan._id, 'extension', { dueDate: '2030-03-25' }),
    ]) {
      expect(res.statusCode, res.body).toBe(404);
    }
    const { rows } = await t.pool.query('select * from loan_requests where loan_id = $1', [
      aliceLoan.loan._id,
    ]);
    expect(rows).toEqual([]);
  });

  it('answers the same 404 to malformed and unknown tokens', async () => {
    for (const token of [
      'short',
      'A'.repeat(43),
      'A'.repeat(44),
      '%41%42',
      '..%2Fsecret',
      `${'A'.repeat(42)}*`,
    ]) {
      expectInvalid(await readPage(t, token), token);
    }
    expectInvalid(await t.app.inject({ method: 'GET', url: `/api/borrower-feed/${'A'.repeat(43)}` }));
  });
});
