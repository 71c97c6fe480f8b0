import type { AuditEvent } from '../../src/platform/audit.ts';
import type { TestApp } from '../harness.ts';

let counter = 0;

/**
 * An audit entry recorded through the audit log's own recorder (the port other modules write to),
 * at the app's clock. Default: a failed sign-in from a documentation address.
 */
export async function createAuditEvent(t: TestApp, event: Partial<AuditEvent> = {}): Promise<void> {
  const n = ++counter;
  await t.services.audit.record(t.db, {
    action: 'SIGN_IN_FAILED',
    actor: null,
    target: null,
    origin: { ip: '192.0.2.10', userAgent: 'factory' },
    details: { email: `someone${n}@example.test` },
    ...event,
  });
}
