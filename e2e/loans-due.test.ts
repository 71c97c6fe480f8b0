import type { Page } from 'playwright-core';
import { expect, it } from 'vitest';
import { api } from './support/api.ts';
import { describeBrowser, useBrowser } from './support/browser.ts';
import { createUser, signInAs, type TestUser } from './support/users.ts';

const viewports = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

/** The reader lives in Tokyo; the browser in New York: "today" is the reader's day. */
const ZONE = 'Asia/Tokyo';

/** Today plus `days` in the reader's zone, as YYYY-MM-DD. */
function day(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(new Date());
  const [y, m, d] = today.split('-').map(Number);
  return new Date(Date.UTC(y!, m! - 1, d! + days)).toISOString().slice(0, 10);
}

/** 'Jan 5, 2031', as the app shows a calendar day in English. */
const shown = (ymd: string) =>
  new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${ymd}T00:00:00Z`));

/** The visible row (desktop table) or card (phone) that shows `text`. */
const itemWith = (page: Page, text: string) =>
  page.locator('tr:visible, li:visible').filter({ hasText: text }).first();

async function lend(user: TestUser, title: string, borrower: string, returnDate: string) {
  const book = await api<{ _id: string }>(user, 'POST', '/api/books', { title, author: 'Test Author' });
  const loan = await api<{ data: { _id: string } }>(user, 'POST', '/api/borrow', {
    book: book._id,
    borrower,
    returnDate,
  });
  return { bookId: book._id, loanId: loan.data._id };
}

/** Whether the library search's placeholder fits its field (measured in the field's own font). */
function placeholderRoom(page: Page) {
  return page.evaluate(() => {
    const input = document.querySelector<HTMLInputElement>('input[type="search"]');
    if (!input) throw new Error('no search field');
    const style = getComputedStyle(input);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    return {
      placeholder: input.placeholder,
      text: context.measureText(input.placeholder).width,
      room: input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight),
    };
  });
}

describeBrowser('loans due soon, extended and returned', () => {
  const browser = useBrowser();

  for (const { name, viewport } of viewports) {
    it(`marks a loan due soon everywhere, extends it, and shows when a loan came back (${name})`, async () => {
      const user = await createUser({ name: `Due ${name}` });
      await api(user, 'PUT', '/api/users/settings', { timezone: ZONE });
      const borrower = await api<{ data: { data: { _id: string } } }>(user, 'POST', '/api/borrowers', {
        name: 'Nkem Obi',
        email: `nkem-due-${name}-${Date.now()}@example.test`,
        phone: '+234 803 123 4567',
      });
      const borrowerId = borrower.data.data._id;
      const soonTitle = `Half of a Yellow Sun ${name}`;
      const laterTitle = `Americanah ${name}`;
      const backTitle = `Arrow of God ${name}`;
      const soon = await lend(user, soonTitle, borrowerId, day(2));
      await lend(user, laterTitle, borrowerId, day(10));
      const back = await lend(user, backTitle, borrowerId, day(5));
      await api(user, 'PUT', `/api/borrow/${back.loanId}/return`);

      const page = await browser.newPage({ viewport, timezoneId: 'America/New_York', locale: 'en-US' });
      await signInAs(page, user, '/dashboard/loans');
      await page.getByRole('heading', { name: 'Book Loans' }).waitFor();
      // Due in 2 days, within the 3 days of the free plan's default lead: Due soon; in 10: Active.
      await itemWith(page, soonTitle).getByText('Due soon', { exact: true }).waitFor();
      await itemWith(page, laterTitle).getByText('Active', { exact: true }).waitFor();
      // The returned loan says when it came back (today, in the reader's zone).
      const returned = itemWith(page, backTitle);
      await returned.getByText('Returned', { exact: true }).first().waitFor();
      // (Borrowed today too: the return day is the row's last date.)
      await returned
        .getByText(shown(day(0)), { exact: true })
        .last()
        .waitFor();
      expect(await returned.getByRole('button', { name: /Extend|Change the due date/ }).count()).toBe(0);

      // The library's row says it too, and so does the book page.
      await page.goto('/dashboard/collection');
      await itemWith(page, soonTitle)
        .getByText(`With Nkem Obi · due soon on ${shown(day(2))}`)
        .waitFor();
      await itemWith(page, laterTitle)
        .getByText(`With Nkem Obi · due ${shown(day(10))}`)
        .waitFor();
      await page.goto(`/dashboard/library/${soon.bookId}`);
      await page
        .getByRole('status')
        .filter({ hasText: `due soon on ${shown(day(2))}` })
        .waitFor();

      // Extend from the book page: a week past the due date is offered; tomorrow is the earliest.
      await page.getByRole('button', { name: 'Extend', exact: true }).click();
      let dialog = page.getByRole('dialog', { name: 'Extend Loan' });
      await dialog.getByText('Nkem Obi is not emailed about the change', { exact: false }).waitFor();
      const field = dialog.getByLabel('New due date');
      expect(await field.inputValue()).toBe(day(9));
      expect(await field.getAttribute('min')).toBe(day(1));
      await field.fill(day(0));
      await dialog.getByRole('button', { name: 'Save Due Date' }).click();
      await dialog.getByText('Due date must be after today').waitFor();
      await field.fill(day(12));
      await dialog.getByRole('button', { name: 'Save Due Date' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`"${soonTitle}" is now due ${shown(day(12))}.`).waitFor();
      await page
        .getByRole('status')
        .filter({ hasText: `With Nkem Obi since ${shown(day(0))}, due ${shown(day(12))}.` })
        .waitFor();

      // Extend from Loans (the row's action): back within the lead, it is Due soon again.
      await page.goto('/dashboard/loans');
      const row = itemWith(page, soonTitle);
      await row.getByText('Active', { exact: true }).waitFor();
      await row
        .getByRole('button', {
          name: name === 'phone' ? `Extend: ${soonTitle}` : `Change the due date: ${soonTitle}`,
        })
        .click();
      dialog = page.getByRole('dialog', { name: 'Extend Loan' });
      await dialog.getByLabel('New due date').fill(day(1));
      await dialog.getByRole('button', { name: 'Save Due Date' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`"${soonTitle}" is now due ${shown(day(1))}.`).waitFor();
      await itemWith(page, soonTitle).getByText('Due soon', { exact: true }).waitFor();

      // The returned book's page lists its loan with the day it came back.
      await page.goto(`/dashboard/library/${back.bookId}`);
      await page
        .getByRole('region', { name: 'Loan history' })
        .getByText(`returned ${shown(day(0))}`, { exact: false })
        .waitFor();

      // History: the change has an entry of its own.
      await page.goto('/dashboard/history');
      await page
        .getByText(`Moved the due date of "${soonTitle}"`, { exact: false })
        .filter({ visible: true })
        .first()
        .waitFor();
    });

    it(`the library search placeholder fits its field in every language, German first (${name})`, async () => {
      const user = await createUser({ name: `Suche ${name}` });
      const page = await browser.newPage({ viewport, locale: 'de-DE' });
      for (const [language, heading] of [
        ['de', 'Meine Bibliothek'],
        ['en', 'My Library'],
        ['es', 'Mi biblioteca'],
        ['fr', 'Ma bibliothèque'],
      ] as const) {
        await api(user, 'PUT', '/api/users/settings', { language });
        if (language === 'de') await signInAs(page, user, '/dashboard/collection');
        else await page.reload();
        await page.getByRole('heading', { level: 1, name: heading }).waitFor();
        const { placeholder, text, room } = await placeholderRoom(page);
        const said = `${language}: "${placeholder}" (${Math.round(text)} px) in ${Math.round(room)} px`;
        expect.soft(text, said).toBeLessThanOrEqual(room);
      }
    });
  }
});
