import type { WebhookEventType } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Outgoing webhooks (issue 31). An endpoint's signing secret must be kept to sign with: it is
 * stored encrypted (AES-256-GCM under a key derived from JWT_SECRET, platform/secret-box.ts), never
 * in the clear. Owned by the webhooks module.
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    url: text().notNull(),
    /** The sealed `whsec_…` secret (secret-box), opened only to sign a delivery. */
    secret: text().notNull(),
    events: text().array().$type<WebhookEventType[]>().notNull(),
    enabled: boolean().notNull().default(true),
    /** Deliveries in a row that failed after every retry; a delivered one sets it back to 0. */
    failureCount: integer().notNull().default(0),
    disabledAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull(),
  },
  (t) => [
    index('webhook_endpoints_user_idx').on(t.userId, t.createdAt),
    check('webhook_endpoints_events_any', sql`cardinality(${t.events}) > 0`),
  ],
);

/**
 * One event for one endpoint: unique per (endpoint, event id), so an event is queued exactly once
 * whatever notices it twice (the overdue sweep's event ids are the loan's).
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: uuid().primaryKey().defaultRandom(),
    endpointId: uuid()
      .notNull()
      .references(() => webhookEndpoints.id, { onDelete: 'cascade' }),
    eventId: text().notNull(),
    eventType: text().notNull(),
    payload: jsonb().$type<Record<string, unknown>>().notNull(),
    status: text({ enum: ['pending', 'delivered', 'failed'] })
      .notNull()
      .default('pending'),
    attempts: integer().notNull().default(0),
    lastStatusCode: integer(),
    lastError: text(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    deliveredAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('webhook_deliveries_event_idx').on(t.endpointId, t.eventId),
    index('webhook_deliveries_endpoint_idx').on(t.endpointId, t.createdAt),
    check('webhook_deliveries_status_known', sql`${t.status} in ('pending','delivered','failed')`),
  ],
);
