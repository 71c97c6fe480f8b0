import { z } from 'zod';
import { activityEntrySchema } from './activity.ts';
import { subscriptionStatusSchema } from './billing.ts';
import { planIds } from './plans.ts';
import { emailField, roles } from './users.ts';

// ---- App settings (kept in the database, read by every instance)

/** Where a banner image or link may point: a path of this site, or an https address. */
const sitePathOrHttps = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `${what} is required`)
    .max(500, `${what} must be at most 500 characters`)
    .refine(
      (value) => /^\/(?!\/)\S*$/.test(value) || /^https:\/\/[^\s/]+\.[^\s]+$/.test(value),
      `${what} must be a path on this site (starting with /) or an https:// address`,
    );

const bannerText = (what: string, max: number) =>
  z.string().trim().min(1, `${what} is required`).max(max, `${what} must be at most ${max} characters`);

/** One sponsored item of the free plan's banner (spec §4 Banners); link '#' means no navigation. */
export const bannerItemSchema = z.object({
  image: sitePathOrHttps('Image'),
  title: bannerText('Title', 80),
  subtitle: bannerText('Subtitle', 160),
  cta: bannerText('Call to action', 30),
  sponsor: bannerText('Sponsor', 60),
  link: z.union([z.literal('#'), sitePathOrHttps('Link')], "Link must be '#', a path or an https:// address"),
});
export type BannerItem = z.infer<typeof bannerItemSchema>;

export const BANNER_ITEM_COUNT = 4;
export const SITE_NOTICE_MAX = 300;

/**
 * `GET /api/app-settings` (public) and the body of `PUT /api/admin/settings`. `siteNotice` '' shows
 * no notice.
 */
export const appSettingsSchema = z.object({
  signupsOpen: z.boolean('Say whether sign-ups are open'),
  bannerItems: z
    .array(bannerItemSchema)
    .length(BANNER_ITEM_COUNT, `The banner has exactly ${BANNER_ITEM_COUNT} sponsored items`),
  siteNotice: z
    .string()
    .trim()
    .max(SITE_NOTICE_MAX, `The notice must be at most ${SITE_NOTICE_MAX} characters`),
  supportEmail: emailField,
});
export type AppSettings = z.infer<typeof appSettingsSchema>;

/** `GET`/`PUT /api/admin/settings`: the settings and who last changed them. */
export const adminAppSettingsSchema = appSettingsSchema.extend({
  updatedAt: z.string().nullable(),
  updatedBy: z.object({ id: z.string(), email: z.string() }).nullable(),
});
export type AdminAppSettings = z.infer<typeof adminAppSettingsSchema>;

// Apart, so a page that needs only these (the sign-in page) does not load the admin schemas.
export { accountSuspendedMessage, defaultAppSettings, signupsClosedMessage } from './app-settings.ts';

// ---- Audit log

/**
 * Every kind of audit entry. Security events come from sign-in, accounts and payments; the rest
 * are admin actions (the actor is the admin).
 */
export const auditActions = [
  'SIGN_UP',
  'SIGN_IN',
  'SIGN_IN_FAILED',
  'SIGN_IN_BLOCKED',
  'LOCKED_OUT',
  'PASSWORD_RESET_REQUESTED',
  'PASSWORD_RESET',
  'EMAIL_CHANGED',
  'ACCOUNT_DELETED',
  'PLAN_CHANGED',
  'PAYMENT_SUCCEEDED',
  'PAYMENT_FAILED',
  'PAYMENT_REFUNDED',
  'ROLE_CHANGED',
  'COMPLIMENTARY_PLAN_CHANGED',
  'USER_SUSPENDED',
  'USER_UNSUSPENDED',
  'VERIFICATION_RESENT',
  'PASSWORD_RESET_SENT',
  'SETTINGS_CHANGED',
  'ACCESS_TOKEN_CREATED',
  'ACCESS_TOKEN_REVOKED',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  SIGN_UP: 'Signed up',
  SIGN_IN: 'Signed in',
  SIGN_IN_FAILED: 'Failed sign-in',
  SIGN_IN_BLOCKED: 'Sign-in refused (suspended)',
  LOCKED_OUT: 'Locked out (too many failures)',
  PASSWORD_RESET_REQUESTED: 'Password reset requested',
  PASSWORD_RESET: 'Password reset',
  EMAIL_CHANGED: 'Email changed',
  ACCOUNT_DELETED: 'Account deleted',
  PLAN_CHANGED: 'Plan changed',
  PAYMENT_SUCCEEDED: 'Payment succeeded',
  PAYMENT_FAILED: 'Payment failed',
  PAYMENT_REFUNDED: 'Payment refunded',
  ROLE_CHANGED: 'Role changed',
  COMPLIMENTARY_PLAN_CHANGED: 'Complimentary plan changed',
  USER_SUSPENDED: 'User suspended',
  USER_UNSUSPENDED: 'User unsuspended',
  VERIFICATION_RESENT: 'Verification code resent',
  PASSWORD_RESET_SENT: 'Password reset link sent',
  SETTINGS_CHANGED: 'App settings changed',
  ACCESS_TOKEN_CREATED: 'Access token created',
  ACCESS_TOKEN_REVOKED: 'Access token revoked',
};

const auditPartySchema = z.object({ id: z.string(), email: z.string() });

export const auditLogEntrySchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  action: z.enum(auditActions),
  /** Who did it: the admin, the user themselves, or null (a provider's webhook, a command line). */
  actor: auditPartySchema.nullable(),
  /** Whom it was done to, as they were then (the account may since be gone). */
  target: auditPartySchema.nullable(),
  /** The client address of the request, when there was one. */
  ip: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  details: z.record(z.string(), z.unknown()),
});
export type AuditLogEntry = z.infer<typeof auditLogEntrySchema>;

const dateOrDateTime = (what: string) =>
  z
    .string()
    .trim()
    .refine(
      (v) => /^\d{4}-\d{2}-\d{2}(T[\d:.]+(Z|[+-]\d{2}:\d{2}))?$/.test(v) && !Number.isNaN(Date.parse(v)),
      `${what} must be a date like 2025-01-31 (or an ISO date-time)`,
    );

const pageFields = {
  page: z.coerce.number('Page must be a number').int().min(1, 'Page must be 1 or more').default(1),
  limit: z.coerce
    .number('Limit must be a number')
    .int()
    .min(1, 'Limit must be between 1 and 100')
    .max(100, 'Limit must be between 1 and 100')
    .default(20),
};

const auditFilterFields = {
  /** An email (or part of one), or a user id. */
  actor: z.string().trim().max(254, 'Actor must be at most 254 characters').optional(),
  action: z.enum(auditActions, 'Unknown action').optional(),
  /** An email (or part of one), or a user id. */
  target: z.string().trim().max(254, 'Target must be at most 254 characters').optional(),
  from: dateOrDateTime('From').optional(),
  to: dateOrDateTime('To').optional(),
};
const fromNotAfterTo = (q: { from?: string; to?: string }) =>
  !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to);
const fromAfterTo = { message: 'From must not be after To', path: ['from'] };

/**
 * The filters of the audit log (`GET /api/admin/audit-logs/export`). A `to` given as a date
 * includes that whole day (UTC).
 */
export const auditLogFiltersSchema = z.object(auditFilterFields).refine(fromNotAfterTo, fromAfterTo);
export type AuditLogFilters = z.infer<typeof auditLogFiltersSchema>;

/** `GET /api/admin/audit-logs`: the filters and a page, newest first. */
export const auditLogQuerySchema = z
  .object({ ...auditFilterFields, ...pageFields })
  .refine(fromNotAfterTo, fromAfterTo);
export type AuditLogQuery = z.infer<typeof auditLogQuerySchema>;

const paginationSchema = z.object({
  total: z.number().int(),
  page: z.number().int(),
  limit: z.number().int(),
});

export const auditLogListSchema = z.object({
  data: z.array(auditLogEntrySchema),
  pagination: paginationSchema,
});
export type AuditLogList = z.infer<typeof auditLogListSchema>;

// ---- Users

export const userStatuses = ['verified', 'unverified', 'suspended'] as const;
export type UserStatus = (typeof userStatuses)[number];

/** `GET /api/admin/users`: `search` matches name or email (case-insensitive, part of it). */
export const adminUserListQuerySchema = z.object({
  search: z.string().trim().max(254, 'Search must be at most 254 characters').optional(),
  plan: z.enum(planIds, 'Plan must be one of free, basic, premium').optional(),
  role: z.enum(roles, 'Role must be user or admin').optional(),
  status: z.enum(userStatuses, 'Status must be verified, unverified or suspended').optional(),
  ...pageFields,
});
export type AdminUserListQuery = z.infer<typeof adminUserListQuerySchema>;

export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(roles),
  /** The plan the account has now: the higher of a paid subscription and a complimentary plan. */
  plan: z.enum(planIds),
  /** A plan given by an admin (free of charge), or null. */
  complimentaryPlan: z.enum(planIds).nullable(),
  emailVerified: z.boolean(),
  suspended: z.boolean(),
  suspendedAt: z.string().nullable(),
  booksCount: z.number().int(),
  activeLoansCount: z.number().int(),
  createdAt: z.string(),
  /** The latest session opened (sign-in, sign-up or password reset), or null. */
  lastSignInAt: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const adminUserListResponseSchema = z.object({
  data: z.array(adminUserSchema),
  pagination: paginationSchema,
});
export type AdminUserList = z.infer<typeof adminUserListResponseSchema>;

/** `GET /api/admin/users/{id}`: the list row, the subscription and what happened lately. */
export const adminUserDetailSchema = adminUserSchema.extend({
  /** What a live subscription pays for (free without one); `plan` is the higher of it and the complimentary plan. */
  paidPlan: z.enum(planIds),
  subscription: subscriptionStatusSchema,
  /** The user's own activity (books, loans, payments), newest first. */
  recentActivity: z.array(activityEntrySchema),
  /** Audit entries about the user (sign-ins, admin actions), newest first. */
  recentAuditEvents: z.array(auditLogEntrySchema),
});
export type AdminUserDetail = z.infer<typeof adminUserDetailSchema>;

export const adminUserParamsSchema = z.object({ id: z.string().max(100) });

/**
 * `PATCH /api/admin/users/{id}`. `plan` is a complimentary plan given by the admin (free of
 * charge); `plan: 'free'` withdraws it. A paid subscription is never changed here: the account
 * has the higher of the two.
 */
export const adminUserUpdateBodySchema = z
  .object({
    role: z.enum(roles, 'Role must be user or admin').optional(),
    plan: z.enum(planIds, 'Plan must be one of free, basic, premium').optional(),
    suspended: z.boolean('Suspended must be true or false').optional(),
  })
  .strict()
  .refine((b) => b.role !== undefined || b.plan !== undefined || b.suspended !== undefined, {
    message: 'Send at least one of role, plan or suspended',
  });
export type AdminUserUpdateBody = z.infer<typeof adminUserUpdateBodySchema>;

// ---- Overview

export const adminOverviewSchema = z.object({
  users: z.object({
    total: z.number().int(),
    byPlan: z.record(z.enum(planIds), z.number().int()),
    /** Complimentary plans in force (given by an admin). */
    complimentary: z.number().int(),
    verified: z.number().int(),
    unverified: z.number().int(),
    suspended: z.number().int(),
    admins: z.number().int(),
  }),
  /** The last 30 days, oldest first (UTC days), every day present. */
  signupsPerDay: z.array(z.object({ date: z.string(), count: z.number().int() })),
  loans: z.object({
    active: z.number().int(),
    /** Out past their due day (counted in UTC). */
    overdue: z.number().int(),
  }),
  subscriptions: z.object({
    /** Subscriptions that give a plan now (active or being retried), test mode included. */
    paying: z.number().int(),
    byPlan: z.record(z.enum(['basic', 'premium']), z.number().int()),
    /** TEST MODE subscriptions (no money moved); left out of the revenue. */
    testMode: z.number().int(),
    /** Monthly recurring revenue per currency, major units (yearly plans count a twelfth). */
    mrr: z.array(z.object({ currency: z.string(), amount: z.number(), subscriptions: z.number().int() })),
  }),
  mail: z.object({
    waiting: z.number().int(),
    failed: z.number().int(),
    /** Age in seconds of the oldest mail still waiting, or null. */
    oldestWaitingSeconds: z.number().int().nullable(),
  }),
  /** The last successful run of each recurring job (any instance). */
  jobs: z.array(z.object({ name: z.string(), lastSuccessAt: z.string() })),
});
export type AdminOverview = z.infer<typeof adminOverviewSchema>;
