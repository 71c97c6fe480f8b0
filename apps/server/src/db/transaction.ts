import { type Database, databaseOn } from './client.ts';
import type { Executor, Transaction } from './executor.ts';
import { pgErrorOf } from './pg-error.ts';

/** serialization_failure and deadlock_detected: PostgreSQL rolled the transaction back; running it again is safe. */
export const RETRYABLE_SQLSTATES: ReadonlySet<string> = new Set(['40001', '40P01']);

export interface RetryPolicy {
  /** Runs in all, the first included. */
  attempts: number;
  /** Upper bound of the first wait; each further wait's bound doubles, up to `maxDelayMs`. */
  baseDelayMs: number;
  maxDelayMs: number;
}

/** Five runs, waiting at most 10, 20, 40, 80 ms between them (full jitter): under 0.2 s in the worst case. */
export const DEFAULT_RETRY_POLICY: RetryPolicy = { attempts: 5, baseDelayMs: 10, maxDelayMs: 200 };

export function isRetryableConflict(error: unknown): boolean {
  const code = pgErrorOf(error)?.code;
  return code !== undefined && RETRYABLE_SQLSTATES.has(code);
}

/** "Full jitter": a random wait below the doubling bound, so transactions that collided do not collide again in step. */
export function retryDelayMs(retry: number, policy: RetryPolicy, random: () => number = Math.random): number {
  const bound = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  return Math.floor(random() * bound);
}

/**
 * Runs `fn` again, a bounded number of times, when PostgreSQL gave it up as a serialization
 * failure or a deadlock victim; any other error, and the last conflict, is thrown as it is. `fn`
 * must be safe to run twice: only database work belongs in it (side effects go after it or, for
 * mail, into the outbox inside it).
 */
export async function withRetry<T>(
  fn: () => Promise<T>,
  policy: RetryPolicy = DEFAULT_RETRY_POLICY,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (error) {
      if (attempt >= policy.attempts || !isRetryableConflict(error)) throw error;
      await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt - 1, policy)));
    }
  }
}

export interface TransactionOptions {
  isolationLevel?: 'read committed' | 'repeatable read' | 'serializable';
  retry?: RetryPolicy;
}

/**
 * The one way services open a transaction: `transaction(db, async (tx) => ...)`. A deadlock or a
 * serialization failure rolls the whole transaction back, so it is run again from the start
 * (see withRetry); the caller sees either its result or a real error, never a 5xx for a collision
 * with another request.
 */
export function transaction<T>(
  db: Database,
  fn: (tx: Transaction) => Promise<T>,
  options: TransactionOptions = {},
): Promise<T> {
  const config = options.isolationLevel ? { isolationLevel: options.isolationLevel } : undefined;
  return withRetry(async () => {
    const committed: (() => void)[] = [];
    // drizzle's own transaction on the pool checks a connection out, but gives it back only once
    // BEGIN has succeeded: a BEGIN that fails (a database that stopped answering) would keep the
    // connection from the pool for good. So the connection is checked out here, and always returned.
    const client = await db.$client.connect();
    let result: T;
    try {
      result = await databaseOn(client).transaction((tx) => {
        afterCommitHooks.set(tx, committed);
        return fn(tx);
      }, config);
    } finally {
      // A connection that failed (or that the pool's sweep closed) is dropped by the pool here.
      client.release();
    }
    for (const hook of committed) hook();
    return result;
  }, options.retry);
}

const afterCommitHooks = new WeakMap<Executor, (() => void)[]>();

/**
 * Runs `hook` once what was written through `executor` is committed: after the commit of a
 * transaction opened by `transaction` (never, if it rolls back: a retried run registers its own),
 * at once for the database itself, whose statements commit one by one. For memory that must not
 * run ahead of the database, such as a cache forgetting a changed row.
 */
export function afterCommit(executor: Executor, hook: () => void): void {
  const hooks = afterCommitHooks.get(executor);
  if (hooks) hooks.push(hook);
  else hook();
}
