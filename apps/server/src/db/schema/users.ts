import type { NotificationSettings } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { citext } from './columns.ts';

export const roleEnum = pgEnum('user_role', ['user', 'admin']);
export const planEnum = pgEnum('plan', ['free', 'basic', 'premium']);

const timestamps = {
  createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp({ withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

/**
 * Every other table that holds a user's rows references `users.id` with `onDelete: 'cascade'`,
 * so deleting the account removes all of them in the same statement.
 */
export const users = pgTable(
  'users',
  {
    id: uuid().primaryKey().defaultRandom(),
    name: text().notNull(),
    email: citext().notNull().unique(),
    passwordHash: text().notNull(),
    role: roleEnum().notNull().default('user'),
    /**
     * What the account has: the higher of a paid subscription's plan and `complimentaryPlan`
     * (enum order free < basic < premium, so SQL `greatest` picks it).
     */
    plan: planEnum().notNull().default('free'),
    /** A plan an admin gave free of charge, or null. */
    complimentaryPlan: planEnum(),
    /** What the user picked at sign-up, to offer it after verification. */
    intendedPlan: planEnum().notNull().default('free'),
    emailVerifiedAt: timestamp({ withTimezone: true }),
    /**
     * A new address asked for in settings, not yet proven with its code. Until it is, `email` stays
     * the account's address for signing in and for mail. Not unique: whoever proves it first gets it.
     */
    pendingEmail: citext(),
    /** Set by an admin: no session works and sign-in is refused until it is cleared. */
    suspendedAt: timestamp({ withTimezone: true }),
    /** A path under /api/uploads, or null. */
    avatar: text(),
    language: text().notNull().default('en'),
    timezone: text().notNull().default('UTC-8'),
    /** ISO 3166-1 alpha-2, the default for borrowers' phone numbers typed without a country code. */
    country: text(),
    /**
     * How the account pays: 'nigeria' (naira, Paystack) or 'international' (US dollars, Stripe).
     * Decided in the browser at sign-up, changeable in Settings; null for accounts made before it
     * was kept (their checkout takes the region the page decided for the visit).
     */
    paymentRegion: text({ enum: ['international', 'nigeria'] }),
    notificationSettings: jsonb()
      .$type<NotificationSettings>()
      .notNull()
      .default(
        sql`'{"emailReminders":true,"dueDateAlerts":true,"weeklyDigest":false,"newFeatures":true}'::jsonb`,
      ),
    ...timestamps,
  },
  // The admin user list: newest first (read backwards), searched by part of the name or email.
  (t) => [
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', sql`(${t.email}::text) gin_trgm_ops`),
  ],
);

/** One row per signed-in device; the JWT only carries this id, so revoking the row ends the session. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    revokedAt: timestamp({ withTimezone: true }),
    userAgent: text(),
    ip: text(),
  },
  (t) => [index().on(t.userId)],
);

/** 6-digit codes, stored as a keyed hash; one live code per user. */
export const emailVerificationCodes = pgTable(
  'email_verification_codes',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The address the code was sent to: a code proves that address, not a later one. */
    email: citext().notNull(),
    codeHash: text().notNull(),
    attempts: integer().notNull().default(0),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex().on(t.userId)],
);

export const passwordResetTokens = pgTable(
  'password_reset_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text().notNull().unique(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    usedAt: timestamp({ withTimezone: true }),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index().on(t.userId)],
);
