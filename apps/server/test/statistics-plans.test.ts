import type { PlanId } from '@shelfwise/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from './factories/index.ts';
import { createTestApp, type TestApp } from './harness.ts';

/**
 * The Statistics page's plan gate, enforced by the server (spec §6): free gets the cards, basic adds
 * the reading insights (monthly loans, categories), premium gets the advanced analytics too.
 */
const cards = ['/api/books/stats', '/api/books/stats?period=previous'];
const readingInsights = ['/api/borrow/analytics/monthly-loans', '/api/books/analytics/categories'];
const advanced = [
  '/api/borrow/analytics/return-rates',
  '/api/borrow/analytics/average-loan-duration',
  '/api/borrow/analytics/overdue-count',
  '/api/borrowers/analytics/active-count',
];

const allowed: Record<PlanId, string[]> = {
  free: cards,
  basic: [...cards, ...readingInsights],
  premium: [...cards, ...readingInsights, ...advanced],
};

describe('statistics by plan', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  for (const plan of ['free', 'basic', 'premium'] as const) {
    it(`lets a ${plan} user read exactly the figures of the plan`, async () => {
      const { headers } = await createUser(t, { plan });
      for (const url of [...cards, ...readingInsights, ...advanced]) {
        const res = await t.app.inject({ method: 'GET', url, headers });
        if (allowed[plan].includes(url)) {
          expect(res.statusCode, `${plan} ${url}: ${res.body}`).toBe(200);
        } else {
          expect(res.statusCode, `${plan} ${url}`).toBe(403);
          const body = res.json();
          expect(body.code).toBe('PLAN_LIMIT');
          expect(body.message).toMatch(readingInsights.includes(url) ? /Basic and Premium/ : /Premium plan/);
        }
      }
    });
  }

  it('answers 401 without a session', async () => {
    for (const url of [...cards, ...readingInsights, ...advanced]) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(401);
    }
  });
});
