import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLoan, createUser, createWebhook } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import {
  drainDeliveries,
  startReceiver,
  verifyStandardWebhook,
  type WebhookReceiver,
} from '../../../test/webhook-receiver.ts';
import { createManualClock } from '../../platform/clock.ts';

/** Loan events reach a receiver signed, exactly once each, with retries and a cut-off. */

const DAY_MS = 24 * 60 * 60 * 1000;
const clock = createManualClock('2031-03-10T12:00:00Z');
let t: TestApp;
let receiver: WebhookReceiver;

beforeAll(async () => {
  t = await createTestApp({}, { clock });
  receiver = await startReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const deliveriesOf = async (endpointId: string) =>
  (
    await t.db.execute<{
      status: string;
      attempts: number;
      last_status_code: number | null;
      event_type: string;
    }>(
      sql`select status, attempts, last_status_code, event_type from webhook_deliveries where endpoint_id = ${endpointId} order by created_at, id`,
    )
  ).rows;

describe('loan events', () => {
  it('sends one signed event per loan change (lent, extension asked, return reported, returned)', async () => {
    receiver.received.length = 0;
    const owner = await createUser(t, { plan: 'premium' });
    const hook = await createWebhook(t, owner, { url: receiver.url });
    const loan = await createLoan(t, owner);
    // Nothing leaves inside the loan's transaction: the delivery waits for the job.
    expect(receiver.received).toHaveLength(0);
    await drainDeliveries(t);
    expect(receiver.received.map((r) => r.json.type)).toEqual(['loan.lent']);

    const pair = { userId: owner.user.id, borrowerId: loan.borrower._id };
    await t.services.loans.requestExtension(
      pair,
      loan._id,
      new Date(clock.now().getTime() + 20 * DAY_MS).toISOString().slice(0, 10),
    );
    await drainDeliveries(t);
    const declined = (await t.services.loans.pendingRequests(owner.user.id))[0];
    if (!declined) throw new Error('no pending request');
    await t.services.loans.declineRequest({ id: owner.user.id, plan: 'premium' }, declined.id);
    await t.services.loans.reportReturn(pair, loan._id);
    await drainDeliveries(t);
    await t.services.loans.markReturned(owner.user.id, loan._id);
    await drainDeliveries(t);

    expect(receiver.received.map((r) => r.json.type)).toEqual([
      'loan.lent',
      'loan.extension_requested',
      'loan.return_reported',
      'loan.returned',
    ]);
    for (const hookCall of receiver.received) {
      expect(verifyStandardWebhook(hook.secret, hookCall)).toBe(true);
      expect(verifyStandardWebhook(`whsec_${Buffer.alloc(24).toString('base64')}`, hookCall)).toBe(false);
      expect(hookCall.id).toBe(hookCall.json.id);
      expect(hookCall.timestamp).toBe(String(Math.floor(clock.now().getTime() / 1000)));
    }
    const returned = receiver.received[3]?.json;
    expect(returned?.data).toEqual({
      loan: { id: loan._id, dueDate: loan.returnDate, returnedAt: clock.now().toISOString() },
      book: { id: loan.book._id, title: loan.book.title },
      borrower: { id: loan.borrower._id, name: loan.borrower.name },
    });
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(4);
    expect((await deliveriesOf(hook.id)).every((d) => d.status === 'delivered' && d.attempts === 1)).toBe(
      true,
    );
  });

  it('sends only the events an endpoint asked for, and nothing to a turned-off one', async () => {
    receiver.received.length = 0;
    const owner = await createUser(t, { plan: 'premium' });
    await createWebhook(t, owner, { url: receiver.url, events: ['loan.returned'] });
    const off = await createWebhook(t, owner, { url: receiver.url });
    await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${off.id}`,
      headers: owner.headers,
      payload: { enabled: false },
    });
    const loan = await createLoan(t, owner);
    await t.services.loans.markReturned(owner.user.id, loan._id);
    await drainDeliveries(t);
    expect(receiver.received.map((r) => r.json.type)).toEqual(['loan.returned']);
  });

  it('retries after a 500 and delivers once, with the same webhook-id', async () => {
    receiver.received.length = 0;
    const owner = await createUser(t, { plan: 'basic' });
    const hook = await createWebhook(t, owner, { url: receiver.url, events: ['loan.lent'] });
    receiver.answer(500, 503);
    await createLoan(t, owner);
    await drainDeliveries(t);
    expect(receiver.received).toHaveLength(3);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
    expect(receiver.received.every((r) => verifyStandardWebhook(hook.secret, r))).toBe(true);
    expect(await deliveriesOf(hook.id)).toEqual([
      { status: 'delivered', attempts: 3, last_status_code: 200, event_type: 'loan.lent' },
    ]);
    // Running the queue again sends nothing more.
    await drainDeliveries(t);
    expect(receiver.received).toHaveLength(3);
  });

  it('turns an endpoint off after 5 deliveries in a row failed for good, and mails its owner', async () => {
    receiver.received.length = 0;
    const owner = await createUser(t, { plan: 'premium' });
    const hook = await createWebhook(t, owner, { url: receiver.url, events: ['loan.lent'] });
    receiver.answer(...Array(25).fill(500));
    for (let i = 0; i < 5; i++) await createLoan(t, owner);
    await drainDeliveries(t, 20);
    expect(receiver.received).toHaveLength(25);
    const rows = await deliveriesOf(hook.id);
    expect(rows.map((r) => [r.status, r.attempts, r.last_status_code])).toEqual(
      Array(5).fill(['failed', 5, 500]),
    );
    const listed = await t.app.inject({ method: 'GET', url: '/api/webhooks', headers: owner.headers });
    expect(listed.json().data[0]).toMatchObject({
      enabled: false,
      failureCount: 5,
      disabledAt: clock.now().toISOString(),
    });
    const mail = await t.db.execute<{ subject: string; text: string }>(
      sql`select subject, text from mail_outbox where "to" = ${owner.user.email} and kind = 'webhook-disabled'`,
    );
    expect(mail.rows).toHaveLength(1);
    expect(mail.rows[0]?.text).toContain(receiver.url);

    // Off: a new loan queues nothing; on again, the run of failures starts over.
    await createLoan(t, owner);
    expect(await deliveriesOf(hook.id)).toHaveLength(5);
    const on = await t.app.inject({
      method: 'PATCH',
      url: `/api/webhooks/${hook.id}`,
      headers: owner.headers,
      payload: { enabled: true },
    });
    expect(on.json().data).toMatchObject({ enabled: true, failureCount: 0, disabledAt: null });
  });

  it('sends loan.overdue once per loan when its due date has passed in the owner’s time zone', async () => {
    receiver.received.length = 0;
    const owner = await createUser(t, { plan: 'premium' });
    await createWebhook(t, owner, { url: receiver.url, events: ['loan.overdue'] });
    const today = clock.now().toISOString().slice(0, 10);
    const loan = await createLoan(t, owner, { returnDate: today });
    await t.services.webhooks.sweepOverdue();
    await drainDeliveries(t);
    expect(receiver.received).toHaveLength(0);

    clock.advance(DAY_MS);
    await t.services.webhooks.sweepOverdue();
    await t.services.webhooks.sweepOverdue();
    await drainDeliveries(t);
    clock.advance(DAY_MS);
    await t.services.webhooks.sweepOverdue();
    await drainDeliveries(t);
    expect(receiver.received.map((r) => [r.json.type, (r.json.data.loan as { id: string }).id])).toEqual([
      ['loan.overdue', loan._id],
    ]);
  });
});
