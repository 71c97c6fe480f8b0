import type { AccessTokenCreated, AccessTokenScope } from '@shelfwise/contract';
import type { AppUnderTest } from '../harness.ts';
import type { CreatedUser } from './users.ts';

export interface CreateAccessTokenOptions {
  name?: string;
  /** Default every read scope. */
  scopes?: AccessTokenScope[];
  expiresInDays?: number;
}

export interface CreatedAccessToken {
  /** As the POST answered it, the token included. */
  created: AccessTokenCreated;
  token: string;
  /** `{ authorization: 'Bearer sw_pat_…' }`, ready for `app.inject({ headers })`. */
  headers: { authorization: string };
}

let counter = 0;

/** A real token, made by its owner through the route (the owner's session, as Settings does it). */
export async function createAccessToken(
  t: AppUnderTest,
  owner: CreatedUser,
  options: CreateAccessTokenOptions = {},
): Promise<CreatedAccessToken> {
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/access-tokens',
    headers: owner.headers,
    payload: {
      name: options.name ?? `Script ${++counter}`,
      scopes: options.scopes ?? ['library:read', 'loans:read', 'stats:read'],
      ...(options.expiresInDays === undefined ? {} : { expiresInDays: options.expiresInDays }),
    },
  });
  if (res.statusCode !== 201) throw new Error(`POST /api/access-tokens: ${res.statusCode} ${res.body}`);
  const created = res.json().data as AccessTokenCreated;
  return { created, token: created.token, headers: { authorization: `Bearer ${created.token}` } };
}
