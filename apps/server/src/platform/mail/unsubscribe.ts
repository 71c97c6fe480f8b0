import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Signed one-click unsubscribe links for mail to people without an account (borrowers). The token
 * names the lender and the address; only the server's secret can make one, so a link cannot be
 * edited into someone else's. It does not expire: an old email's link keeps working (RFC 8058).
 */

export interface UnsubscribeSubject {
  /** The lender whose emails the address no longer wants. */
  userId: string;
  email: string;
}

const sign = (secret: string, payload: string) =>
  createHmac('sha256', `unsubscribe:${secret}`).update(payload).digest('base64url');

export function unsubscribeToken(secret: string, subject: UnsubscribeSubject): string {
  const payload = Buffer.from(JSON.stringify([subject.userId, subject.email.toLowerCase()])).toString(
    'base64url',
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** The subject of a token made by `unsubscribeToken`, or null when it was not (or was altered). */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeSubject | null {
  const [payload, signature, extra] = token.split('.');
  if (!payload || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const value: unknown = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
    if (!Array.isArray(value) || typeof value[0] !== 'string' || typeof value[1] !== 'string') return null;
    return { userId: value[0], email: value[1] };
  } catch {
    return null;
  }
}

/**
 * The headers and links of a message to a borrower: the body link opens the web page (which asks
 * the API), the List-Unsubscribe header points mail clients at the API's one-click POST.
 */
export function unsubscribeParts(
  appUrl: string,
  secret: string,
  subject: UnsubscribeSubject,
): { pageUrl: string; headers: Record<string, string> } {
  const token = unsubscribeToken(secret, subject);
  return {
    pageUrl: `${appUrl}/unsubscribe?token=${token}`,
    headers: {
      'List-Unsubscribe': `<${appUrl}/api/unsubscribe?token=${token}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
