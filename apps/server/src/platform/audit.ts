import type { AuditAction } from '@shelfwise/contract';
import type { Executor } from '../db/executor.ts';
import type { ClientMeta } from './client-meta.ts';

/** Someone named in an audit entry, as they were at the time. */
export interface AuditParty {
  id: string;
  email: string;
}

export interface AuditEvent {
  action: AuditAction;
  /** Who did it: an admin, the user themselves, or null (a provider's webhook, a command line). */
  actor: AuditParty | null;
  /** Whom it was done to. */
  target: AuditParty | null;
  origin?: ClientMeta | null;
  /** The state before and after the change, for changes. */
  before?: Record<string, unknown> | null;
  after?: Record<string, unknown> | null;
  details?: Record<string, unknown>;
}

/**
 * The audit log port: modules that cause security events (auth, users, billing) record them
 * through this, in the transaction of the change where there is one, so the entry exists exactly
 * when the change does. The admin module implements it; the composition root hands it out.
 */
export interface AuditRecorder {
  record(executor: Executor, event: AuditEvent): Promise<void>;
}
