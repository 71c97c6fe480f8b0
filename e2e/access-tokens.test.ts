import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { baseUrl, describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs } from './support/users.ts';

const viewports = [
  // The phone in dark mode, the desktop in light: axe checks the section's contrast in both.
  { name: 'phone', viewport: { width: 390, height: 844 }, colorScheme: 'dark' as const },
  { name: 'desktop', viewport: { width: 1280, height: 800 }, colorScheme: 'light' as const },
];

describeBrowser('personal access tokens', () => {
  const browser = useBrowser();

  for (const { name, viewport, colorScheme } of viewports) {
    it(`makes a read token in Settings, copies it, and a script lists the books with it but may not add one (${name})`, async () => {
      const user = await createUser({ name: 'Token Maker' });
      const title = `Americanah ${name} ${Date.now()}`;
      await api(user, 'POST', '/api/books', { title, author: 'Chimamanda Ngozi Adichie' });

      const page = await browser.newPage({
        viewport,
        colorScheme,
        permissions: ['clipboard-read', 'clipboard-write'],
      });
      await signInAs(page, user, '/dashboard/settings');
      const section = page.getByRole('region', { name: 'API access tokens' });
      await section.getByText('You have no access tokens.').waitFor();
      const form = section.getByRole('form', { name: 'New access token' });
      await form.getByLabel('Name', { exact: false }).first().fill('Reading script');
      await form.getByRole('checkbox', { name: /Read your loans/ }).check();
      await form.getByLabel('Expires after').selectOption('30');
      await form.getByRole('button', { name: 'Create token' }).click();

      const field = section.getByLabel('Token', { exact: true });
      await field.waitFor();
      await section.getByText('Copy it now: it will not be shown again.').waitFor();
      await section.getByRole('button', { name: 'Copy' }).click();
      await section.getByRole('button', { name: 'Copied' }).waitFor();
      const token = await page.evaluate(() => navigator.clipboard.readText());
      expect(token).toMatch(/^sw_pat_[A-Za-z0-9_-]{43}$/);
      expect(await field.inputValue()).toBe(token);
      // The list shows it by its first characters only.
      await section.getByText(`${token.slice(0, 12)}…`).waitFor();
      // Nothing overflows the section at this width.
      expect(await section.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);

      // A script (Node's fetch) uses the token against the running server.
      const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
      const books = await fetch(`${baseUrl}/api/books`, { headers });
      expect(books.status).toBe(200);
      expect(books.headers.get('x-total-count')).toBe('1');
      expect(books.headers.get('ratelimit-limit')).toBe('60');
      const listed = (await books.json()) as { data: { title: string }[] };
      expect(listed.data.map((b) => b.title)).toEqual([title]);

      const write = await fetch(`${baseUrl}/api/books`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ title: 'Half of a Yellow Sun', author: 'Chimamanda Ngozi Adichie' }),
      });
      expect(write.status).toBe(403);
      expect(write.headers.get('content-type')).toMatch(/^application\/problem\+json/);
      expect(await write.json()).toMatchObject({
        code: 'FORBIDDEN',
        detail: 'This token lacks the library:write scope',
      });

      // Revoked in Settings: the script is refused from then on.
      await section.getByRole('button', { name: 'Done' }).click();
      await section.getByRole('button', { name: 'Revoke Reading script' }).click();
      const dialog = page.getByRole('dialog', { name: 'Revoke “Reading script”?' });
      await dialog.getByRole('button', { name: 'Revoke' }).click();
      await section.getByText('You have no access tokens.').waitFor();
      const refused = await fetch(`${baseUrl}/api/books`, { headers });
      expect(refused.status).toBe(401);
      expect(refused.headers.get('www-authenticate')).toBe('Bearer error="invalid_token"');
    });
  }
});
