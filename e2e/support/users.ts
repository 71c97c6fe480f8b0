import type { PlanId } from '@shelfwise/contract';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { withAdmin } from '../../apps/server/test/test-database.ts';
import { baseUrl, readMail } from './browser.ts';

export interface TestUser {
  name: string;
  email: string;
  password: string;
  /** A session token for this user (what the app keeps in localStorage `token`). */
  token: string;
}

let counter = 0;

/**
 * A client address of its own for each user made through the API (TEST-NET-3, as X-Forwarded-For:
 * the app trusts one proxy hop in the journeys), so the sign-up limits per address count people.
 */
export const clientAddressOf = (n: number) => `203.0.${(process.pid + n) % 250}.${n % 250}`;

async function api<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddressOf(counter),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  const data = (await res.json().catch(() => ({}))) as T & { message?: string };
  if (!res.ok) throw new Error(`${path} answered ${res.status}: ${data.message ?? ''}`);
  return data;
}

/**
 * A verified user, signed up through the API as the app would: register, read the code from the
 * mail, verify. `plan` other than free is then written straight into the database, so journeys that
 * are not about paying need not go through the checkout.
 */
export async function createUser({
  name = 'Ada Reader',
  plan = 'free' as PlanId,
  /** The plan picked on the sign-up page (left unbought unless `plan` says otherwise). */
  intendedPlan = undefined as PlanId | undefined,
} = {}): Promise<TestUser> {
  counter += 1;
  const email = `reader-${Date.now().toString(36)}-${process.pid}-${counter}@example.test`;
  const password = 'Correct-Horse-42';
  const { token } = await api<{ token: string }>('/api/auth/register', {
    name,
    email,
    password,
    plan: intendedPlan ?? plan,
  });
  const mail = await readMail(email);
  const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
  if (!code) throw new Error(`no verification code in the mail to ${email}`);
  await api('/api/auth/verify-email', { token: code }, token);
  if (plan !== 'free') await setPlan(email, plan);
  return { name, email, password, token };
}

/** Sets a user's plan directly in the app's database, for journeys that are not about paying (see subscription.test.ts for those). */
export async function setPlan(email: string, plan: PlanId): Promise<void> {
  const url = inject('databaseUrl');
  if (!url) throw new Error('databaseUrl was not provided by e2e/global-setup.ts');
  await withAdmin(url, async (client) => {
    const { rowCount } = await client.query('UPDATE users SET plan = $1 WHERE email = $2', [plan, email]);
    if (rowCount !== 1) throw new Error(`no user ${email} to put on the ${plan} plan`);
  });
}

/**
 * Makes an account an admin in the app's database, as `npm run admin:create` does (the command
 * itself is tested on the server side).
 */
export async function makeAdmin(email: string): Promise<void> {
  await withAdmin(inject('databaseUrl'), async (client) => {
    const { rowCount } = await client.query(`UPDATE users SET role = 'admin' WHERE email = $1`, [email]);
    if (rowCount !== 1) throw new Error(`no user ${email} to make an admin`);
  });
}

/** Opens `path` signed in as `user`: the token stored where the app keeps it, as a sign-in would. */
export async function signInAs(page: Page, user: TestUser, path = '/dashboard'): Promise<void> {
  // Any page of the app's origin will do for reaching its localStorage; the 404 page is the lightest.
  await page.goto('/__sign-in__');
  await page.evaluate((token) => localStorage.setItem('token', token), user.token);
  await page.goto(path);
}
