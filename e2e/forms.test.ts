import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs, type TestUser } from './support/users.ts';

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };
const sizes = [
  ['1280', desktop],
  ['390', phone],
] as const;

/** Ends the session the page holds, as an expiry or a sign-out elsewhere would. */
const endSession = (user: TestUser) => api(user, 'POST', '/api/auth/logout');

const openNav = async (page: Page, isPhone: boolean) => {
  if (isPhone) await page.getByRole('button', { name: 'Open menu' }).click();
};

describeBrowser('forms keep typed work', () => {
  const browser = useBrowser();

  it.each(sizes)(
    'an expired session asks to sign in again and the Add Book is sent after (%s px)',
    async (_, viewport) => {
      const user = await createUser({ name: 'Expiring Reader' });
      const page = await browser.newPage({ viewport });
      await signInAs(page, user, '/dashboard/collection');
      await page.getByRole('button', { name: 'Add Book' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Add Books' });
      await dialog.getByLabel('Title').fill('The Fifth Season');
      await dialog.getByLabel('Author').fill('N. K. Jemisin');
      await endSession(user);

      await dialog.getByRole('button', { name: 'Add Book' }).click();
      const again = page.getByRole('dialog', { name: 'Your session has ended' });
      await again.waitFor();
      expect(await again.getByLabel('Email').inputValue()).toBe(user.email);
      // A wrong password is said inside the dialog, which stays.
      await again.getByLabel('Password', { exact: true }).fill('not-the-password');
      await again.getByRole('button', { name: 'Sign in' }).click();
      await again.getByRole('alert').waitFor();
      // The form under it is still filled.
      expect(await dialog.getByLabel('Title').inputValue()).toBe('The Fifth Season');
      await again.getByLabel('Password', { exact: true }).fill(user.password);
      await again.getByRole('button', { name: 'Sign in' }).click();
      await again.waitFor({ state: 'detached' });
      await dialog.getByText('"The Fifth Season" added!').waitFor();
      expect(page.url()).toContain('/dashboard/collection');
      const books = await api<{ data: { title: string }[] }>(
        { ...user, token: (await page.evaluate(() => localStorage.getItem('token'))) ?? '' },
        'GET',
        '/api/books',
      );
      expect(books.data.map((b) => b.title)).toEqual(['The Fifth Season']);
    },
  );

  it.each(sizes)(
    'asks before leaving a page or closing a dialog with unsaved changes (%s px)',
    async (size, viewport) => {
      const isPhone = size === '390';
      const user = await createUser({ name: 'Careful Reader' });
      const page = await browser.newPage({ viewport });
      await signInAs(page, user, '/dashboard/settings');
      const name = page.getByLabel('Full Name');
      await name.fill('Careful Reader Renamed');

      await openNav(page, isPhone);
      await page.getByRole('link', { name: 'Borrowers' }).click();
      const ask = page.getByRole('dialog', { name: 'Leave this page?' });
      await ask.waitFor();
      await ask.getByRole('button', { name: 'Stay' }).click();
      await ask.waitFor({ state: 'detached' });
      expect(new URL(page.url()).pathname).toBe('/dashboard/settings');
      expect(await name.inputValue()).toBe('Careful Reader Renamed');

      // Saved work leaves without a question.
      await page.getByRole('button', { name: 'Save changes' }).first().click();
      await page.getByText('Account settings saved').waitFor();
      await openNav(page, isPhone);
      await page.getByRole('link', { name: 'Borrowers' }).click();
      await page.getByRole('heading', { level: 1, name: 'Borrowers', exact: true }).waitFor();

      // A dialog with typed work asks before Escape throws it away.
      await page.getByRole('button', { name: 'Add Borrower' }).click();
      const form = page.getByRole('dialog', { name: 'Add New Borrower' });
      await form.getByLabel('Name').fill('Half Typed');
      await page.keyboard.press('Escape');
      const discard = page.getByRole('dialog', { name: 'Discard your changes?' });
      await discard.waitFor();
      await discard.getByRole('button', { name: 'Keep editing' }).click();
      expect(await form.getByLabel('Name').inputValue()).toBe('Half Typed');
      await page.keyboard.press('Escape');
      await discard.getByRole('button', { name: 'Discard' }).click();
      await form.waitFor({ state: 'detached' });
    },
  );

  it.each(sizes)(
    'a borrower’s local number is read with the country from Settings; the invite opens once (%s px)',
    async (_, viewport) => {
      const user = await createUser({ name: 'Lagos Lender' });
      await api(user, 'PUT', '/api/users/settings', { country: null });
      const page = await browser.newPage({ viewport });
      await signInAs(page, user, '/dashboard/borrowers');
      await page.getByRole('button', { name: 'Add Borrower' }).click();
      const form = page.getByRole('dialog', { name: 'Add New Borrower' });
      await form.getByLabel('Name').fill('Femi Ade');
      await form.getByLabel('Email').fill(`femi-${viewport.width}@example.test`);
      await form.getByLabel('Phone').fill('0803 000 0000');
      await form.getByRole('button', { name: 'Add Borrower' }).click();
      // The server's sentence sits beside the phone field, never "phone: …".
      await form.getByText('Enter a valid phone number with its country code (e.g. +234…)').waitFor();
      expect(await form.getByLabel('Phone').getAttribute('aria-invalid')).toBe('true');
      expect(await form.textContent()).not.toContain('phone:');

      // With Nigeria in Settings the same number is read and saved in international form.
      await api(user, 'PUT', '/api/users/settings', { country: 'NG' });
      await form.getByRole('button', { name: 'Add Borrower' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite Femi Ade' });
      await invite.waitFor();
      expect(await invite.getByRole('link', { name: 'Send via WhatsApp' }).getAttribute('href')).toContain(
        'wa.me/2348030000000',
      );
      await invite.getByRole('button', { name: 'No thanks, maybe later' }).click();
      await page.locator('text=+2348030000000 >> visible=true').first().waitFor();

      // Editing does not offer the invitation again; the row's Invite does, when asked.
      await page
        .locator('button:visible')
        .and(page.getByRole('button', { name: 'Edit Femi Ade' }))
        .click();
      const edit = page.getByRole('dialog', { name: 'Edit Borrower' });
      await edit.getByLabel('Name').fill('Femi Adeyemi');
      await edit.getByRole('button', { name: 'Save Changes' }).click();
      await edit.waitFor({ state: 'detached' });
      await page.getByText('Borrower "Femi Adeyemi" saved.').waitFor();
      expect(await page.getByRole('dialog', { name: /^Invite/ }).count()).toBe(0);
      await page
        .locator('button:visible')
        .and(page.getByRole('button', { name: 'Invite Femi Adeyemi' }))
        .click();
      await page.getByRole('dialog', { name: 'Invite Femi Adeyemi' }).waitFor();
    },
  );
});

describeBrowser('the library by keyboard, and lending that says what it did', () => {
  const browser = useBrowser();

  it('a row keeps Tab stops for its main actions; the five stars are one of them (1280 px)', async () => {
    const user = await createUser({ name: 'Keyboard Reader', plan: 'premium' });
    for (let i = 1; i <= 12; i += 1) {
      await api(user, 'POST', '/api/books', {
        title: `Book ${String(i).padStart(2, '0')}`,
        author: 'Author',
      });
    }
    const page = await browser.newPage({ viewport: desktop });
    await signInAs(page, user, '/dashboard/collection');
    await page.locator('table tbody tr').nth(9).waitFor();
    // A plain table (not a grid): select, open, rate and the menu are each a stop in every row.
    expect(await page.locator('table[role="grid"]').count()).toBe(0);
    const stops = await page.evaluate(() => {
      const body = document.querySelector('table tbody');
      if (!body) return -1;
      return Array.from(
        body.querySelectorAll<HTMLElement>('a[href], button:not([disabled]), input:not([disabled])'),
      ).filter((el) => el.tabIndex >= 0).length;
    });
    expect(stops).toBe(10 * 4);

    const focused = () =>
      page.evaluate(
        () => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.textContent,
      );
    await page.getByRole('checkbox', { name: 'Select Book 12' }).focus();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Book 12');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('1 star');
    // The arrows move between the stars; Enter rates.
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowRight');
    expect(await focused()).toBe('3 stars');
    await page.keyboard.press('Enter');
    await page.getByRole('group', { name: 'Rating for Book 12: 3 out of 5' }).waitFor();
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Actions for Book 12');
    await page.keyboard.press('Tab');
    expect(await focused()).toBe('Select Book 11');
    // Back into the stars of row 12: the rated star holds the stop.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await focused()).toBe('3 stars (click again to clear)');
  });

  it.each(sizes)(
    'lending ends with a confirmation naming the borrower and the due date (%s px)',
    async (_, viewport) => {
      const user = await createUser({ name: 'Confirming Lender' });
      const book = await api<{ _id: string }>(user, 'POST', '/api/books', {
        title: 'Kindred',
        author: 'Octavia E. Butler',
      });
      await api(user, 'POST', '/api/borrowers', {
        name: 'Zainab Musa',
        email: `zainab-${viewport.width}@example.test`,
        phone: '+2348030000001',
      });
      const page = await browser.newPage({ viewport });
      await signInAs(page, user, `/dashboard/library/${book._id}`);
      await page.getByRole('button', { name: 'Lend', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Loan Book' });
      await dialog
        .getByLabel('Borrower')
        .selectOption({ label: `Zainab Musa (zainab-${viewport.width}@example.test)` });
      await dialog.getByLabel('Return date').fill('2031-03-01');
      await dialog.getByRole('button', { name: 'Loan Book' }).click();
      await page.getByText('"Kindred" lent to Zainab Musa, due back Mar 1, 2031.').waitFor();
    },
  );
});
