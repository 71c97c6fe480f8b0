import { QUERY_READ_TIMEOUT } from './client.ts';
/**
 * The PostgreSQL error behind a failed query. Drizzle wraps driver errors (`cause`), so look
 * through the chain for the SQLSTATE code.
 */
export function pgErrorOf(error: unknown): { code: string; constraint?: string } | undefined {
  let current: unknown = error;
  for (let depth = 0; current && depth < 5; depth++) {
    const candidate = current as { code?: unknown; constraint?: unknown; cause?: unknown };
    if (typeof candidate.code === 'string' && /^[0-9A-Z]{5}$/.test(candidate.code)) {
      return {
        code: candidate.code,
        constraint: typeof candidate.constraint === 'string' ? candidate.constraint : undefined,
      };
    }
    current = candidate.cause;
  }
  return undefined;
}

export const UNIQUE_VIOLATION = '23505';
export const FOREIGN_KEY_VIOLATION = '23503';

export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  const pg = pgErrorOf(error);
  return pg?.code === UNIQUE_VIOLATION && (!constraint || pg.constraint === constraint);
}

/**
 * SQLSTATEs that mean "PostgreSQL cannot serve this now", not "this request is wrong": the
 * connection classes (08), the server shutting down or starting (57P01-57P03), no resources (53),
 * and our own bounds firing (57014 statement_timeout, 55P03 lock_timeout, 25P03 idle in transaction).
 */
const UNAVAILABLE_SQLSTATE = /^(08|53|57P0[123])|^(57014|55P03|25P03)$/;

/** What node-postgres says when it cannot reach the server or stops waiting for it. */
const UNAVAILABLE_NODE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
const UNAVAILABLE_MESSAGE =
  /^(timeout expired|timeout exceeded when trying to connect|Connection terminated.*|Query read timeout|Client .* not queryable|Cannot use a pool after calling end on the pool)$/;

/** The kinds of database trouble a caller should hear as "try again shortly" (503), not as a bug. */
export type DatabaseTrouble = 'unreachable' | 'timeout';

/**
 * Whether a failed query failed because the database is out of reach or too slow, looking through
 * Drizzle's wrapping (`cause`) and AggregateErrors (a refused connection to every address of a host).
 */
export function databaseTroubleOf(error: unknown): DatabaseTrouble | undefined {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0) {
    const current = queue.shift();
    if (!current || typeof current !== 'object' || seen.has(current) || seen.size > 10) continue;
    seen.add(current);
    const candidate = current as { code?: unknown; message?: unknown; cause?: unknown; errors?: unknown };
    const code = typeof candidate.code === 'string' ? candidate.code : '';
    if (/^[0-9A-Z]{5}$/.test(code) && UNAVAILABLE_SQLSTATE.test(code)) {
      return code === '57014' || code === '55P03' || code === '25P03' ? 'timeout' : 'unreachable';
    }
    if (UNAVAILABLE_NODE_CODES.has(code)) return 'unreachable';
    if (typeof candidate.message === 'string' && UNAVAILABLE_MESSAGE.test(candidate.message)) {
      return candidate.message === QUERY_READ_TIMEOUT ? 'timeout' : 'unreachable';
    }
    queue.push(candidate.cause);
    if (Array.isArray(candidate.errors)) queue.push(...candidate.errors);
  }
  return undefined;
}
