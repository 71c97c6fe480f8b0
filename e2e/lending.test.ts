import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { withAdmin } from '../apps/server/test/test-database.ts';
import { api } from './support/api.ts';
import { baseUrl, describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs, type TestUser } from './support/users.ts';

const viewports = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

const addBook = (user: TestUser, title: string) =>
  api<{ _id: string }>(user, 'POST', '/api/books', { title, author: 'Test Author' });

/** Moves a loan's due date into the past, as if the borrower had kept the book too long. */
async function makeOverdue(loanId: string, daysLate: number) {
  await withAdmin(inject('databaseUrl'), (c) =>
    c.query('UPDATE loans SET return_date = current_date - $2::int WHERE id = $1', [loanId, daysLate]),
  );
}

/** The visible row (desktop table) or card (phone) that shows `text`. */
const itemWith = (page: Page, text: string) =>
  page.locator('tr:visible, li:visible').filter({ hasText: text }).first();

describeBrowser('lending', () => {
  const browser = useBrowser();

  for (const { name, viewport } of viewports) {
    it(`lends, sees Active and Overdue, returns (${name})`, async () => {
      const user = await createUser({ name: `Lender ${name}` });
      const title = `Things Fall Apart ${name}`;
      const lateTitle = `Purple Hibiscus ${name}`;
      await addBook(user, title);
      const late = await addBook(user, lateTitle);

      const page = await browser.newPage({ viewport, permissions: ['clipboard-read', 'clipboard-write'] });

      // A borrower, then the invitation: copied text names the lender and links to the site.
      await signInAs(page, user, '/dashboard/borrowers');
      await page.getByRole('heading', { level: 1, name: 'Borrowers', exact: true }).waitFor();
      await page.getByRole('button', { name: 'Add Borrower' }).click();
      const form = page.getByRole('dialog', { name: 'Add New Borrower' });
      await form.getByLabel('Name').fill('Nkem Obi');
      await form.getByLabel('Email').fill(`nkem-${name}@example.test`);
      await form.getByLabel('Phone').fill('+234 803 123 4567');
      await form.getByRole('button', { name: 'Add Borrower' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite Nkem Obi' });
      await invite.waitFor();
      expect(await invite.getByRole('link', { name: 'Send via WhatsApp' }).getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/2348031234567\?text=/,
      );
      expect(await invite.getByRole('link', { name: 'Send via Email' }).getAttribute('href')).toMatch(
        new RegExp(`^mailto:nkem-${name}@example\\.test\\?subject=`),
      );
      await invite.getByRole('button', { name: 'Copy Invitation Text' }).click();
      await invite.getByText('Copied!').waitFor();
      const copied = await page.evaluate(() => navigator.clipboard.readText());
      expect(copied).toContain(`Lender ${name}`);
      expect(copied).toContain('Shelfwise');
      expect(copied).toContain(baseUrl);
      await invite.getByRole('button', { name: 'Copy Invitation Text' }).waitFor({ timeout: 4000 });
      await invite.getByRole('button', { name: 'No thanks, maybe later' }).click();
      await itemWith(page, 'Nkem Obi').waitFor();
      const borrowers = await api<{ data: { _id: string }[] }>(user, 'GET', '/api/borrowers');
      const borrowerId = borrowers.data[0]!._id;

      // Lend from the library's row menu.
      await page.goto('/dashboard/collection');
      await page.getByRole('heading', { name: 'My Library' }).waitFor();
      await page.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Loan' }).click();
      const dialog = page.getByRole('dialog', { name: 'Loan Book' });
      const submit = dialog.getByRole('button', { name: 'Loan Book' });
      expect(await submit.isDisabled()).toBe(true);
      await dialog.getByLabel('Borrower').selectOption(borrowerId);
      await submit.click();
      await dialog.waitFor({ state: 'detached' });
      await itemWith(page, title).getByText('Loaned', { exact: true }).waitFor();
      await page.getByRole('button', { name: `Actions for ${title}` }).click();
      for (const action of ['Edit', 'Loan', 'Delete']) {
        expect(await page.getByRole('menuitem', { name: action }).getAttribute('aria-disabled')).toBe('true');
      }
      await page.keyboard.press('Escape');

      // A second loan whose due date has passed.
      const lateLoan = await api<{ data: { _id: string } }>(user, 'POST', '/api/borrow', {
        book: late._id,
        borrower: borrowerId,
        returnDate: new Date(Date.now() + 86_400_000).toISOString().slice(0, 10),
      });
      await makeOverdue(lateLoan.data._id, 3);

      await page.goto('/dashboard/loans');
      await page.getByRole('heading', { name: 'Book Loans' }).waitFor();
      await page.getByText('Track and manage your book lending activities').waitFor();
      await itemWith(page, title).getByText('Active', { exact: true }).waitFor();
      await itemWith(page, lateTitle).getByText('Overdue', { exact: true }).waitFor();

      // Filtering by Overdue leaves only the late loan; Clear brings the other back.
      if (name === 'phone') await page.getByRole('button', { name: 'Show Filters' }).click();
      await page.getByLabel('Status').selectOption('Overdue');
      await itemWith(page, title).waitFor({ state: 'detached' });
      await itemWith(page, lateTitle).waitFor();
      await page.getByRole('button', { name: 'Clear' }).click();
      await itemWith(page, title).waitFor();
      expect(await page.getByRole('button', { name: 'Clear' }).count()).toBe(0);

      // Return it.
      await page.getByRole('button', { name: `Return: ${title}` }).click();
      const confirm = page.getByRole('dialog', { name: 'Confirm Return' });
      await confirm.getByText(`Are you sure you want to mark "${title}" as returned?`).waitFor();
      await confirm.getByRole('button', { name: 'Confirm Return' }).click();
      await confirm.waitFor({ state: 'detached' });
      await page.getByText(`Book "${title}" returned successfully.`).waitFor();
      await itemWith(page, title).getByText('Returned', { exact: true }).waitFor();
      expect(await page.getByRole('button', { name: `Return: ${title}` }).count()).toBe(0);

      // The book is Available again in the library.
      await page.goto('/dashboard/collection');
      await itemWith(page, title).getByText('Available', { exact: true }).waitFor();
    });
  }
});
