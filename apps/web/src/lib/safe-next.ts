/**
 * Where to go after signing in, from a `next` query parameter: a path of this site only. It must
 * start with exactly one '/' (not '//' or '/\', which browsers read as another host), hold no
 * control characters or spaces (browsers drop tabs and newlines, so '/\t/evil' would become
 * '//evil'), no backslash, and still be on this origin once the browser has parsed it. Anything
 * else (a scheme, another host, an encoded trick) gives null and is ignored. The auth pages
 * themselves are refused too, so signing in never lands on the sign-in page again.
 */
export function safeNext(value: string | null | undefined, origin: string): string | null {
  if (!value || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//')) return null;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
  if (/[\u0000-\u0020\u007f\\]/.test(value)) return null;
  let url: URL;
  try {
    url = new URL(value, origin);
  } catch {
    return null;
  }
  if (url.origin !== origin) return null;
  const path = `${url.pathname}${url.search}${url.hash}`;
  if (!path.startsWith('/') || path.startsWith('//')) return null;
  if (/^\/(auth|verify-email|forgot-password|reset-password)(\/|$|\?|#)/.test(path)) return null;
  return path;
}

/** The sign-in page that comes back to `path` afterwards. */
export function signInPathFor(path: string): string {
  return `/auth?mode=login&next=${encodeURIComponent(path)}`;
}
