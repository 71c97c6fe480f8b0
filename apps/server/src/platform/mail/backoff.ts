export const MAX_MAIL_ATTEMPTS = 8;
const MAX_DELAY_MS = 60 * 60 * 1000;

/** Exponential backoff: base, 2×base, 4×base, ... capped at one hour. `attempt` counts from 1. */
export function retryDelayMs(attempt: number, baseMs: number): number {
  return Math.min(baseMs * 2 ** Math.max(0, attempt - 1), MAX_DELAY_MS);
}
