import { z } from 'zod';
import { languages, VERIFICATION_CODE_LENGTH } from './constants.ts';
import { countrySchema } from './country.ts';
import { planIds, pricingRegions } from './plans.ts';
import { emailField, nameField, passwordField, timezoneSchema, userSchema } from './users.ts';

/** `POST /api/auth/register` → 201 `{ token, user }`. The web form drops confirmPassword. */
export const registerBodySchema = z.object({
  name: nameField,
  email: emailField,
  password: passwordField,
  /** The plan the user means to buy; the account itself starts on free. */
  plan: z.enum(planIds, 'Plan must be one of free, basic, premium').default('free'),
  /** The browser's own zone; without it the account starts on the default (UTC-8). */
  timezone: timezoneSchema.optional(),
  /**
   * The browser's country (from its locale or zone), the default for phone numbers typed without
   * one. A guess: one that is not a known country is dropped, never a reason to refuse the sign-up.
   */
  country: countrySchema.optional().catch(undefined),
  /**
   * The region the sign-up page decided for the visit (naira with Paystack, or dollars with
   * Stripe); kept with the account. An unknown value is dropped, never a reason to refuse.
   */
  paymentRegion: z.enum(pricingRegions).optional().catch(undefined),
  /** The language the sign-up page was shown in; the account starts with it (English without). */
  language: z.enum(languages).optional().catch(undefined),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;
export const registerResponseSchema = z.object({ token: z.string(), user: userSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;

/**
 * The sign-up form (spec §3 Registration payload, §5 Auth form): name, email and password as the
 * API takes them, and the password typed again, which must match ('Passwords do not match').
 */
export const registerFormSchema = registerBodySchema
  .pick({ name: true, email: true, password: true })
  .extend({ confirmPassword: z.string().min(1, 'Confirm your password') })
  .refine((form) => form.confirmPassword === '' || form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: 'Passwords do not match',
  });
export type RegisterFormInput = z.input<typeof registerFormSchema>;

/** `POST /api/auth/login` → `{ token }`. 401 on wrong credentials, 429 when throttled. */
export const loginBodySchema = z.object({
  email: emailField,
  password: z.string().min(1, 'Password is required').max(256, 'Password must be at most 256 characters'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;
export const tokenResponseSchema = z.object({ token: z.string() });
export type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** `GET /api/auth/me` → `{ user }`. */
export const meResponseSchema = z.object({ user: userSchema });
export type MeResponse = z.infer<typeof meResponseSchema>;

/** `POST /api/auth/verify-email` `{ token }` (the 6-digit code) → `{ message, user }`. */
export const verifyEmailBodySchema = z.object({
  token: z
    .string()
    .trim()
    .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), 'Enter a valid 6-digit code.'),
});
export type VerifyEmailBody = z.infer<typeof verifyEmailBodySchema>;
export const verifyEmailResponseSchema = z.object({ message: z.string(), user: userSchema });
export type VerifyEmailResponse = z.infer<typeof verifyEmailResponseSchema>;

/** `POST /api/auth/forgot-password` `{ email }` → `{ message }`, the same whether or not the account exists. */
export const forgotPasswordBodySchema = z.object({ email: emailField });
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

/** `PUT /api/auth/reset-password/{token}` `{ password }` → `{ message, token }` (a fresh session). */
export const resetPasswordParamsSchema = z.object({ token: z.string().min(1).max(200) });
export const resetPasswordBodySchema = z.object({ password: passwordField });
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;
/**
 * The reset form (spec §2 /reset-password, §5 Reset password): the new password and the same
 * again, which must match ('Passwords do not match.').
 */
export const resetPasswordFormSchema = resetPasswordBodySchema
  .extend({ confirmPassword: z.string().min(1, 'Confirm your new password') })
  .refine((form) => form.confirmPassword === '' || form.confirmPassword === form.password, {
    path: ['confirmPassword'],
    message: 'Passwords do not match.',
  });
export const resetPasswordResponseSchema = z.object({ message: z.string(), token: z.string() });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;

/** Rank titles of spec §4 by booksCount. */
export function rankTitle(booksCount: number | null | undefined): string {
  const n = booksCount ?? 0;
  if (n <= 0) return 'Newbie';
  if (n < 5) return 'Book Lover';
  if (n < 10) return 'Book Worm';
  if (n < 20) return 'Bibliophile';
  if (n < 50) return 'Book Collector';
  return 'Library Master';
}
