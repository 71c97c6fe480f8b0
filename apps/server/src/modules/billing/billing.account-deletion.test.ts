import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CreatedUser, createUser } from '../../../test/factories/index.ts';
import { mailMatching } from '../../../test/mail-helpers.ts';
import { DELETION_RACED_MESSAGE } from './billing.service.ts';
import {
  type BillingTestApp,
  billingStateOf,
  deliverStripe,
  startBillingApp,
} from './billing.test-support.ts';

/**
 * Deleting an account cancels its subscription at the provider first, and never while a database
 * transaction is open: a slow provider must not hold the account's row lock (or a connection idle
 * in a transaction, which PostgreSQL ends after 15 s) for as long as it takes.
 */
describe('account deletion and the provider', () => {
  let b: BillingTestApp;

  beforeAll(async () => {
    b = await startBillingApp();
  });
  afterAll(async () => {
    await b?.close();
  });

  async function stripeCheckout(user: CreatedUser, plan: string) {
    const res = await b.t.app.inject({
      method: 'POST',
      url: '/api/payments/stripe-checkout',
      headers: user.headers,
      payload: { userId: user.user.id, plan, billingCycle: 'monthly' },
    });
    expect(res.statusCode, res.body).toBe(200);
    const paid = b.stripe.completeCheckout(res.json().url.split('/').pop());
    for (const event of paid.events) expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
    return paid.subscriptionId;
  }

  const deleteAccount = (user: CreatedUser) =>
    b.t.app.inject({ method: 'DELETE', url: '/api/users/delete-account', headers: user.headers });

  /** Sessions of the app's database inside a transaction and waiting (on us, or on a provider). */
  async function idleInTransaction(): Promise<number> {
    const result = await b.t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from pg_stat_activity
      where datname = current_database() and pid <> pg_backend_pid() and state like 'idle in transaction%'`);
    return result.rows[0]?.n ?? -1;
  }

  /** Whether anyone holds the account's row lock, asked from a connection of our own (NOWAIT). */
  async function accountRowLocked(userId: string): Promise<boolean> {
    const client = new pg.Client({ connectionString: b.t.databaseUrl });
    await client.connect();
    try {
      await client.query('begin');
      await client.query('select id from users where id = $1 for update nowait', [userId]);
      return false;
    } catch (error) {
      if ((error as { code?: string }).code === '55P03') return true;
      throw error;
    } finally {
      await client.query('rollback').catch(() => {});
      await client.end();
    }
  }

  const stripeStatus = (id: string) => (b.stripe.objects.get(id) as { status: string }).status;

  it('cancels at Stripe before its transaction opens: while Stripe is slow to answer, no transaction waits on it', async () => {
    const user = await createUser(b.t);
    const subscriptionId = await stripeCheckout(user, 'premium');
    await mailMatching(b.smtp, user.user.email, /receipt/i);

    const hold = b.stripe.holdNext(
      (method, path) => method === 'DELETE' && path === `/v1/subscriptions/${subscriptionId}`,
    );
    const deletion = deleteAccount(user);
    await hold.arrived;
    // Stripe has the cancellation and has not answered yet: the deletion is waiting on it now.
    expect(stripeStatus(subscriptionId)).toBe('canceled');
    expect(await idleInTransaction()).toBe(0);
    expect(await accountRowLocked(user.user.id)).toBe(false);
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');

    hold.release();
    const answer = await deletion;
    expect(answer.statusCode, answer.body).toBe(200);
    expect(await billingStateOf(b.t, user.user.id)).toMatchObject({
      plan: undefined,
      subscriptions: [],
      payments: [],
    });
  });

  it('a subscription that starts between the cancel and the delete stops the deletion (409); trying again deletes', async () => {
    const user = await createUser(b.t);
    const first = await stripeCheckout(user, 'basic');
    const hold = b.stripe.holdNext(
      (method, path) => method === 'DELETE' && path === `/v1/subscriptions/${first}`,
    );
    const deletion = deleteAccount(user);
    await hold.arrived;
    // Meanwhile a second checkout (another tab) is paid and its events come in: nothing blocks them.
    const second = await stripeCheckout(user, 'premium');
    expect((await billingStateOf(b.t, user.user.id)).plan).toBe('premium');
    hold.release();

    const refused = await deletion;
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json()).toEqual({ code: 'CONFLICT', message: DELETION_RACED_MESSAGE });
    // Nothing was deleted, and the subscription that came in is still there to be cancelled.
    const kept = await billingStateOf(b.t, user.user.id);
    expect(kept.plan).toBe('premium');
    expect(kept.subscriptions.find((s) => s.providerSubscriptionId === second)?.status).toBe('active');
    expect(stripeStatus(second)).toBe('active');

    const deleted = await deleteAccount(user);
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(stripeStatus(first)).toBe('canceled');
    expect(stripeStatus(second)).toBe('canceled');
    expect((await billingStateOf(b.t, user.user.id)).plan).toBeUndefined();
    for (const event of b.stripe.takeEvents())
      expect((await deliverStripe(b.t, b.stripe, event)).statusCode).toBe(200);
  });
});
