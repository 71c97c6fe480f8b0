import type { BillingProvider } from '@shelfwise/contract';
import { and, asc, desc, eq, isNotNull, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Executor, Transaction } from '../../db/executor.ts';
import { payments, processedWebhookEvents, subscriptions } from '../../db/schema/billing.ts';

/** The billing module owns subscriptions, payments and the processed provider events. */

export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type NewSubscriptionRow = typeof subscriptions.$inferInsert;
export type PaymentRow = typeof payments.$inferSelect;
export type NewPaymentRow = typeof payments.$inferInsert;

const live = ne(subscriptions.status, 'canceled');

/**
 * Claims an event for this transaction: true the first time. A concurrent delivery of the same
 * event waits here on the primary key until the first transaction ends, then finds it taken (or,
 * if that one rolled back, takes it itself).
 */
export async function claimEvent(
  tx: Transaction,
  event: { provider: BillingProvider; eventId: string; type: string; processedAt: Date },
): Promise<boolean> {
  const rows = await tx
    .insert(processedWebhookEvents)
    .values(event)
    .onConflictDoNothing()
    .returning({ eventId: processedWebhookEvents.eventId });
  return rows.length > 0;
}

export async function isEventProcessed(
  db: Executor,
  provider: BillingProvider,
  eventId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ eventId: processedWebhookEvents.eventId })
    .from(processedWebhookEvents)
    .where(and(eq(processedWebhookEvents.provider, provider), eq(processedWebhookEvents.eventId, eventId)))
    .limit(1);
  return row !== undefined;
}

/** The user's subscription that is not over (at most one, by a unique index). */
export async function findLiveSubscription(
  db: Executor,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.userId, userId), live))
    .limit(1);
  return row;
}

/** The user's newest subscription, live or over. */
export async function findLatestSubscription(
  db: Executor,
  userId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(eq(subscriptions.userId, userId))
    .orderBy(desc(subscriptions.createdAt), desc(subscriptions.id))
    .limit(1);
  return row;
}

export async function findSubscriptionByProviderId(
  db: Executor,
  provider: BillingProvider,
  providerSubscriptionId: string,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.provider, provider),
        eq(subscriptions.providerSubscriptionId, providerSubscriptionId),
      ),
    )
    .limit(1);
  return row;
}

/** Whose provider customer this is (from an earlier subscription of theirs). */
export async function findUserIdByCustomer(
  db: Executor,
  provider: BillingProvider,
  providerCustomerId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(eq(subscriptions.provider, provider), eq(subscriptions.providerCustomerId, providerCustomerId)),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.userId;
}

/** The customer id this user had with the provider, to reuse at the next checkout. */
export async function findCustomerIdOfUser(
  db: Executor,
  provider: BillingProvider,
  userId: string,
): Promise<string | undefined> {
  const [row] = await db
    .select({ customer: subscriptions.providerCustomerId })
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, provider),
        sql`${subscriptions.providerCustomerId} is not null`,
      ),
    )
    .orderBy(desc(subscriptions.createdAt))
    .limit(1);
  return row?.customer ?? undefined;
}

export async function insertSubscription(tx: Executor, values: NewSubscriptionRow): Promise<SubscriptionRow> {
  const [row] = await tx.insert(subscriptions).values(values).returning();
  if (!row) throw new Error('insert into subscriptions returned nothing');
  return row;
}

export async function updateSubscription(
  tx: Executor,
  id: string,
  values: Partial<NewSubscriptionRow>,
): Promise<SubscriptionRow> {
  const [row] = await tx.update(subscriptions).set(values).where(eq(subscriptions.id, id)).returning();
  if (!row) throw new Error(`subscription ${id} vanished`);
  return row;
}

export async function findSubscriptionById(db: Executor, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await db.select().from(subscriptions).where(eq(subscriptions.id, id)).limit(1);
  return row;
}

/** Subscriptions we ended whose provider has not confirmed the cancellation yet. */
export async function findPendingProviderCancellations(db: Executor, limit: number): Promise<string[]> {
  const rows = await db
    .select({ id: subscriptions.id })
    .from(subscriptions)
    .where(isNotNull(subscriptions.providerCancelDueAt))
    .orderBy(asc(subscriptions.providerCancelDueAt))
    .limit(limit);
  return rows.map((r) => r.id);
}

/** What a provider could still charge this user for: the live subscription and any not yet cancelled there. */
export async function findSubscriptionsToCancelForUser(
  tx: Executor,
  userId: string,
): Promise<SubscriptionRow[]> {
  return tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        ne(subscriptions.provider, 'sandbox'),
        or(live, isNotNull(subscriptions.providerCancelDueAt)),
      ),
    );
}

export async function lockSubscription(tx: Transaction, id: string): Promise<SubscriptionRow | undefined> {
  const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
  return row;
}

/**
 * Live subscriptions whose paid period is over and that will not renew: cancelled ones, and the
 * sandbox's (test mode never charges again).
 */
export async function findEndedSubscriptions(db: Executor, now: Date, limit: number) {
  return db
    .select({ id: subscriptions.id, userId: subscriptions.userId })
    .from(subscriptions)
    .where(
      and(
        live,
        lte(subscriptions.currentPeriodEnd, now),
        or(eq(subscriptions.cancelAtPeriodEnd, true), eq(subscriptions.provider, 'sandbox')),
      ),
    )
    .orderBy(asc(subscriptions.currentPeriodEnd))
    .limit(limit);
}

/** Inserts the payment unless its reference is known; answers the new row, or undefined. */
export async function insertPaymentIfNew(
  tx: Executor,
  values: NewPaymentRow,
): Promise<PaymentRow | undefined> {
  const [row] = await tx.insert(payments).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findPaymentByReference(
  db: Executor,
  reference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db.select().from(payments).where(eq(payments.reference, reference)).limit(1);
  return row;
}

export async function findPaymentOfUser(
  db: Executor,
  userId: string,
  reference: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.userId, userId), eq(payments.reference, reference)))
    .limit(1);
  return row;
}

export async function findPaymentForRefund(
  db: Executor,
  provider: BillingProvider,
  match: { reference?: string; providerPaymentId?: string },
): Promise<PaymentRow | undefined> {
  const where = match.reference
    ? eq(payments.reference, match.reference)
    : match.providerPaymentId
      ? eq(payments.providerPaymentId, match.providerPaymentId)
      : undefined;
  if (!where) return undefined;
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), where))
    .orderBy(desc(payments.createdAt))
    .limit(1);
  return row;
}

export async function lockPayment(tx: Transaction, id: string): Promise<PaymentRow | undefined> {
  const [row] = await tx.select().from(payments).where(eq(payments.id, id)).for('update');
  return row;
}

export async function updatePayment(
  tx: Executor,
  id: string,
  values: Partial<NewPaymentRow>,
): Promise<PaymentRow> {
  const [row] = await tx.update(payments).set(values).where(eq(payments.id, id)).returning();
  if (!row) throw new Error(`payment ${id} vanished`);
  return row;
}

export async function listPaymentsOfUser(db: Executor, userId: string, limit: number): Promise<PaymentRow[]> {
  return db
    .select()
    .from(payments)
    .where(eq(payments.userId, userId))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(limit);
}

/** The first money taken for a subscription: what the 7-day guarantee refunds. */
export async function findFirstPaymentOfSubscription(
  db: Executor,
  subscriptionId: string,
): Promise<PaymentRow | undefined> {
  const [row] = await db
    .select()
    .from(payments)
    .where(and(eq(payments.subscriptionId, subscriptionId), ne(payments.status, 'failed')))
    .orderBy(asc(payments.paidAt), asc(payments.createdAt))
    .limit(1);
  return row;
}

/** A Paystack subscription we hold whose code is not known yet (paid before subscription.create came). */
export async function findUnnamedLiveSubscription(
  db: Executor,
  userId: string,
  provider: BillingProvider,
): Promise<SubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, provider),
        isNull(subscriptions.providerSubscriptionId),
        live,
      ),
    )
    .limit(1);
  return row;
}

/**
 * Every subscription that gives its plan now (active, or past due while the provider retries),
 * with the amount and currency of its latest successful payment (null before the first).
 */
export async function findPlanGivingSubscriptions(db: Executor) {
  const result = await db.execute<{
    plan: SubscriptionRow['plan'];
    billing_cycle: SubscriptionRow['billingCycle'];
    provider: SubscriptionRow['provider'];
    status: SubscriptionRow['status'];
    cancel_at_period_end: boolean;
    amount: number | null;
    currency: string | null;
  }>(sql`
    select s.plan, s.billing_cycle, s.provider, s.status, s.cancel_at_period_end, p.amount, p.currency
    from ${subscriptions} s
    left join lateral (
      select amount, currency from ${payments}
      where subscription_id = s.id and status in ('success', 'refunded')
      order by paid_at desc nulls last, created_at desc
      limit 1
    ) p on true
    where s.status in ('active', 'past_due')`);
  return result.rows;
}
