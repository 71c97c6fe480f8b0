import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs } from './support/users.ts';

/**
 * Records every Content-Security-Policy violation the page reports (the DOM event) and every
 * console message about one, from before the first script runs.
 */
async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
  const logged: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to (load|execute|apply|connect|frame)/i.test(message.text())) {
      logged.push(`console: ${message.text()}`);
    }
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __csp: string[] }).__csp = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.violatedDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
  return async () => [
    ...logged,
    ...(await page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? [])),
  ];
}

describeBrowser('content security policy', () => {
  const browser = useBrowser();

  it('the landing page runs with no violation, dark theme applied before the app starts', async () => {
    const page = await browser.newPage({ colorScheme: 'dark' });
    const violations = await watchViolations(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    // Scroll through, so lazily shown sections (carousel, FAQ, pricing) run too.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.locator('#pricing').waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the dashboard, library, settings and a toast run with no violation', async () => {
    const user = await createUser({ name: 'Policy Reader' });
    const page = await browser.newPage();
    const violations = await watchViolations(page);
    await signInAs(page, user, '/dashboard');
    await page.getByTestId('user-summary').getByText('Policy Reader').waitFor();
    await page.goto('/dashboard/settings');
    await page.getByRole('heading', { name: 'Account Settings' }).waitFor();
    await page.getByLabel('Full Name').fill('Policy Reader Two');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await page.getByText('Account settings saved').waitFor();
    expect(await violations()).toEqual([]);
  });

  it('the API docs (Swagger UI) still render under the policy', async () => {
    // Swagger UI's own page (a third party's markup and colours): the policy is what is checked here.
    const page = await browser.newPage({ axe: false });
    const violations = await watchViolations(page);
    await page.goto('/api/docs');
    await page.getByText('Shelfwise API').first().waitFor();
    await page.locator('.opblock').first().waitFor();
    expect(await violations()).toEqual([]);
  });
});
