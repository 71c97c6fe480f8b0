import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { labelNotInName } from './support/axe.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs, type TestUser } from './support/users.ts';

/**
 * The main screens, walked in light and dark theme at both widths. Every state reached is checked
 * by axe-core on its own (support/browser.ts); here each screen is also checked for Label in Name
 * (WCAG 2.5.3): every control with visible text has that text in its accessible name.
 */
const screens: Array<[path: string, heading: RegExp]> = [
  ['/dashboard', /^My Library$/],
  ['/dashboard/loans', /^Book Loans$/],
  ['/dashboard/borrowers', /Borrowers/],
  ['/dashboard/reminders', /Reminders/],
  ['/dashboard/friends', /Friends/],
  ['/dashboard/history', /History/],
  ['/dashboard/statistics', /Statistics/],
  ['/dashboard/subscription', /Subscription/],
  ['/dashboard/settings', /^Settings$/],
];

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** A library with a book out on loan and a reminder about it: rows with every kind of action. */
async function readerWithLoan(): Promise<{ user: TestUser; title: string }> {
  const user = await createUser({ name: 'Ada Access', plan: 'basic' });
  const title = 'Things Fall Apart';
  const book = await api<{ _id: string }>(user, 'POST', '/api/books', { title, author: 'Chinua Achebe' });
  await api(user, 'POST', '/api/books', { title: 'Arrow of God', author: 'Chinua Achebe' });
  const borrower = await api<{ data: { data: { _id: string } } }>(user, 'POST', '/api/borrowers', {
    name: 'Obi Okonkwo',
    email: `obi-${Date.now().toString(36)}-${process.pid}@example.test`,
    phone: '+2348030000000',
  });
  const loan = await api<{ data: { _id: string } }>(user, 'POST', '/api/borrow', {
    book: book._id,
    borrower: borrower.data.data._id,
    returnDate: inDays(20),
  });
  await api(user, 'POST', '/api/reminders', {
    borrowedBookId: loan.data._id,
    message: 'Please bring it back soon.',
    reminderDate: inDays(10),
    type: 'custom',
  });
  return { user, title };
}

async function walk(page: Page): Promise<string[]> {
  const problems: string[] = [];
  for (const [path, heading] of screens) {
    await page.goto(path);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    // The rows (and their actions) are there, not only the page's frame.
    await page
      .locator('[aria-busy="true"]')
      .first()
      .waitFor({ state: 'detached' })
      .catch(() => {});
    problems.push(...(await labelNotInName(page)).map((p) => `${path}: ${p}`));
  }
  return problems;
}

describeBrowser('accessibility of the main screens', () => {
  const browser = useBrowser();

  // Light at both widths, dark at the phone's (the dark theme changes colours only, which axe checks
  // in every state; the phone's cards and menus are where names are built apart from the table's).
  const walks: Array<[viewport: { width: number; height: number }, theme: 'light' | 'dark']> = [
    [{ width: 1280, height: 800 }, 'light'],
    [{ width: 390, height: 844 }, 'light'],
    [{ width: 390, height: 844 }, 'dark'],
  ];
  for (const [viewport, theme] of walks) {
    it(`every control's name holds its visible label, ${theme} theme (${viewport.width} px)`, async () => {
      const { user, title } = await readerWithLoan();
      const page = await browser.newPage({ viewport, colorScheme: theme });
      await signInAs(page, user, '/dashboard/reminders');
      // The example of the issue: the action's name starts with what the button shows.
      await page
        .getByRole('button', { name: `Send Now: ${title}` })
        .filter({ visible: true })
        .first()
        .waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
        theme === 'dark',
      );
      expect(await walk(page)).toEqual([]);
      // A dialog open (checked by axe as a state of its own).
      await page.goto('/dashboard');
      await page.getByRole('button', { name: 'Add Book' }).filter({ visible: true }).first().click();
      await page.getByRole('dialog', { name: 'Add Books' }).waitFor();
      expect(await labelNotInName(page)).toEqual([]);
    }, 150_000);
  }

  it('the public pages: landing, and sign-in with a refusal (1280 px)', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await labelNotInName(page)).toEqual([]);
    await page.goto('/auth?mode=login');
    await page.getByRole('button', { name: 'Sign in' }).click();
    // The refusal shown (and checked by axe as a state of its own).
    await page.getByText('Email is required').first().waitFor();
    expect(await labelNotInName(page)).toEqual([]);
  }, 90_000);
});
