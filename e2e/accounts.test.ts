import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { baseUrl, describeBrowser, readMail, useBrowser } from './support/browser.ts';
import { clientAddressOf } from './support/users.ts';

let counter = 0;
const newEmail = () => `accounts-${Date.now().toString(36)}-${process.pid}-${++counter}@example.test`;
const PASSWORD = 'Shelf-Reader-42';

async function codeFromMail(email: string): Promise<string> {
  const mail = await readMail(email, { subject: 'verification code' });
  const code = /\b(\d{6})\b/.exec(`${mail.subject}\n${mail.text}`)?.[1];
  if (!code) throw new Error(`no six-digit code in the mail to ${email}`);
  return code;
}

async function post<T>(path: string, body: unknown, token?: string): Promise<T> {
  const res = await fetch(`${baseUrl}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': clientAddressOf(1000 + counter),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} answered ${res.status}`);
  return res.json() as Promise<T>;
}

/** A verified account made through the API, for journeys that start after sign-up. */
async function verifiedAccount(name = 'Grace Reader') {
  const email = newEmail();
  const { token } = await post<{ token: string }>('/api/auth/register', {
    name,
    email,
    password: PASSWORD,
    plan: 'free',
  });
  await post('/api/auth/verify-email', { token: await codeFromMail(email) }, token);
  return { name, email, token };
}

async function openSignedIn(page: Page, token: string, path = '/dashboard') {
  await page.goto('/privacy-policy');
  await page.evaluate((t) => localStorage.setItem('token', t), token);
  await page.goto(path);
}

const pathOf = (page: Page) => new URL(page.url()).pathname;

describeBrowser('accounts', () => {
  const browser = useBrowser();

  it('signs up, verifies the emailed code, reaches the dashboard as a Newbie and logs out via the dialog', async () => {
    const page = await browser.newPage();
    const email = newEmail();
    await page.goto('/auth?plan=free');
    await page.getByRole('heading', { name: 'Create your account' }).waitFor();
    // The plan is read, then taken out of the address.
    await page.waitForURL((url) => !url.searchParams.has('plan'));

    await page.getByLabel('Full Name').fill('Ada Newreader');
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('meter', { name: 'Password strength' }).waitFor();
    await page.getByLabel('Confirm Password', { exact: true }).fill('Something-else-1');
    await page.getByRole('button', { name: 'Create account' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL('**/verify-email');
    await page.getByText(email).waitFor();
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Enter a valid 6-digit code.').waitFor();
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(await codeFromMail(email));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Email verified successfully!').waitFor();

    await page.waitForURL((url) => url.pathname === '/dashboard');
    const summary = page.getByTestId('user-summary');
    await summary.getByText('Ada Newreader').waitFor();
    await summary.getByText('Newbie').waitFor();
    const token = await page.evaluate(() => localStorage.getItem('token'));
    expect(token).toBeTruthy();

    await page.getByRole('button', { name: 'Logout' }).click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Logout' });
    await dialog.getByText('Are you sure you want to logout?').waitFor();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await dialog.waitFor({ state: 'detached' });
    await page.getByRole('button', { name: 'Logout' }).click();
    await dialog.getByRole('button', { name: 'Logout' }).click();

    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    // The session was revoked on the server, not only forgotten here.
    const me = await fetch(`${baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}` } });
    expect(me.status).toBe(401);
  });

  it('resets a forgotten password from the emailed link and lands on the dashboard', async () => {
    const account = await verifiedAccount();
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Password reset link sent to your email').waitFor();
    await page.waitForURL((url) => url.pathname === '/auth', { timeout: 6000 });

    const mail = await readMail(account.email, { subject: 'reset' });
    const link = /https?:\/\/\S+\/reset-password\/[^\s"<>]+/.exec(mail.text)?.[0];
    expect(link?.startsWith(`${baseUrl}/reset-password/`)).toBe(true);
    await page.goto(link!);
    await page.getByLabel('New Password', { exact: true }).fill('Brand-New-Pass-7');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Brand-New-Pass-8');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Passwords do not match.').waitFor();
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Brand-New-Pass-7');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Password updated successfully.').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByTestId('user-summary').getByText(account.name).waitFor();

    // The old session was revoked by the reset.
    const me = await fetch(`${baseUrl}/api/auth/me`, {
      headers: { authorization: `Bearer ${account.token}` },
    });
    expect(me.status).toBe(401);
  });

  it('sends visitors without a session to sign in (then back), follows a sign-out in another tab and keeps non-admins out of the Admin Panel', async () => {
    const page = await browser.newPage();
    await page.goto('/dashboard');
    await page.waitForURL((url) => url.pathname === '/auth' && url.searchParams.get('next') === '/dashboard');

    const account = await verifiedAccount('Tab Tester');
    await openSignedIn(page, account.token, '/dashboard/admin/users');
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await page.getByRole('link', { name: 'User Management' }).count()).toBe(0);
    expect(await page.getByRole('link', { name: 'Collection' }).getAttribute('aria-current')).toBe('page');

    const otherTab = await page.context().newPage();
    await otherTab.goto('/privacy-policy');
    await otherTab.evaluate(() => localStorage.removeItem('token'));
    await page.waitForURL((url) => url.pathname === '/');
    expect(pathOf(page)).toBe('/');
  });

  it('opens the sidebar as a drawer on a phone and closes it with Escape', async () => {
    const account = await verifiedAccount('Phone Reader');
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await openSignedIn(page, account.token, '/dashboard/settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    const loans = page.getByRole('link', { name: 'Loans' });
    expect(await loans.isVisible()).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await loans.waitFor({ state: 'visible' });
    // Focus moves into the drawer.
    await page.waitForFunction(() => document.activeElement?.closest('aside') !== null);
    expect(await page.getByRole('link', { name: 'Settings' }).getAttribute('aria-current')).toBe('page');
    await page.keyboard.press('Escape');
    await page.waitForFunction(() => document.activeElement?.getAttribute('aria-label') === 'Open menu');
    await page.getByText('v 1.0.0').waitFor({ state: 'hidden' });
  });

  it('changes settings, uploads an avatar shown in the top bar, and deletes the account only after typing DELETE', async () => {
    const account = await verifiedAccount('Settings Reader');
    const page = await browser.newPage();
    await openSignedIn(page, account.token, '/dashboard/settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();

    await page.getByLabel('Full Name').fill('Renamed Reader');
    await page.getByLabel('Timezone').selectOption('UTC+1');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByTestId('user-summary').getByText('Renamed Reader').waitFor();

    const digest = page.getByRole('switch', { name: 'Weekly digest' });
    expect(await digest.getAttribute('aria-checked')).toBe('false');
    await digest.click();
    await page.getByText('Notification settings saved').waitFor();
    await page.reload();
    expect(await page.getByRole('switch', { name: 'Weekly digest' }).getAttribute('aria-checked')).toBe(
      'true',
    );
    expect(await page.getByLabel('Timezone').inputValue()).toBe('UTC+1');

    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
      'base64',
    );
    await page
      .getByTestId('avatar-input')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: png });
    const topBarAvatar = page.getByRole('button', { name: 'User menu' }).locator('img');
    await topBarAvatar.waitFor();
    expect(await topBarAvatar.getAttribute('src')).toMatch(/^\/api\/uploads\//);

    await page.getByRole('button', { name: 'Delete account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete account' });
    const confirm = dialog.getByRole('button', { name: 'Delete account' });
    await dialog.getByLabel('Type DELETE to confirm').fill('delete');
    expect(await confirm.isDisabled()).toBe(true);
    await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
    await confirm.click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: PASSWORD }),
    });
    expect(login.status).toBe(401);
  });
});
