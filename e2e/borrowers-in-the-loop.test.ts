import type { Locator, Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { withAdmin } from '../apps/server/test/test-database.ts';
import { api } from './support/api.ts';
import { describeBrowser, readMail, useBrowser } from './support/browser.ts';
import { createUser, signInAs, type TestUser } from './support/users.ts';

/**
 * Borrowers in the loop (issue 29): a borrower with no account acts from the link in their mail;
 * the owner sees the count, opens Loans › Requests from their own mail and answers in one click.
 */

const viewports = [
  { name: 'phone', viewport: { width: 390, height: 844 } },
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
];

const dayPlus = (days: number) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** 'Mar 8, 2031': how the app (in English) writes a calendar day. */
const shown = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });

/** The path of the first link in a mail's text that contains `marker`. */
function linkIn(text: string, marker: string): string {
  const found = text.match(/https?:\/\/[^\s<>"]+/g)?.find((url) => url.includes(marker));
  if (!found) throw new Error(`no link with ${marker} in:\n${text}`);
  const url = new URL(found);
  return `${url.pathname}${url.search}`;
}

/** Two books lent to one borrower with an email, through the API. */
async function lendTwo(owner: TestUser, titles: [string, string], email: string, due: string) {
  const borrower = await api<{ data: { data: { _id: string } } }>(owner, 'POST', '/api/borrowers', {
    name: 'Obi Okonkwo',
    email,
    phone: '+2348030000000',
  });
  for (const title of titles) {
    const book = await api<{ _id: string }>(owner, 'POST', '/api/books', { title, author: 'Chinua Achebe' });
    await api(owner, 'POST', '/api/borrow', {
      book: book._id,
      borrower: borrower.data.data._id,
      returnDate: due,
    });
  }
}

/** Presses Tab until `target` has the focus (keyboard only, as a person would). */
async function tabTo(page: Page, target: Locator, limit = 30) {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target}`);
}

describeBrowser('borrowers in the loop', () => {
  const browser = useBrowser();

  for (const { name, viewport } of viewports) {
    it(`a borrower confirms, asks for a week more and reports a return; the owner answers (${name})`, async () => {
      const owner = await createUser({ name: 'Ngozi Lender', plan: 'basic' });
      // The due dates below are UTC days; the owner's "today" must be the same calendar.
      await withAdmin(inject('databaseUrl'), (c) =>
        c.query(`UPDATE users SET timezone = 'UTC' WHERE email = $1`, [owner.email]),
      );
      const kept = `Arrow of God ${name}`;
      const back = `Anthills of the Savannah ${name}`;
      const email = `obi-loop-${name}-${Date.now()}@example.test`;
      const due = dayPlus(10);
      const weekMore = dayPlus(17);
      await lendTwo(owner, [kept, back], email, due);

      // The borrower: their link comes in the loan confirmation; a fresh browser, no session.
      const confirmation = await readMail(email, { subject: `lent you "${kept}"` });
      const borrowerPath = linkIn(confirmation.text, '/borrower/');
      const borrower = await browser.newPage({ viewport });
      await borrower.goto(borrowerPath);
      await borrower.getByRole('heading', { level: 1, name: 'Hi Obi' }).waitFor();
      await borrower.getByText('Books you borrowed from Ngozi').waitFor();
      expect(await borrower.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
      const keptCard = borrower.getByRole('listitem', { name: kept });
      const backCard = borrower.getByRole('listitem', { name: back });
      await keptCard.getByText(`Due ${shown(due)}`, { exact: true }).waitFor();

      // Keyboard only: "I have it", then "I need more time" with the week the form suggests.
      await tabTo(borrower, keptCard.getByRole('button', { name: 'I have it' }));
      await borrower.keyboard.press('Enter');
      await keptCard.getByText('Received', { exact: true }).waitFor();
      expect(await keptCard.getByRole('button', { name: 'I have it' }).count()).toBe(0);
      // The pressed button is gone: the sentence saying what happened holds the focus.
      await expect
        .poll(() => borrower.evaluate(() => document.activeElement?.getAttribute('tabindex')))
        .toBe('-1');
      await borrower.keyboard.press('Tab');
      expect(await borrower.evaluate(() => document.activeElement?.textContent?.trim())).toBe(
        'I need more time',
      );
      await borrower.keyboard.press('Enter');
      const dateField = keptCard.getByLabel('Keep it until');
      await expect.poll(() => dateField.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await dateField.inputValue()).toBe(weekMore);
      // Enter in the date field sends the form (Tab would walk the field's month, day and year).
      await borrower.keyboard.press('Enter');
      await keptCard.getByText(`Asked for more time until ${shown(weekMore)} — waiting for Ngozi`).waitFor();

      // "I gave it back" on the other loan, with its confirm step.
      await backCard.getByRole('button', { name: 'I gave it back' }).click();
      await backCard.getByRole('button', { name: 'Yes, I gave it back' }).click();
      await backCard.getByText('Return reported — waiting for Ngozi to confirm').waitFor();

      // The owner: the count on Loans, then Loans › Requests from the mail's link.
      const page = await browser.newPage({ viewport });
      await signInAs(page, owner, '/dashboard/collection');
      if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
      await page.getByRole('link', { name: /Loans.*2 requests waiting/ }).waitFor();

      const ownerMail = await readMail(owner.email, { subject: `asks for more time with "${kept}"` });
      await page.goto(linkIn(ownerMail.text, '/dashboard/loans'));
      expect(new URL(page.url()).searchParams.get('filter')).toBe('requests');
      await page.getByRole('heading', { name: 'Book Loans' }).waitFor();
      await page
        .getByText(`Asks for more time until ${shown(weekMore)}`)
        .locator('visible=true')
        .waitFor();
      await page
        .getByText(`Received ${shown(dayPlus(0))}`)
        .locator('visible=true')
        .first()
        .waitFor();

      await page
        .getByRole('button', { name: `Approve: ${kept}` })
        .locator('visible=true')
        .click();
      await page.getByText(`"${kept}" is now due ${shown(weekMore)}.`, { exact: false }).waitFor();
      await page
        .getByRole('button', { name: `Confirm return: ${back}` })
        .locator('visible=true')
        .click();
      await page.getByText(`"${back}" is back.`).waitFor();
      await page.getByText('No borrower is waiting for an answer.').waitFor();

      // The due date moved; the returned loan is Returned; the count is gone.
      await page.goto('/dashboard/loans');
      const keptItem = page.locator('tr:visible, li:visible').filter({ hasText: kept }).first();
      await keptItem.getByText(shown(weekMore)).waitFor();
      const backItem = page.locator('tr:visible, li:visible').filter({ hasText: back }).first();
      await backItem.getByText('Returned', { exact: true }).waitFor();
      if (viewport.width < 1024) await page.getByRole('button', { name: 'Open menu' }).click();
      await expect
        .poll(() => page.getByRole('link', { name: /requests? waiting/ }).count(), { timeout: 10_000 })
        .toBe(0);

      // The borrower's page follows: the new due date, the answer, and the returned book gone.
      await borrower.reload();
      await keptCard.getByText(`Due ${shown(weekMore)}`, { exact: true }).waitFor();
      await keptCard.getByText(`Ngozi gave you more time: now due ${shown(weekMore)}`).waitFor();
      expect(await backCard.count()).toBe(0);
    }, 120_000);
  }

  it('an unknown link says it is no longer valid, with no sign-in', async () => {
    const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`/borrower/${'x'.repeat(43)}`);
    await page.getByText('This link is no longer valid. Ask the book’s owner for a new one.').waitFor();
    expect(await page.getByRole('link', { name: /log ?in|sign in/i }).count()).toBe(0);
  });
});
