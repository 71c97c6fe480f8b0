import type { PaymentStatus } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  pgEnum,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { planEnum, users } from './users.ts';

export const billingCycleEnum = pgEnum('billing_cycle', ['monthly', 'yearly']);
export const billingProviderEnum = pgEnum('billing_provider', ['stripe', 'paystack', 'sandbox']);

/**
 * The provider's state as we keep it: `active` (paid, renewing or not), `past_due` (a renewal
 * failed, the provider is retrying), `unpaid` (retries exhausted: the plan is no longer given),
 * `canceled` (ended).
 */
export type SubscriptionState = 'active' | 'past_due' | 'unpaid' | 'canceled';

/**
 * A paid plan bought through a provider. At most one is live (not canceled) per user: a new one
 * ends the old one in the same transaction.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    plan: planEnum().notNull(),
    billingCycle: billingCycleEnum().notNull(),
    status: text().$type<SubscriptionState>().notNull(),
    provider: billingProviderEnum().notNull(),
    /** Stripe `cus_…`, Paystack `CUS_…`. */
    providerCustomerId: text(),
    /** Stripe `sub_…`, Paystack `SUB_…` (null until Paystack's subscription.create names it), sandbox `sbx_sub_…`. */
    providerSubscriptionId: text(),
    /** Paystack: the plan code, and the email token that disabling a subscription needs. */
    providerPlanCode: text(),
    providerEmailToken: text(),
    currentPeriodEnd: timestamp({ withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean().notNull().default(false),
    startedAt: timestamp({ withTimezone: true }).notNull(),
    endedAt: timestamp({ withTimezone: true }),
    /**
     * Set when we ended it (a plan change, a refund) and the provider must still be told; cleared once
     * it has been. A scheduled job retries what is left.
     */
    providerCancelDueAt: timestamp({ withTimezone: true }),
    /**
     * When the provider state this row holds was read from the provider (`observedAt` of the
     * snapshot applied last): an older snapshot, applied late or at the same time, is ignored.
     */
    providerStateAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp({ withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [
    uniqueIndex('subscriptions_provider_ref_key').on(t.provider, t.providerSubscriptionId),
    uniqueIndex('subscriptions_one_live_per_user').on(t.userId).where(sql`${t.status} <> 'canceled'`),
    index('subscriptions_user_idx').on(t.userId, t.createdAt.desc()),
    index('subscriptions_due_idx').on(t.currentPeriodEnd).where(sql`${t.status} <> 'canceled'`),
  ],
);

/** Money that moved (or failed to): one row per provider payment, unique on its reference. */
export const payments = pgTable(
  'payments',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subscriptionId: uuid().references(() => subscriptions.id, { onDelete: 'set null' }),
    provider: billingProviderEnum().notNull(),
    /** Stripe invoice `in_…`, Paystack transaction reference, sandbox `sbx_…`. */
    reference: text().notNull().unique(),
    /** What a refund names: Stripe PaymentIntent `pi_…`, Paystack transaction id. */
    providerPaymentId: text(),
    plan: planEnum().notNull(),
    billingCycle: billingCycleEnum().notNull(),
    /** Minor units (cents, kobo). */
    amount: integer().notNull(),
    /** ISO 4217, upper case. */
    currency: text().notNull(),
    status: text().$type<PaymentStatus>().notNull(),
    channel: text().notNull().default('card'),
    cardType: text(),
    last4: text(),
    expMonth: integer(),
    expYear: integer(),
    /** When the money was taken (null for a failed attempt). */
    paidAt: timestamp({ withTimezone: true }),
    refundedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_user_idx').on(t.userId, t.createdAt.desc()),
    index('payments_provider_payment_idx').on(t.providerPaymentId),
  ],
);

/** Every provider event applied, once: the row commits in the same transaction as its effect. */
export const processedWebhookEvents = pgTable(
  'processed_webhook_events',
  {
    provider: billingProviderEnum().notNull(),
    eventId: text().notNull(),
    type: text().notNull(),
    processedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.provider, t.eventId] })],
);
