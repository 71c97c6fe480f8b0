import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import {
  generateResetToken,
  generateVerificationCode,
  hashPassword,
  hashToken,
  hashVerificationCode,
  readSessionToken,
  safeEqualHex,
  signSessionToken,
  verifyPassword,
} from './secrets.ts';

const secret = 'unit-secret-unit-secret-unit-secret-0123';
const session = {
  id: '2b1f0c1e-8a4b-4c59-9a51-0f6c0b7d9e11',
  userId: 'u1',
  expiresAt: new Date(Date.now() + 60_000),
};

describe('verification codes', () => {
  it('are six digits, zero-padded, and vary', () => {
    const codes = Array.from({ length: 500 }, generateVerificationCode);
    for (const c of codes) expect(c).toMatch(/^\d{6}$/);
    expect(new Set(codes).size).toBeGreaterThan(490);
  });

  it('hash with the secret and the user, so the same code differs per user and per key', () => {
    const a = hashVerificationCode(secret, 'user-a', '123456');
    expect(a).toMatch(/^[0-9a-f]{64}$/);
    expect(a).toBe(hashVerificationCode(secret, 'user-a', '123456'));
    expect(a).not.toBe(hashVerificationCode(secret, 'user-b', '123456'));
    expect(a).not.toBe(hashVerificationCode(`${secret}x`, 'user-a', '123456'));
    expect(safeEqualHex(a, a)).toBe(true);
    expect(safeEqualHex(a, hashVerificationCode(secret, 'user-a', '123457'))).toBe(false);
    expect(safeEqualHex(a, 'ab')).toBe(false);
  });
});

describe('reset tokens', () => {
  it('carry at least 128 random bits and are stored as a SHA-256 that does not contain them', () => {
    const token = generateResetToken();
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(token).toMatch(/^[\w-]+$/);
    expect(generateResetToken()).not.toBe(token);
    expect(hashToken(token)).toMatch(/^[0-9a-f]{64}$/);
    expect(hashToken(token)).toBe(hashToken(token));
    expect(hashToken(token)).not.toContain(token);
  });
});

describe('passwords', () => {
  it('hash with argon2id and verify only the right password', async () => {
    const hash = await hashPassword('correct horse');
    expect(hash.startsWith('$argon2id$')).toBe(true);
    expect(await verifyPassword(hash, 'correct horse')).toBe(true);
    expect(await verifyPassword(hash, 'Correct horse')).toBe(false);
    expect(await verifyPassword('not-a-hash', 'x')).toBe(false);
  });
});

describe('session tokens', () => {
  it('round-trip the session id and nothing else is trusted', async () => {
    const token = await signSessionToken(secret, session);
    expect(await readSessionToken(secret, token)).toBe(session.id);
    expect(await readSessionToken(`${secret}-other`, token)).toBeNull();
  });

  it('refuse another algorithm even with the right key', async () => {
    const hs512 = await new SignJWT({ sid: session.id })
      .setProtectedHeader({ alg: 'HS512' })
      .setIssuer('shelfwise')
      .setAudience('shelfwise-api')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode(secret));
    expect(await readSessionToken(secret, hs512)).toBeNull();
  });

  it('refuse an expired token', async () => {
    const token = await signSessionToken(secret, { ...session, expiresAt: new Date(Date.now() - 5000) });
    expect(await readSessionToken(secret, token)).toBeNull();
  });
});
