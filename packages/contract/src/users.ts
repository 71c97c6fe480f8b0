import { z } from 'zod';
import { type Language, languages, MIN_PASSWORD_LENGTH } from './constants.ts';
import { countrySchema } from './country.ts';
import { planIds, pricingRegions } from './plans.ts';

/** Spec §9: the allowed values and defaults of the settings page (the languages are in constants.ts). */
/** The spec's four fixed offsets (§9), offered first in settings; IANA zones are valid too. */
export const timezones = ['UTC-8', 'UTC-5', 'UTC', 'UTC+1'] as const;
/** A fixed offset such as 'UTC-8' or 'UTC+5:30', or an IANA zone such as 'Africa/Lagos'. */
export type Timezone = string;

const FIXED_OFFSET = /^UTC(?:[+-](?:\d|1[0-4])(?::(?:00|30|45))?)?$/;

/**
 * A fixed offset ('UTC', 'UTC-8', 'UTC+5:30'; whole hours from -14 to +14) or an IANA zone name
 * the runtime knows ('Europe/Berlin'), so daylight saving is right where the zone has it.
 */
export function isValidTimezone(value: string): boolean {
  if (FIXED_OFFSET.test(value)) return true;
  if (!/^[A-Za-z][A-Za-z0-9_+\-/]*$/.test(value) || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const timezoneSchema = z
  .string()
  .trim()
  .refine(isValidTimezone, 'Timezone must be a fixed offset such as UTC-8 or a zone such as Europe/Berlin');
export const roles = ['user', 'admin'] as const;
export type Role = (typeof roles)[number];

export const notificationSettingsSchema = z.object({
  emailReminders: z.boolean(),
  dueDateAlerts: z.boolean(),
  weeklyDigest: z.boolean(),
  newFeatures: z.boolean(),
});
export type NotificationSettings = z.infer<typeof notificationSettingsSchema>;

export const defaultNotificationSettings: NotificationSettings = {
  emailReminders: true,
  dueDateAlerts: true,
  weeklyDigest: false,
  newFeatures: true,
};
export const DEFAULT_LANGUAGE: Language = 'en';
export const DEFAULT_TIMEZONE: Timezone = 'UTC-8';

/** Shared field rules, so sign-up, settings and reset validate the same way. */
export const nameField = z
  .string()
  .trim()
  .min(1, 'Name is required')
  .max(100, 'Name must be at most 100 characters');
export const emailField = z
  .string()
  .trim()
  .min(1, 'Email is required')
  .max(254, 'Email must be at most 254 characters')
  .pipe(z.email('Enter a valid email address'));
export const passwordField = z
  .string()
  // An empty password is only "required", not also "too short".
  .min(1, { error: 'Password is required', abort: true })
  .min(MIN_PASSWORD_LENGTH, `Password must be at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(256, 'Password must be at most 256 characters');

/**
 * The User of spec §3 as the API answers it (`GET /api/auth/me` → `{ user }`).
 * `avatar` is a path such as `/api/uploads/<name>.png` (prefix it with the backend host), or null.
 * `plan` is what the account has; `intendedPlan` is what was chosen at sign-up (to buy later).
 */
export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  role: z.enum(roles),
  plan: z.enum(planIds),
  /** A plan given by an admin free of charge (the account has the higher of it and a paid plan), or null. */
  complimentaryPlan: z.enum(planIds).nullable(),
  intendedPlan: z.enum(planIds),
  /**
   * How the account pays (naira through Paystack, or US dollars through Stripe): decided at
   * sign-up, changeable in Settings; null for an account made before it was kept.
   */
  paymentRegion: z.enum(pricingRegions).nullable(),
  emailVerified: z.boolean(),
  booksCount: z.number().int(),
  language: z.enum(languages),
  timezone: z.string(),
  notificationSettings: notificationSettingsSchema,
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

/** `GET /api/users/settings` and the answer of `PUT /api/users/settings`. */
export const settingsSchema = z.object({
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  language: z.enum(languages),
  timezone: z.string(),
  /**
   * ISO 3166-1 alpha-2: the default for phone numbers typed without a country code (guessed at
   * sign-up from the browser, editable), or null when unknown.
   */
  country: z.string().nullable(),
  /** How the account pays: 'nigeria' (naira, Paystack) or 'international' (dollars, Stripe); null when never decided. */
  paymentRegion: z.enum(pricingRegions).nullable(),
  notificationSettings: notificationSettingsSchema,
  /** False until the account's address is verified with the code mailed at sign-up. */
  emailVerified: z.boolean(),
  /**
   * A new address asked for here and not yet proven with the code mailed to it; until it is, `email`
   * stays the address for signing in and for mail. Null when no change is pending.
   */
  pendingEmail: z.string().nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

/**
 * `PUT /api/users/settings`: every field optional, only those sent change.
 * A new `email` of a verified account becomes `pendingEmail`: a code goes to it and a notice to the
 * current address, which stays the account's until the code is entered (`POST
 * /api/auth/verify-email`). Sending the current address, or `DELETE /api/users/settings/pending-email`,
 * cancels the change. An unverified account's address is replaced at once (nothing was proven yet).
 * `notificationSettings` may be partial. `avatar` only accepts the current path (no-op) or null
 * (removes it); a new avatar is set by `POST /api/users/upload-avatar`.
 */
export const updateSettingsBodySchema = z.object({
  name: nameField.optional(),
  email: emailField.optional(),
  language: z.enum(languages, 'Language must be one of en, es, fr, de').optional(),
  timezone: timezoneSchema.optional(),
  /** A two-letter country code, or null to have none. */
  country: countrySchema.nullable().optional(),
  /** 'nigeria': pay in naira with Paystack; 'international': pay in dollars with Stripe. */
  paymentRegion: z.enum(pricingRegions, 'Choose naira with Paystack or dollars with Stripe').optional(),
  /** True: forget the paid plan picked at sign-up and not bought (the dashboard stops offering it). */
  dismissPlanChoice: z.literal(true).optional(),
  notificationSettings: notificationSettingsSchema.partial().optional(),
  avatar: z.string().nullable().optional(),
});
export type UpdateSettingsBody = z.infer<typeof updateSettingsBodySchema>;

export const updateSettingsResponseSchema = settingsSchema.extend({ message: z.string() });
export type UpdateSettingsResponse = z.infer<typeof updateSettingsResponseSchema>;

/**
 * `POST /api/users/upload-avatar` (multipart field `avatar`): the new path is at `data.data.avatar`
 * (spec §7 "reads data.data.avatar"), nested like the borrower answers.
 */
export const uploadAvatarResponseSchema = z.object({
  message: z.string(),
  data: z.object({ data: z.object({ avatar: z.string() }) }),
});
export type UploadAvatarResponse = z.infer<typeof uploadAvatarResponseSchema>;

/** Accepted avatar types (recognised by content) and the size limit, for the file picker. */
export const avatarMimeTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;

export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;
