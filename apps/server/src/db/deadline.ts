import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * How long database answers may take depends on who is waiting for them. A person waiting on an
 * HTTP request gets an answer or a 503 within `DB_REQUEST_TIMEOUT_MS`; background work (jobs, the
 * mail outbox, exports streamed to a download) keeps the pool's longer `DB_QUERY_TIMEOUT_MS`.
 *
 * The request's deadline travels with its asynchronous work (AsyncLocalStorage), so repositories,
 * services and drizzle need not pass it along: the pool's client reads it when a query is sent
 * (db/client.ts).
 */
interface DeadlineScope {
  /** `performance.now()` by which the queries of this unit of work must be answered. */
  readonly answerBy: number;
}

const scope = new AsyncLocalStorage<DeadlineScope>();

/** Runs `fn` (and everything it starts) with database answers due by `answerBy` (`performance.now()`). */
export function withDatabaseDeadline<T>(answerBy: number, fn: () => T): T {
  return scope.run({ answerBy }, fn);
}

/** Runs `fn` without the deadline of the surrounding request: background work started by it. */
export function withoutDatabaseDeadline<T>(fn: () => T): T {
  return scope.exit(fn);
}

/** The deadline of the work running now, or undefined for background work. */
export function currentDatabaseDeadline(): number | undefined {
  return scope.getStore()?.answerBy;
}
