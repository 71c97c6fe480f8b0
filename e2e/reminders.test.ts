import type { Page } from 'playwright-core';
import { expect, inject, it } from 'vitest';
import { withAdmin } from '../apps/server/test/test-database.ts';
import { api } from './support/api.ts';
import { describeBrowser, readMail, useBrowser } from './support/browser.ts';
import { createUser, signInAs, type TestUser } from './support/users.ts';

const inDays = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
};

/** A book lent to a new borrower through the API: the setting for the journeys below. */
async function lend(user: TestUser, title: string, email: string) {
  const book = await api<{ _id: string }>(user, 'POST', '/api/books', { title, author: 'Chinua Achebe' });
  const borrower = await api<{ data: { data: { _id: string } } }>(user, 'POST', '/api/borrowers', {
    name: 'Obi Okonkwo',
    email,
    phone: '+2348030000000',
  });
  const loan = await api<{ data: { _id: string } }>(user, 'POST', '/api/borrow', {
    book: book._id,
    borrower: borrower.data.data._id,
    returnDate: inDays(10),
  });
  return loan.data._id;
}

/** The visible row (desktop table) or card (phone) that shows `text`. */
const itemWith = (page: Page, text: string) =>
  page.locator('tr:visible, li:visible').filter({ hasText: text }).first();

describeBrowser('reminders', () => {
  const browser = useBrowser();

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    it(`schedules a reminder from a loan, sends it now, and the email arrives (${viewport.width} px)`, async () => {
      const user = await createUser({ name: 'Ngozi Lender', plan: 'basic' });
      // The browser's days are the machine's; the server counts "due in N days" in the user's zone.
      // Put them in the same zone, so the journey holds at any hour (UTC-8, the default, is a day
      // behind UTC from midnight to 08:00 UTC).
      await withAdmin(inject('databaseUrl'), (c) =>
        c.query(`UPDATE users SET timezone = 'UTC' WHERE email = $1`, [user.email]),
      );
      const title = `No Longer at Ease ${viewport.width}`;
      const email = `obi-${viewport.width}-${Date.now()}@example.test`;
      await lend(user, title, email);
      const page = await browser.newPage({ viewport });

      await signInAs(page, user, '/dashboard/loans');
      await page.getByRole('heading', { name: 'Book Loans' }).waitFor();
      await itemWith(page, title)
        .getByRole('button', { name: new RegExp(`^(Remind|Schedule a reminder): ${title}$`) })
        .click();
      const dialog = page.getByRole('dialog', { name: 'Schedule New Reminder' });
      await dialog.waitFor();
      // The loan is chosen and its fields filled: recipient, type, the 'due on' message, and the
      // plan's lead before the due date (basic: 3 days before a loan due in 10).
      await expect.poll(() => dialog.getByLabel('Recipient email').inputValue()).toBe(email);
      expect(await dialog.getByLabel('Type').inputValue()).toBe('due_soon');
      expect(await dialog.getByLabel('Message').inputValue()).toContain(`"${title}" is due on`);
      await expect.poll(() => dialog.getByLabel('Reminder date').inputValue()).toBe(inDays(7));
      expect(await dialog.getByLabel('Reminder date').getAttribute('min')).toBe(inDays(0));
      await dialog.getByLabel('Message').fill('Please bring it to the reading club on Saturday.');
      await dialog.getByRole('button', { name: 'Schedule Reminder' }).click();
      await dialog.waitFor({ state: 'detached' });
      await page.getByText(`Reminder scheduled for "${title}".`).waitFor();

      await page.goto('/dashboard/reminders');
      await page.getByRole('heading', { level: 1, name: 'Reminders' }).waitFor();
      const item = itemWith(page, title);
      await item.getByText('Scheduled', { exact: true }).waitFor();
      await item.getByRole('button', { name: `Send Now: ${title}` }).click();
      await item.getByText('Sent', { exact: true }).waitFor();
      // The send time shows under the status (desktop table).
      if (viewport.width >= 768)
        await item
          .getByText(new RegExp(String(new Date().getFullYear())))
          .first()
          .waitFor();

      const mail = await readMail(email, { subject: 'Reminder:' });
      expect(mail.subject).toBe(`Reminder: "${title}" is due in 10 days`);
      expect(mail.text).toContain('Ngozi Lender lent you');
      expect(mail.text).toContain('Please bring it to the reading club on Saturday.');
      expect(mail.text).toMatch(/unsubscribe\?token=/);
    });
  }

  it('shows this week’s actions in History and walks back a week', async () => {
    const user = await createUser({ name: 'History Keeper' });
    const title = `Arrow of God ${Date.now()}`;
    await lend(user, title, `hist-${Date.now()}@example.test`);
    // The account and one entry a week older, as if made last week.
    await withAdmin(inject('databaseUrl'), async (c) => {
      await c.query(`UPDATE users SET created_at = now() - interval '21 days' WHERE email = $1`, [
        user.email,
      ]);
      await c.query(
        `UPDATE activity_logs SET created_at = now() - interval '7 days'
         WHERE action = 'CREATE_BORROWER' AND user_id = (SELECT id FROM users WHERE email = $1)`,
        [user.email],
      );
    });
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    await signInAs(page, user, '/dashboard/history');
    await page.getByRole('heading', { name: 'Activity History' }).waitFor();
    const next = page.getByRole('button', { name: 'Next week' });
    const previous = page.getByRole('button', { name: 'Previous week' });
    expect(await next.isDisabled()).toBe(true);
    await itemWith(page, `Lent "${title}" by Chinua Achebe to Obi Okonkwo`).waitFor();
    const thisWeek = await page.getByRole('navigation', { name: 'Weeks' }).getByRole('heading').textContent();
    expect(thisWeek).toMatch(/^[A-Z][a-z]{2} \d{1,2} - [A-Z][a-z]{2} \d{1,2}, \d{4}$/);

    // The filter narrows the week to one type; another type shows the filter's empty state.
    await page.getByLabel('Activity type').selectOption('BOOK_RECOMMENDED');
    await page.getByText('No activities for this filter').waitFor();
    await page.getByLabel('Activity type').selectOption('all');

    await previous.click();
    await itemWith(page, 'Added borrower Obi Okonkwo').waitFor();
    expect(await itemWith(page, `Lent "${title}"`).count()).toBe(0);
    expect(await next.isDisabled()).toBe(false);
    await previous.click();
    await page.getByText('No Activities Found').waitFor();
    await next.click();
    await next.click();
    await itemWith(page, `Lent "${title}" by Chinua Achebe to Obi Okonkwo`).waitFor();
    expect(await next.isDisabled()).toBe(true);
  });
});
