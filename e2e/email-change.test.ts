import { expect, it } from 'vitest';
import { baseUrl, describeBrowser, readMail, useBrowser } from './support/browser.ts';
import { createUser, signInAs } from './support/users.ts';

let counter = 0;
const newEmail = (tag: string) =>
  `${tag}-${Date.now().toString(36)}-${process.pid}-${++counter}@example.test`;

async function codeFor(email: string): Promise<string> {
  const mail = await readMail(email, { subject: 'verification code' });
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1];
  if (!code) throw new Error(`no six-digit code in the mail to ${email}`);
  return code;
}

const signIn = (email: string, password: string) =>
  fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
    body: JSON.stringify({ email, password }),
  });

describeBrowser('changing the email address', () => {
  const browser = useBrowser();

  it('keeps the old address while the new one waits for its code, then switches (1280 px)', async () => {
    const user = await createUser({ name: 'Mover Reader' });
    const page = await browser.newPage();
    await signInAs(page, user, '/dashboard/settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();

    const moved = newEmail('moved');
    await page.getByLabel('Email', { exact: true }).fill(moved);
    await page.getByText(`until you enter it, your email stays ${user.email}`).waitFor();
    await page.getByRole('button', { name: 'Save changes' }).click();

    // The code page names the new address and says what the code does.
    await page.waitForURL('**/verify-email');
    await page.locator('strong', { hasText: moved }).waitFor();
    await page.getByText('Enter it below to make it your account’s email address.').waitFor();
    await page.getByRole('link', { name: 'Back to settings' }).click();

    // Settings show the pending change; the old address still signs in and got a notice.
    const notice = page.getByRole('status').filter({ hasText: 'Pending verification of' });
    await notice.getByText(moved).waitFor();
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(user.email);
    expect((await readMail(user.email, { subject: 'about to change' })).text).toContain(moved);
    expect((await signIn(user.email, user.password)).status).toBe(200);
    expect((await signIn(moved, user.password)).status).toBe(401);

    await notice.getByRole('button', { name: 'Enter code' }).click();
    await page.waitForURL('**/verify-email');
    await page.getByLabel('Digit 1 of 6').click();
    await page.keyboard.type(await codeFor(moved));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByText('Email verified successfully!').waitFor();
    await page.waitForURL((url) => url.pathname === '/dashboard/settings');
    await page.waitForFunction(
      (email) => (document.querySelector('input[name="email"]') as HTMLInputElement | null)?.value === email,
      moved,
    );
    expect(await page.getByText('Pending verification of').count()).toBe(0);
    expect((await signIn(moved, user.password)).status).toBe(200);
  });

  it('cancels a pending change from settings (390 px, dark)', async () => {
    const user = await createUser({ name: 'Stay Reader' });
    const page = await browser.newPage({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
    await signInAs(page, user, '/dashboard/settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    const away = newEmail('away');
    await page.getByLabel('Email', { exact: true }).fill(away);
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.waitForURL('**/verify-email');
    await page.getByRole('link', { name: 'Back to settings' }).click();

    const cancel = page.getByRole('button', { name: 'Cancel change' });
    await cancel.focus();
    await page.keyboard.press('Enter');
    await page.getByText(`Email change cancelled: it stays ${user.email}`).waitFor();
    await page.getByText('Pending verification of').waitFor({ state: 'detached' });
    const settings = await fetch(`${baseUrl}/api/users/settings`, {
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(await settings.json()).toMatchObject({ email: user.email, pendingEmail: null });
  });
});
