import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { createLogger, loggableUrl } from '../../logger.ts';
import { hashSecretToken } from '../auth/index.ts';
import { BORROWER_LIMITS, borrowerLimitKeys } from './borrower-portal.service.ts';
import { act, lendWithLink, pagePath, readPage, snapshot } from './borrower-portal.test-support.ts';

const lines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  const log = createLogger(
    { LOG_LEVEL: 'trace', NODE_ENV: 'development' },
    { write: (l: string) => lines.push(l) },
  );
  t = await createTestApp({ LOG_LEVEL: 'trace' }, { log });
});
afterAll(() => t.close());

const expectPrivate = (res: { headers: Record<string, unknown> }, label: string) => {
  expect(res.headers['cache-control'], label).toBe('no-store');
  expect(res.headers['referrer-policy'], label).toBe('no-referrer');
  expect(res.headers['x-robots-tag'], label).toBe('noindex');
};

const makeFeed = async (token: string) => {
  const res = await t.app.inject({ method: 'POST', url: `${pagePath(token)}/calendar` });
  expect(res.statusCode, res.body).toBe(201);
  return new URL(res.json().data.url as string).pathname;
};

describe('the borrower’s page over HTTP', () => {
  it('answers every route privately, found or not', async () => {
    const owner = await createUser(t);
    const { loan, token, borrower } = await lendWithLink(t, owner);
    const feed = await makeFeed(token);
    for (const [label, res] of [
      ['page', await readPage(t, token)],
      ['page HEAD', await readPage(t, token, 'HEAD')],
      ['unknown page', await readPage(t, 'A'.repeat(43))],
      ['action', await act(t, token, loan._id, 'received')],
      ['feed', await t.app.inject({ method: 'GET', url: feed })],
      [
        'unknown feed',
        await t.app.inject({ method: 'GET', url: `/api/borrower-feed/${'A'.repeat(43)}.ics` }),
      ],
      [
        'page link',
        await t.app.inject({
          method: 'POST',
          url: `/api/borrowers/${borrower._id}/page-link`,
          headers: owner.headers,
        }),
      ],
    ] as const) {
      expectPrivate(res, label);
    }
  });

  it('never changes anything on GET or HEAD, of the page or the feed', async () => {
    const owner = await createUser(t);
    const { token } = await lendWithLink(t, owner);
    const feed = await makeFeed(token);
    const before = await snapshot(t, owner.user.id);
    for (const method of ['GET', 'HEAD'] as const) {
      expect((await readPage(t, token, method)).statusCode).toBe(200);
      expect((await t.app.inject({ method, url: feed })).statusCode).toBe(200);
      // Reads of the action URLs are not routes: nothing acts on them either.
      const loanId = (await readPage(t, token)).json().data.loans[0].id as string;
      for (const action of ['received', 'extension', 'returned']) {
        expect(
          (await t.app.inject({ method, url: `${pagePath(token)}/loans/${loanId}/${action}` })).statusCode,
        ).toBe(404);
      }
    }
    expect(await snapshot(t, owner.user.id)).toEqual(before);
  });

  it('keeps the tokens out of the request log', async () => {
    const owner = await createUser(t);
    const { loan, token, borrower } = await lendWithLink(t, owner);
    const feed = await makeFeed(token);
    const feedToken = feed.replace('/api/borrower-feed/', '').replace('.ics', '');
    lines.length = 0;
    await readPage(t, token);
    await readPage(t, token, 'HEAD');
    await act(t, token, loan._id, 'received');
    await t.app.inject({ method: 'GET', url: feed });
    await readPage(t, `${token.slice(0, 40)}zz`);
    const text = lines.join('');
    expect(text).toContain('/api/borrower/[redacted]');
    expect(text).toContain('/api/borrower-feed/[redacted]');
    for (const secret of [token, feedToken, token.slice(0, 40)]) expect(text).not.toContain(secret);
    // The owner's routes about a borrower are not secrets and stay readable.
    lines.length = 0;
    await t.app.inject({
      method: 'DELETE',
      url: `/api/borrowers/${borrower._id}/page-link`,
      headers: owner.headers,
    });
    expect(lines.join('')).toContain(`/api/borrowers/${borrower._id}/page-link`);
    // The web page's own path, too.
    expect(loggableUrl(`/borrower/${token}?x=1`)).toBe('/borrower/[redacted]?x=1');
  });
});

describe('the borrower’s limits', () => {
  const prime = async (key: string, rule: { limit: number; windowMs: number }) => {
    for (let i = 0; i < rule.limit; i++) await t.services.limiter.hit(key, rule);
  };

  it('per token: reads and actions each have their own hourly budget', async () => {
    const owner = await createUser(t);
    const { loan, token } = await lendWithLink(t, owner);
    const other = await lendWithLink(t, owner);
    await prime(borrowerLimitKeys.read.token(hashSecretToken(token)), BORROWER_LIMITS.readPerToken);
    const refused = await readPage(t, token);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      message: expect.stringMatching(/^Too many requests from this link\. Try again in \d+ minutes?\.$/),
      code: 'RATE_LIMITED',
    });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expectPrivate(refused, '429');
    // Actions count apart; another token is not affected.
    expect((await act(t, token, loan._id, 'received')).statusCode).toBe(200);
    expect((await readPage(t, other.token)).statusCode).toBe(200);

    await prime(borrowerLimitKeys.action.token(hashSecretToken(other.token)), BORROWER_LIMITS.actionPerToken);
    expect((await act(t, other.token, other.loan._id, 'received')).statusCode).toBe(429);
    expect((await readPage(t, other.token)).statusCode).toBe(200);
  });

  it('per client address, whatever the token (unknown ones included)', async () => {
    const owner = await createUser(t);
    const { token } = await lendWithLink(t, owner);
    const remoteAddress = '203.0.113.7';
    await prime(borrowerLimitKeys.read.address(remoteAddress), BORROWER_LIMITS.readPerAddress);
    const fromThere = await t.app.inject({ method: 'GET', url: pagePath(token), remoteAddress });
    expect(fromThere.statusCode).toBe(429);
    const guessing = await t.app.inject({ method: 'GET', url: pagePath('B'.repeat(43)), remoteAddress });
    expect(guessing.statusCode).toBe(429);
    expect(
      (await t.app.inject({ method: 'GET', url: pagePath(token), remoteAddress: '203.0.113.8' })).statusCode,
    ).toBe(200);
  });
});
