import type { AccessTokenScope } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

/**
 * Personal access tokens for the open API (issue 31, decision 0028). Only the SHA-256 of a token
 * is kept, with its first 12 characters to show in the list; the token itself is shown once. A
 * revoked token keeps its row (revoked_at) for the audit's sake until the account goes. Owned by
 * the access-tokens module.
 */
export const personalAccessTokens = pgTable(
  'personal_access_tokens',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text().notNull(),
    scopes: text().array().$type<AccessTokenScope[]>().notNull(),
    tokenHash: text().notNull(),
    prefix: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull(),
    expiresAt: timestamp({ withTimezone: true }).notNull(),
    lastUsedAt: timestamp({ withTimezone: true }),
    lastUsedIp: text(),
    revokedAt: timestamp({ withTimezone: true }),
  },
  (t) => [
    uniqueIndex('personal_access_tokens_token_hash_idx').on(t.tokenHash),
    index('personal_access_tokens_user_idx').on(t.userId, t.createdAt),
    check('personal_access_tokens_name_length', sql`char_length(${t.name}) between 1 and 60`),
    check(
      'personal_access_tokens_scopes_known',
      sql`cardinality(${t.scopes}) > 0 and ${t.scopes} <@ array['library:read','library:write','loans:read','loans:write','stats:read']::text[]`,
    ),
  ],
);
