import {
  type AdminUser,
  type AuditLogEntry,
  auditActionLabels,
  type PlanId,
  plans,
} from '@shelfwise/contract';

const dateTime = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});
const date = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** 'Jan 5, 2025, 3:04 PM' in the viewer's zone; '—' without a value. */
export const formatDateTime = (value: string | null | undefined) =>
  value ? dateTime.format(new Date(value)) : '—';

/** 'Jan 5, 2025'; '—' without a value. */
export const formatDay = (value: string | null | undefined) => (value ? date.format(new Date(value)) : '—');

/** '45 s', '12 min', '3 h', '2 days'. */
export function formatAge(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  if (seconds < 3600) return `${Math.floor(seconds / 60)} min`;
  if (seconds < 86_400) return `${Math.floor(seconds / 3600)} h`;
  const days = Math.floor(seconds / 86_400);
  return `${days} day${days === 1 ? '' : 's'}`;
}

export const planName = (plan: PlanId) => plans[plan].name;

/** The plan as the admin pages show it: 'Premium (complimentary)' when an admin gave it. */
export const planLabel = (user: Pick<AdminUser, 'plan' | 'complimentaryPlan'>) =>
  user.complimentaryPlan && user.complimentaryPlan === user.plan
    ? `${planName(user.plan)} (complimentary)`
    : planName(user.plan);

export type StatusTone = 'green' | 'amber' | 'red';

/** Suspended, unverified or active. */
export function userStatus(user: Pick<AdminUser, 'suspended' | 'emailVerified'>): {
  label: string;
  tone: StatusTone;
} {
  if (user.suspended) return { label: 'Suspended', tone: 'red' };
  if (!user.emailVerified) return { label: 'Unverified', tone: 'amber' };
  return { label: 'Active', tone: 'green' };
}

export const actionLabel = (action: AuditLogEntry['action']) => auditActionLabels[action] ?? action;

/** A value of a before/after record, short enough for a table cell. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return value || '""';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return `${value.length} item${value.length === 1 ? '' : 's'}`;
  return JSON.stringify(value);
}

/** 'role: user → admin; plan: free → premium' for the fields an entry changed. */
export function describeChange(entry: Pick<AuditLogEntry, 'before' | 'after'>): string {
  const keys = [...new Set([...Object.keys(entry.before ?? {}), ...Object.keys(entry.after ?? {})])];
  if (keys.length === 0) return '';
  return keys
    .map((key) => {
      const before = entry.before ? describeValue(entry.before[key]) : '—';
      const after = entry.after ? describeValue(entry.after[key]) : '—';
      return `${key}: ${before} → ${after}`;
    })
    .join('; ');
}
