import type { Executor } from '../../db/executor.ts';
import { paidPlanOf } from './billing.apply.ts';
import * as repo from './billing.repository.ts';

/**
 * For the admin overview: subscriptions that give a plan, by plan, and the monthly recurring
 * revenue per currency. Test mode moves no money, so it is counted apart and left out of the
 * revenue; so are subscriptions that will not renew (cancelled at period end) or are past due.
 */
export async function revenueSummary(db: Executor) {
  const rows = await repo.findPlanGivingSubscriptions(db);
  const byPlan = { basic: 0, premium: 0 };
  const mrr = new Map<string, { minor: number; subscriptions: number }>();
  let testMode = 0;
  for (const row of rows) {
    byPlan[paidPlanOf(row.plan)] += 1;
    if (row.provider === 'sandbox') {
      testMode += 1;
      continue;
    }
    if (row.status !== 'active' || row.cancel_at_period_end || row.amount === null || !row.currency) continue;
    const entry = mrr.get(row.currency) ?? { minor: 0, subscriptions: 0 };
    entry.minor += row.billing_cycle === 'yearly' ? row.amount / 12 : row.amount;
    entry.subscriptions += 1;
    mrr.set(row.currency, entry);
  }
  return {
    paying: rows.length,
    byPlan,
    testMode,
    mrr: [...mrr.entries()]
      .map(([currency, e]) => ({
        currency,
        amount: Math.round(e.minor) / 100,
        subscriptions: e.subscriptions,
      }))
      .sort((a, b) => a.currency.localeCompare(b.currency)),
  };
}
