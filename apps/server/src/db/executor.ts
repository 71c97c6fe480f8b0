import type { Database } from './client.ts';

/** An open transaction, as Drizzle hands it to `db.transaction(async (tx) => ...)`. */
export type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/**
 * Either the database or an open transaction. Repositories take one, so a service decides whether
 * a call runs alone or inside the transaction of a larger change.
 */
export type Executor = Database | Transaction;
