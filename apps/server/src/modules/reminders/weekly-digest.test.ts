import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBorrower, createLoan, createUser } from '../../../test/factories/index.ts';
import type { CreatedUser } from '../../../test/factories/users.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createManualClock } from '../../platform/clock.ts';

const clock = createManualClock('2030-02-20T18:00:00Z');
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

async function digestOn(owner: CreatedUser) {
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/users/settings',
    headers: owner.headers,
    payload: { notificationSettings: { weeklyDigest: true } },
  });
  expect(res.statusCode).toBe(200);
}

async function runDigest() {
  await t.services.jobs.runNow(['weekly-digest']);
  await t.services.mailer.deliverDue();
}

const digestsTo = (owner: CreatedUser) =>
  smtp.messages.filter((m) => m.to.includes(owner.user.email.toLowerCase()) && m.subject.includes(' week:'));

describe('weekly digest', () => {
  it('mails the owner on Monday from the send hour: due this week, overdue, returned last week; once', async () => {
    const owner = await createUser(t, { name: 'Dee Digest' });
    await digestOn(owner);
    const borrower = await createBorrower(t, owner, { name: 'Kemi' });
    // Lent on 20 Feb: one overdue by Monday 4 March, one due that week, one returned the week before.
    const overdue = await createLoan(t, owner, { borrowerId: borrower._id, returnDate: '2030-03-01' });
    const dueSoon = await createLoan(t, owner, { borrowerId: borrower._id, returnDate: '2030-03-06' });
    const later = await createLoan(t, owner, { borrowerId: borrower._id, returnDate: '2030-03-30' });
    const back = await createLoan(t, owner, { borrowerId: borrower._id, returnDate: '2030-03-02' });
    clock.set('2030-02-27T18:00:00Z');
    await t.services.loans.markReturned(owner.user.id, back._id);

    clock.set('2030-03-04T16:00:00Z'); // Monday 08:00 in UTC-8: before the send hour
    await runDigest();
    expect(digestsTo(owner)).toHaveLength(0);
    clock.set('2030-03-04T17:05:00Z');
    await runDigest();
    await runDigest();
    const [mail, ...more] = digestsTo(owner);
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your Shelfwise week: 1 due, 1 overdue');
    expect(mail?.text).toContain('Hi Dee Digest,');
    expect(mail?.text).toContain(`"${dueSoon.book.title}"`);
    expect(mail?.text).toContain(`"${overdue.book.title}"`);
    expect(mail?.text).toContain(`"${back.book.title}"`);
    expect(mail?.text).not.toContain(`"${later.book.title}"`);
    expect(mail?.text).toMatch(/Returned last week \(1\)/);

    // Tuesday: no digest, whatever runs.
    clock.set('2030-03-05T18:00:00Z');
    await runDigest();
    expect(digestsTo(owner)).toHaveLength(1);
  });

  it('says nothing when there is nothing to say, or when the digest is off', async () => {
    const idle = await createUser(t);
    await digestOn(idle);
    const off = await createUser(t);
    clock.set('2030-03-04T18:00:00Z');
    await createLoan(t, off, { returnDate: '2030-03-05' });
    await runDigest();
    expect(digestsTo(idle)).toHaveLength(0);
    expect(digestsTo(off)).toHaveLength(0);
  });
});
