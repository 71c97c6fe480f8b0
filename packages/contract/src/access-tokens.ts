import { z } from 'zod';
import { planIds } from './plans.ts';

/**
 * Personal access tokens for the open API (issue 31). A token is `sw_pat_` and 32 random bytes in
 * base64url, shown once when it is made; the server keeps its SHA-256 and the first characters
 * (`prefix`) to show in the list. It authenticates the same routes as the web app, each within the
 * scope the route declares; it never manages tokens, the account, billing or admin.
 */

export const ACCESS_TOKEN_PREFIX = 'sw_pat_';
/** How many characters of the token the list shows (`sw_pat_` and five more). */
export const ACCESS_TOKEN_PREFIX_LENGTH = 12;
export const ACCESS_TOKEN_NAME_MAX = 60;
export const ACCESS_TOKEN_DEFAULT_DAYS = 90;
export const ACCESS_TOKEN_MAX_DAYS = 365;
/** The expiries the Settings form offers (the API takes any whole number of days from 1 to 365). */
export const accessTokenExpiryChoices = [30, 90, 180, 365] as const;

export const accessTokenScopes = [
  'library:read',
  'library:write',
  'loans:read',
  'loans:write',
  'stats:read',
] as const;
export type AccessTokenScope = (typeof accessTokenScopes)[number];

/** The shape of a token as we hand it out: the prefix and 43 base64url characters. */
export const ACCESS_TOKEN_SHAPE = /^sw_pat_[A-Za-z0-9_-]{43}$/;

export const createAccessTokenSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(ACCESS_TOKEN_NAME_MAX, `Name must be at most ${ACCESS_TOKEN_NAME_MAX} characters`),
  scopes: z
    .array(z.enum(accessTokenScopes, { error: `scopes must be one of ${accessTokenScopes.join(', ')}` }), {
      error: 'Choose at least one scope',
    })
    .min(1, 'Choose at least one scope')
    // The same scope twice is the same permission: kept once.
    .transform((scopes) => [...new Set(scopes)]),
  expiresInDays: z.coerce
    .number({ error: 'expiresInDays must be a number' })
    .int('expiresInDays must be a whole number')
    .min(1, `expiresInDays must be between 1 and ${ACCESS_TOKEN_MAX_DAYS}`)
    .max(ACCESS_TOKEN_MAX_DAYS, `expiresInDays must be between 1 and ${ACCESS_TOKEN_MAX_DAYS}`)
    .default(ACCESS_TOKEN_DEFAULT_DAYS),
});
export type CreateAccessTokenInput = z.input<typeof createAccessTokenSchema>;
export type CreateAccessToken = z.output<typeof createAccessTokenSchema>;

/** A token as the list shows it: never its secret, only its first characters. */
export const accessTokenSchema = z.object({
  id: z.string(),
  name: z.string(),
  scopes: z.array(z.enum(accessTokenScopes)),
  /** The first 12 characters of the token, e.g. `sw_pat_AbC12`. */
  prefix: z.string(),
  createdAt: z.string(),
  expiresAt: z.string(),
  lastUsedAt: z.string().nullable(),
  /** The client address of the last use (updated at most once a minute). */
  lastUsedIp: z.string().nullable(),
});
export type AccessToken = z.infer<typeof accessTokenSchema>;

/** `GET /api/access-tokens`: the caller's tokens not revoked (expired ones too), newest first. */
export const accessTokenListSchema = z.object({
  data: z.array(accessTokenSchema),
  /** The caller's plan, and how many live tokens (not revoked nor expired) it allows. */
  plan: z.enum(planIds),
  limit: z.number().int(),
});
export type AccessTokenList = z.infer<typeof accessTokenListSchema>;

/** `POST /api/access-tokens`: the new token, with its secret this one time. */
export const accessTokenCreatedSchema = z.object({
  data: accessTokenSchema.extend({ token: z.string() }),
});
export type AccessTokenCreated = z.infer<typeof accessTokenCreatedSchema>['data'];

export const accessTokenIdParamsSchema = z.object({ id: z.string() });
