import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBorrower, createLoan, createReminder, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { mailMatching } from '../../../test/mail-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createManualClock } from '../../platform/clock.ts';

const clock = createManualClock('2030-03-04T18:00:00Z');
let t: TestApp;
let smtp: SmtpCapture;

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** The one-click address of a captured mail's List-Unsubscribe header (unfolded). */
function oneClickPath(raw: string): string {
  const header = /List-Unsubscribe:\s*<([^>]+)>/.exec(raw.replace(/\r?\n\s+/g, ''))?.[1] ?? '';
  const url = new URL(header);
  return `${url.pathname}${url.search}`;
}

describe('one-click unsubscribe', () => {
  it('puts a signed link and RFC 8058 headers in the loan confirmation; the POST is public and idempotent', async () => {
    const owner = await createUser(t, { name: 'Uma Owner', plan: 'basic' });
    const borrower = await createBorrower(t, owner, { name: 'Uli' });
    await createLoan(t, owner, { borrowerId: borrower._id });
    const mail = await mailMatching(smtp, borrower.email, /lent you/);
    expect(mail.raw).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    const path = oneClickPath(mail.raw);
    expect(path).toMatch(/^\/api\/unsubscribe\?token=[\w-]+\.[\w-]+$/);
    expect(mail.text).toContain(`http://shelfwise.test/unsubscribe?token=${path.split('=').pop()}`);

    // A mail client's one-click POST: form-encoded body, no session.
    const first = await t.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({
      data: { email: borrower.email.toLowerCase(), lenderName: 'Uma Owner' },
    });
    const again = await t.app.inject({ method: 'POST', url: path });
    expect(again.statusCode).toBe(200);
    // A GET (a link scanner) changes nothing and is not an unsubscribe.
    expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(404);

    const list = await t.app.inject({ method: 'GET', url: '/api/borrowers', headers: owner.headers });
    expect(list.json().data.find((b: { _id: string }) => b._id === borrower._id)).toMatchObject({
      unsubscribed: true,
    });
  });

  it('refuses a forged or altered token with 404 and unsubscribes nobody', async () => {
    const owner = await createUser(t);
    const borrower = await createBorrower(t, owner);
    await createLoan(t, owner, { borrowerId: borrower._id });
    const path = oneClickPath((await mailMatching(smtp, borrower.email, /lent you/)).raw);
    const [payload, signature] = path.split('=').pop()!.split('.');
    const forged = `${Buffer.from(JSON.stringify([owner.user.id, 'other@example.test'])).toString('base64url')}.${signature}`;
    for (const token of [forged, `${payload}.x${signature}`, 'nonsense']) {
      const res = await t.app.inject({ method: 'POST', url: `/api/unsubscribe?token=${token}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This unsubscribe link is not valid');
    }
    const list = await t.app.inject({ method: 'GET', url: '/api/borrowers', headers: owner.headers });
    expect(list.json().data.every((b: { unsubscribed: boolean }) => !b.unsubscribed)).toBe(true);
  });

  it('stops automatic mail to an unsubscribed borrower: no loan confirmation, failed reminders; the form shows it', async () => {
    const owner = await createUser(t, { plan: 'basic' });
    const borrower = await createBorrower(t, owner);
    const loan = await createLoan(t, owner, { borrowerId: borrower._id, returnDate: '2030-03-20' });
    const path = oneClickPath((await mailMatching(smtp, borrower.email, /lent you/)).raw);
    expect((await t.app.inject({ method: 'POST', url: path })).statusCode).toBe(200);

    const book = await t.app.inject({
      method: 'POST',
      url: '/api/books',
      headers: owner.headers,
      payload: { title: 'Second Book', author: 'A' },
    });
    const second = await t.app.inject({
      method: 'POST',
      url: '/api/borrow',
      headers: owner.headers,
      payload: { book: book.json()._id, borrower: borrower._id, returnDate: '2030-03-20' },
    });
    expect(second.statusCode).toBe(201);
    expect(second.json().message).toMatch(/confirmation email was not sent: .* unsubscribed/);

    const reminder = await createReminder(t, owner, { loanId: loan._id });
    expect(reminder.borrowerUnsubscribed).toBe(true);
    const entries = await t.app.inject({
      method: 'GET',
      url: '/api/reminders/borrowed-books',
      headers: owner.headers,
    });
    expect(entries.json().data.find((e: { id: string }) => e.id === loan._id)?.borrower.unsubscribed).toBe(
      true,
    );
    const before = smtp.messages.length;
    await t.services.jobs.runNow(['reminders']);
    await t.services.mailer.deliverDue();
    expect(smtp.messages.slice(before).filter((m) => m.to.includes(borrower.email.toLowerCase()))).toEqual(
      [],
    );
    const [after] = (
      await t.app.inject({ method: 'GET', url: '/api/reminders', headers: owner.headers })
    ).json().data;
    expect(after).toMatchObject({
      status: 'failed',
      lastError: 'The recipient unsubscribed from your automatic emails',
    });
  });
});
