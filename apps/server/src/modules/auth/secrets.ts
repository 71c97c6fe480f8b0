import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { VERIFICATION_CODE_LENGTH } from '@shelfwise/contract';
import { errors as joseErrors, jwtVerify, SignJWT } from 'jose';

/** argon2id (Algorithm.Argon2id = 2; the enum is `const` and cannot be imported here). */
const ARGON2ID = 2;
/** OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2_OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** A valid hash of a random password: verifying against it costs as much as a real account. */
let dummyHash: Promise<string> | undefined;
export function dummyPasswordHash(): Promise<string> {
  dummyHash ??= hashPassword(randomBytes(16).toString('hex'));
  return dummyHash;
}

/** A uniformly random numeric code from the CSPRNG, zero-padded (e.g. "004217"). */
export function generateVerificationCode(): string {
  return randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)
    .toString()
    .padStart(VERIFICATION_CODE_LENGTH, '0');
}

/**
 * Six digits are only a million values: a plain hash would be reversed in a second by whoever
 * reads the table, so the code is keyed with the server secret and bound to its user.
 */
export function hashVerificationCode(secret: string, userId: string, code: string): string {
  return createHmac('sha256', secret).update(`${userId}:${code}`).digest('hex');
}

/** 256 random bits, URL-safe: the password-reset link token. */
export function generateResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** High-entropy tokens need no salt or key: SHA-256 is enough to make a leaked table useless. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function safeEqualHex(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex');
  const right = Buffer.from(b, 'hex');
  return left.length === right.length && timingSafeEqual(left, right);
}

const ISSUER = 'shelfwise';
const AUDIENCE = 'shelfwise-api';
const ALGORITHM = 'HS256';

export async function signSessionToken(
  secret: string,
  session: { id: string; userId: string; expiresAt: Date },
): Promise<string> {
  return new SignJWT({ sid: session.id })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(session.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(Math.floor(session.expiresAt.getTime() / 1000))
    .sign(new TextEncoder().encode(secret));
}

const keys = new Map<string, Uint8Array>();
const keyFor = (secret: string) => {
  let key = keys.get(secret);
  if (!key) {
    key = new TextEncoder().encode(secret);
    keys.set(secret, key);
  }
  return key;
};

/** Tokens whose signature and claims were checked, newest last; bounded so memory stays small. */
const verifiedTokens = new Map<string, { secret: string; sessionId: string; expiresAtMs: number }>();
const MAX_VERIFIED_TOKENS = 10_000;

function remember(token: string, secret: string, sessionId: string, expiresAtMs: number) {
  if (verifiedTokens.size >= MAX_VERIFIED_TOKENS) {
    const oldest = verifiedTokens.keys().next().value;
    if (oldest !== undefined) verifiedTokens.delete(oldest);
  }
  verifiedTokens.set(token, { secret, sessionId, expiresAtMs });
}

/**
 * The session id of a valid token, else null. Only HS256 is accepted (no `none`, no key
 * confusion); the claims are not trusted beyond the id: the session row decides.
 */
export async function readSessionToken(secret: string, token: string): Promise<string | null> {
  // A token already verified with this secret answers from memory until its own expiry: the
  // signature check is the same every time, and the session itself is checked by the authenticator (database or session cache).
  const known = verifiedTokens.get(token);
  if (known && known.secret === secret && known.expiresAtMs > Date.now()) return known.sessionId;
  try {
    const { payload } = await jwtVerify(token, keyFor(secret), {
      algorithms: [ALGORITHM],
      issuer: ISSUER,
      audience: AUDIENCE,
    });
    const sessionId =
      typeof payload.sid === 'string' && /^[0-9a-f-]{36}$/i.test(payload.sid) ? payload.sid : null;
    if (sessionId && typeof payload.exp === 'number') remember(token, secret, sessionId, payload.exp * 1000);
    return sessionId;
  } catch (error) {
    if (error instanceof joseErrors.JOSEError || error instanceof TypeError) return null;
    throw error;
  }
}
