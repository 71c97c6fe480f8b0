import {
  type AdminUser,
  type AuditAction,
  type AuditLogEntry,
  type PlanId,
  plans,
} from '@shelfwise/contract';
import { displayTimeZone } from '../../../lib/dates.ts';
import { intlLocale, type MessageKey, t } from '../../../lib/i18n/i18n.ts';

// In the language shown and the reader's timezone setting, made once per language and zone.
const formats = new Map<string, { dateTime: Intl.DateTimeFormat; date: Intl.DateTimeFormat }>();
function formatsFor(locale = intlLocale(), timeZone = displayTimeZone()) {
  const id = `${locale}|${timeZone ?? ''}`;
  let found = formats.get(id);
  if (!found) {
    found = {
      dateTime: new Intl.DateTimeFormat(locale, {
        month: 'short',
        day: 'numeric',
        year: 'numeric',
        hour: 'numeric',
        minute: '2-digit',
        timeZone,
      }),
      date: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', year: 'numeric', timeZone }),
    };
    formats.set(id, found);
  }
  return found;
}

/** 'Jan 5, 2025, 3:04 PM' in the viewer's zone; '—' without a value. */
export const formatDateTime = (value: string | null | undefined) =>
  value ? formatsFor().dateTime.format(new Date(value)) : '—';

/** 'Jan 5, 2025'; '—' without a value. */
export const formatDay = (value: string | null | undefined) =>
  value ? formatsFor().date.format(new Date(value)) : '—';

/** '45 s', '12 min', '3 h', '2 days'. */
export function formatAge(seconds: number): string {
  if (seconds < 60) return t('admin.age.seconds', { n: seconds });
  if (seconds < 3600) return t('admin.age.minutes', { n: Math.floor(seconds / 60) });
  if (seconds < 86_400) return t('admin.age.hours', { n: Math.floor(seconds / 3600) });
  return t('admin.age.days', { n: Math.floor(seconds / 86_400) });
}

export const planName = (plan: PlanId) => plans[plan].name;

/** The plan as the admin pages show it: 'Premium (complimentary)' when an admin gave it. */
export const planLabel = (user: Pick<AdminUser, 'plan' | 'complimentaryPlan'>) =>
  user.complimentaryPlan && user.complimentaryPlan === user.plan
    ? t('admin.planComplimentary', { plan: planName(user.plan) })
    : planName(user.plan);

export type StatusTone = 'green' | 'amber' | 'red';

/** Suspended, unverified or active. */
export function userStatus(user: Pick<AdminUser, 'suspended' | 'emailVerified'>): {
  label: string;
  tone: StatusTone;
} {
  if (user.suspended) return { label: t('admin.status.suspended'), tone: 'red' };
  if (!user.emailVerified) return { label: t('admin.status.unverified'), tone: 'amber' };
  return { label: t('admin.status.active'), tone: 'green' };
}

/** An audit action's name in the language shown ('Signed in'); an unknown one as it came. */
export const actionLabel = (action: AuditAction) => t(`admin.audit.${action}` as MessageKey);

/** A value of a before/after record, short enough for a table cell. */
export function describeValue(value: unknown): string {
  if (value === null || value === undefined) return t('admin.value.none');
  if (typeof value === 'string') return value || '""';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return t('admin.value.items', { n: value.length });
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
