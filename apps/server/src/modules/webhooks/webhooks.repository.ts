import type { WebhookEventType } from '@shelfwise/contract';
import { and, arrayContains, count, desc, eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/executor.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/webhooks.ts';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export async function insertEndpoint(
  db: Executor,
  values: { userId: string; url: string; secret: string; events: WebhookEventType[]; createdAt: Date },
): Promise<EndpointRow> {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('insert returned no row');
  return row;
}

export function findEndpointsOfUser(db: Executor, userId: string): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId))
    .orderBy(desc(webhookEndpoints.createdAt), desc(webhookEndpoints.id));
}

export async function countEndpoints(db: Executor, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.userId, userId));
  return row?.n ?? 0;
}

export async function findEndpoint(
  db: Executor,
  userId: string,
  id: string,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)));
  return row;
}

export async function findEndpointById(db: Executor, id: string): Promise<EndpointRow | undefined> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
  return row;
}

/** The user's enabled endpoints that asked for this event. */
export function findListening(db: Executor, userId: string, type: WebhookEventType): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.userId, userId),
        eq(webhookEndpoints.enabled, true),
        arrayContains(webhookEndpoints.events, [type]),
      ),
    );
}

/** The owners with an enabled endpoint that asked for this event (the overdue sweep's). */
export async function findOwnersListening(db: Executor, type: WebhookEventType): Promise<string[]> {
  const rows = await db
    .selectDistinct({ userId: webhookEndpoints.userId })
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.enabled, true), arrayContains(webhookEndpoints.events, [type])));
  return rows.map((r) => r.userId);
}

export async function updateEndpoint(
  db: Executor,
  userId: string,
  id: string,
  values: Partial<Pick<EndpointRow, 'enabled' | 'events' | 'failureCount' | 'disabledAt'>>,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set(values)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)))
    .returning();
  return row;
}

export async function deleteEndpoint(db: Executor, userId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.userId, userId), eq(webhookEndpoints.id, id)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** A delivered event sets the endpoint's run of failures back to 0. */
export async function clearFailures(db: Executor, id: string): Promise<void> {
  await db.update(webhookEndpoints).set({ failureCount: 0 }).where(eq(webhookEndpoints.id, id));
}

/**
 * One more delivery failed for good: the run grows, and reaching `disableAt` turns an enabled
 * endpoint off. Answers the row after, and whether this call turned it off.
 */
export async function addFailure(
  db: Executor,
  id: string,
  disableAt: number,
  now: Date,
): Promise<{ row: EndpointRow; disabledNow: boolean } | undefined> {
  const [before] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update');
  if (!before) return undefined;
  const failureCount = before.failureCount + 1;
  const disabledNow = before.enabled && failureCount >= disableAt;
  const [row] = await db
    .update(webhookEndpoints)
    .set(disabledNow ? { failureCount, enabled: false, disabledAt: now } : { failureCount })
    .where(eq(webhookEndpoints.id, id))
    .returning();
  return row ? { row, disabledNow } : undefined;
}

/** A delivery row for an event, or nothing when that endpoint already has this event (exactly once). */
export async function insertDelivery(
  db: Executor,
  values: {
    endpointId: string;
    eventId: string;
    eventType: string;
    payload: Record<string, unknown>;
    createdAt: Date;
  },
): Promise<DeliveryRow | undefined> {
  const [row] = await db.insert(webhookDeliveries).values(values).onConflictDoNothing().returning();
  return row;
}

export async function findDelivery(db: Executor, id: string): Promise<DeliveryRow | undefined> {
  const [row] = await db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id));
  return row;
}

export function findDeliveriesOf(db: Executor, endpointId: string, limit: number): Promise<DeliveryRow[]> {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/** Whether the endpoint has this event already (the overdue sweep asks before building the payload). */
export async function hasEvent(db: Executor, endpointId: string, eventId: string): Promise<boolean> {
  const rows = await db
    .select({ one: sql`1` })
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.endpointId, endpointId), eq(webhookDeliveries.eventId, eventId)));
  return rows.length > 0;
}

/** One try of a delivery recorded: the outcome so far, and the status it leaves. */
export async function recordAttempt(
  db: Executor,
  id: string,
  values: {
    status: DeliveryRow['status'];
    statusCode: number | null;
    error: string | null;
    deliveredAt: Date | null;
  },
): Promise<DeliveryRow | undefined> {
  const [row] = await db
    .update(webhookDeliveries)
    .set({
      status: values.status,
      attempts: sql`${webhookDeliveries.attempts} + 1`,
      lastStatusCode: values.statusCode,
      lastError: values.error,
      deliveredAt: values.deliveredAt,
    })
    .where(eq(webhookDeliveries.id, id))
    .returning();
  return row;
}
