import { baseUrl } from './browser.ts';
import type { TestUser } from './users.ts';

/** Calls the app's API as `user` (setting up a journey's data); any non-2xx answer throws. */
export async function api<T>(user: TestUser, method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${user.token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
  return res.json() as Promise<T>;
}
