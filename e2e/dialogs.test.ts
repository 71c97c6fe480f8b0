import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs } from './support/users.ts';

/** The links named `name` that Chromium's own accessibility tree offers (what a screen reader reads). */
async function linksInAccessibilityTree(page: Page, name: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  try {
    const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as {
      nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
    };
    return nodes.filter((n) => !n.ignored && n.role?.value === 'link' && n.name?.value === name).length;
  } finally {
    await cdp.detach();
  }
}

/** Where the focus is: inside which dialog (by its name), or 'page' when behind every dialog. */
const focusIsIn = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'body';
    const dialog = active.closest('[role="dialog"]');
    return dialog
      ? (document.getElementById(dialog.getAttribute('aria-labelledby') ?? '')?.textContent ?? '?')
      : 'page';
  });

describeBrowser('dialogs keep the page behind them out of reach', () => {
  const browser = useBrowser();

  it('Tab and focus() never reach a control behind an open dialog; Escape closes it and focus returns to its opener', async () => {
    const user = await createUser({ name: 'Inert Reader' });
    const page = await browser.newPage();
    await signInAs(page, user, '/dashboard/borrowers');
    const opener = page.getByRole('button', { name: 'Add Borrower' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Add New Borrower' });
    await dialog.waitFor();

    for (let i = 0; i < 12; i += 1) {
      await page.keyboard.press(i % 3 === 2 ? 'Shift+Tab' : 'Tab');
      expect(await focusIsIn(page)).toBe('Add New Borrower');
    }
    // Even a script cannot put the focus behind it, nor a click reach a control there.
    const reached = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href="/dashboard/loans"]');
      link?.focus();
      return document.activeElement === link;
    });
    expect(reached).toBe(false);
    expect(await focusIsIn(page)).toBe('Add New Borrower');
    const hit = await page.evaluate(() => {
      const link = document.querySelector<HTMLAnchorElement>('a[href="/dashboard/loans"]');
      if (!link) return 'no link';
      const box = link.getBoundingClientRect();
      const under = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      return under && link.contains(under) ? 'the link' : 'something else';
    });
    expect(hit).toBe('something else');
    // Nothing behind it is in the accessibility tree while it is open.
    expect(await linksInAccessibilityTree(page, 'Loans')).toBe(0);

    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });
    expect(await opener.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(await linksInAccessibilityTree(page, 'Loans')).toBe(1);
    expect(new URL(page.url()).pathname).toBe('/dashboard/borrowers');
  });

  it('the sign-in-again dialog holds the focus even after a click on its backdrop, and the typed borrower is saved after it', async () => {
    const user = await createUser({ name: 'Renewing Reader' });
    const page = await browser.newPage();
    await signInAs(page, user, '/dashboard/borrowers');
    await page.getByRole('button', { name: 'Add Borrower' }).click();
    const form = page.getByRole('dialog', { name: 'Add New Borrower' });
    await form.getByLabel('Name').fill('Kept Borrower');
    await form.getByLabel('Email').fill(`kept-${Date.now()}@example.test`);
    await form.getByLabel('Phone').fill('+2348030000002');
    await api(user, 'POST', '/api/auth/logout');
    await form.getByRole('button', { name: 'Add Borrower' }).click();

    const again = page.getByRole('dialog', { name: 'Your session has ended' });
    await again.waitFor();
    expect(await focusIsIn(page)).toBe('Your session has ended');
    // A click outside cannot dismiss it; the focus falls to the body, and Tab comes back into it.
    await page.mouse.click(4, 4);
    await again.waitFor();
    for (let i = 0; i < 6; i += 1) {
      await page.keyboard.press('Tab');
      expect(await focusIsIn(page)).toBe('Your session has ended');
    }
    // The form under it is out of reach too, but keeps what was typed.
    expect(await form.getByLabel('Name').evaluate((el) => el.closest('[inert]') !== null)).toBe(true);
    expect(await form.getByLabel('Name').inputValue()).toBe('Kept Borrower');

    await again.getByLabel('Password', { exact: true }).fill(user.password);
    await again.getByRole('button', { name: 'Sign in' }).click();
    await again.waitFor({ state: 'detached' });
    await page.getByRole('dialog', { name: 'Invite Kept Borrower' }).waitFor();
  });
});
