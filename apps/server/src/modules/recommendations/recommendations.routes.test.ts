import { randomUUID } from 'node:crypto';
import {
  dailyEmailCapMessage,
  defaultRecommendationMessage,
  RECOMMENDATIONS_PER_DAY,
} from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type CreatedUser,
  createBook,
  createFriendship,
  createLoan,
  createRecommendation,
  createUser,
} from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { leaveMailCap, mailMatching } from '../../../test/mail-helpers.ts';
import { type SmtpCapture, startSmtpCapture } from '../../../test/smtp-capture.ts';
import { createManualClock } from '../../platform/clock.ts';

let t: TestApp;
let smtp: SmtpCapture;
// Sessions expire by the database's clock, so the app's clock starts at the real now and only moves forward.
const clock = createManualClock();

beforeAll(async () => {
  smtp = await startSmtpCapture();
  t = await createTestApp({ SMTP_URL: smtp.url }, { clock });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const recommend = (from: CreatedUser, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url: '/api/recommendations', headers: from.headers, payload });
const receivedBy = async (who: CreatedUser) => {
  const res = await t.app.inject({ method: 'GET', url: '/api/recommendations', headers: who.headers });
  expect(res.statusCode).toBe(200);
  return res.json().data as { id: string; message: string; status: string; book: { title: string } }[];
};
const activityOf = async (who: CreatedUser) =>
  (await t.app.inject({ method: 'GET', url: '/api/activity/my-logs', headers: who.headers })).json().data as {
    action: string;
    details: Record<string, unknown>;
  }[];

/** Resolves once `n` other sessions of this database wait for a lock. */
async function waitUntilWaitingOnLocks(client: pg.Client, n: number): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from pg_stat_activity
       where datname = current_database() and wait_event_type = 'Lock' and pid <> pg_backend_pid()`,
    );
    if ((rows[0]?.n ?? 0) >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${n} sessions never waited for a lock`);
}

/** Resolves once no mail is being sent or due (later retries may wait in the queue). */
async function waitUntilMailerIdle(): Promise<void> {
  const until = Date.now() + 30_000;
  while (Date.now() < until) {
    const { rows } = await t.db.execute<{ n: number }>(sql`
      select count(*)::int as n from mail_outbox
      where status = 'sending' or (status = 'pending' and next_attempt_at <= now())`);
    if ((rows[0]?.n ?? 0) === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error('the mailer never caught up');
}

async function friends(senderPlan: 'free' | 'basic' | 'premium' = 'free') {
  const sender = await createUser(t, { plan: senderPlan, name: `Sender ${senderPlan}` });
  const recipient = await createUser(t, { name: 'Rita Reader' });
  await createFriendship(t, sender, recipient);
  return { sender, recipient };
}

describe('recommending a book', () => {
  it('sends a premium user’s own message, records BOOK_RECOMMENDED and tells the friend in-app and by mail', async () => {
    const { sender, recipient } = await friends('premium');
    const book = await createBook(t, sender, {
      title: 'Half of a Yellow Sun',
      author: 'Chimamanda Ngozi Adichie',
      isbn: '9780007200283',
      category: 'Fiction',
      rating: 4,
    });
    const res = await recommend(sender, {
      bookId: book._id,
      recipientId: recipient.user.id,
      message: 'You will love Olanna and Ugwu.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data).toEqual({
      id: expect.any(String),
      book: {
        title: 'Half of a Yellow Sun',
        author: 'Chimamanda Ngozi Adichie',
        isbn: '9780007200283',
        description: '',
        category: 'Fiction',
        thumbnail: '',
      },
      to: { _id: recipient.user.id, name: 'Rita Reader' },
      message: 'You will love Olanna and Ugwu.',
      rating: 4,
      createdAt: clock.now().toISOString(),
      status: 'pending',
    });

    expect(await receivedBy(recipient)).toEqual([
      {
        id: res.json().data.id,
        book: res.json().data.book,
        from: { name: 'Sender premium' },
        message: 'You will love Olanna and Ugwu.',
        rating: 4,
        createdAt: clock.now().toISOString(),
        status: 'pending',
      },
    ]);
    const count = await t.app.inject({
      method: 'GET',
      url: '/api/recommendations/count',
      headers: recipient.headers,
    });
    expect(count.json()).toEqual({ data: { pending: 1 } });

    const entries = (await activityOf(sender)).filter((e) => e.action === 'BOOK_RECOMMENDED');
    expect(entries).toHaveLength(1);
    expect(entries[0]).toEqual(
      expect.objectContaining({
        action: 'BOOK_RECOMMENDED',
        details: {
          book: { title: 'Half of a Yellow Sun', author: 'Chimamanda Ngozi Adichie' },
          recipient: { name: 'Rita Reader' },
        },
      }),
    );

    const mail = await mailMatching(smtp, recipient.user.email, /recommends/);
    expect(mail.subject).toBe('Sender premium recommends "Half of a Yellow Sun"');
    expect(mail.text).toContain('You will love Olanna and Ugwu.');
    expect(mail.text).toContain('http://shelfwise.test/dashboard/friends');
  });

  it('replaces a free or basic user’s message with the default built from title and author', async () => {
    for (const plan of ['free', 'basic'] as const) {
      const { sender, recipient } = await friends(plan);
      const book = await createBook(t, sender, {
        title: 'Americanah',
        author: 'Chimamanda Ngozi Adichie',
        rating: 3,
      });
      const res = await recommend(sender, {
        bookId: book._id,
        recipientId: recipient.user.id,
        message: 'Buy cheap pills at spam.example',
        rating: 5,
      });
      expect(res.statusCode, res.body).toBe(201);
      const expected = defaultRecommendationMessage(book);
      expect(expected).toBe(
        'I think you would enjoy "Americanah" by Chimamanda Ngozi Adichie. Give it a read!',
      );
      expect(res.json().data).toMatchObject({ message: expected, rating: 5 });
      expect((await receivedBy(recipient))[0]?.message).toBe(expected);
      const mail = await mailMatching(smtp, recipient.user.email, /recommends/);
      expect(mail.text).not.toContain('spam.example');
    }
  });

  it('answers 404 for a recipient who is not a friend and for a book that is not the sender’s', async () => {
    const { sender, recipient } = await friends();
    const stranger = await createUser(t);
    const mine = await createBook(t, sender);
    const friendsBook = await createBook(t, recipient);
    const cases = [
      { bookId: mine._id, recipientId: stranger.user.id, message: 'hi', what: 'Friend' },
      { bookId: mine._id, recipientId: sender.user.id, message: 'hi', what: 'Friend' },
      { bookId: mine._id, recipientId: randomUUID(), message: 'hi', what: 'Friend' },
      { bookId: friendsBook._id, recipientId: recipient.user.id, message: 'hi', what: 'Book' },
      { bookId: randomUUID(), recipientId: recipient.user.id, message: 'hi', what: 'Book' },
    ];
    for (const { what, ...payload } of cases) {
      const res = await recommend(sender, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(404);
      expect(res.json()).toEqual({ code: 'NOT_FOUND', message: `${what} not found` });
    }
    expect(await receivedBy(recipient)).toEqual([]);
    expect(await receivedBy(stranger)).toEqual([]);
    expect((await activityOf(sender)).map((e) => e.action)).not.toContain('BOOK_RECOMMENDED');
  });

  it('answers 400 with a message for a missing message or a malformed id', async () => {
    const { sender, recipient } = await friends();
    const book = await createBook(t, sender);
    const missing = await recommend(sender, {
      bookId: book._id,
      recipientId: recipient.user.id,
      message: '  ',
    });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toMatch(/Message is required/);
    const badId = await recommend(sender, { bookId: 'x', recipientId: recipient.user.id, message: 'hi' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().message).toMatch(/Choose a book/);
    expect(await receivedBy(recipient)).toEqual([]);
  });

  it('refuses a book on loan (409) and the same book twice while the first waits (409)', async () => {
    const { sender, recipient } = await friends();
    const lent = await createBook(t, sender);
    await createLoan(t, sender, { bookId: lent._id });
    const onLoan = await recommend(sender, {
      bookId: lent._id,
      recipientId: recipient.user.id,
      message: 'x',
    });
    expect(onLoan.statusCode).toBe(409);
    expect(onLoan.json().message).toMatch(/on loan/);

    const book = await createBook(t, sender, { title: 'Kindred' });
    const payload = { bookId: book._id, recipientId: recipient.user.id, message: 'x' };
    expect((await recommend(sender, payload)).statusCode).toBe(201);
    const twice = await recommend(sender, payload);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().message).toBe('You have already recommended "Kindred" to Rita Reader');
    expect(await receivedBy(recipient)).toHaveLength(1);
  });

  it('stops once either side unfriends; what was received stays', async () => {
    const { sender, recipient } = await friends();
    const first = await createRecommendation(t, sender, recipient);
    const unfriended = await t.app.inject({
      method: 'DELETE',
      url: `/api/friends/${sender.user.id}`,
      headers: recipient.headers,
    });
    expect(unfriended.statusCode).toBe(204);

    const book = await createBook(t, sender);
    const after = await recommend(sender, { bookId: book._id, recipientId: recipient.user.id, message: 'x' });
    expect(after.statusCode).toBe(404);
    expect(after.json().message).toBe('Friend not found');
    expect((await receivedBy(recipient)).map((r) => r.id)).toEqual([first.id]);
  });

  it(`allows ${RECOMMENDATIONS_PER_DAY} recommendations in any 24 hours, then 429 until the oldest is a day old`, async () => {
    const { sender, recipient } = await friends();
    const start = clock.now();
    for (let i = 0; i < RECOMMENDATIONS_PER_DAY; i++) {
      await createRecommendation(t, sender, recipient);
      clock.advance(60_000);
    }
    const book = await createBook(t, sender);
    const payload = { bookId: book._id, recipientId: recipient.user.id, message: 'x' };
    const over = await recommend(sender, payload);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toEqual({
      code: 'RATE_LIMITED',
      message: 'You can recommend up to 20 books a day. Try again in 24 hours.',
    });

    // Dismissing does not give the allowance back.
    const [latest] = await receivedBy(recipient);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/recommendations/${latest!.id}`,
      headers: recipient.headers,
    });
    expect((await recommend(sender, payload)).statusCode).toBe(429);

    clock.set(new Date(start.getTime() + 24 * 60 * 60 * 1000 + 1));
    expect((await recommend(sender, payload)).statusCode).toBe(201);
  }, 60_000);

  it('counts the daily limit exactly when two are sent at once', async () => {
    const { sender, recipient } = await friends();
    for (let i = 0; i < RECOMMENDATIONS_PER_DAY - 1; i++) await createRecommendation(t, sender, recipient);
    const books = await Promise.all([1, 2].map(() => createBook(t, sender)));
    // The app's pool (5) is shared with the mailer: let it finish the mail queued above, so both
    // requests get a connection at once.
    await waitUntilMailerIdle();

    // Another session holds the recipient's row, so a recommendation's insert (its foreign key)
    // waits: both requests are in flight together, past whatever they counted, until it lets go.
    const blocker = new pg.Client({ connectionString: t.databaseUrl });
    await blocker.connect();
    try {
      await blocker.query('begin');
      await blocker.query('select 1 from users where id = $1 for update', [recipient.user.id]);
      const sending = Promise.all(
        books.map((b) => recommend(sender, { bookId: b._id, recipientId: recipient.user.id, message: 'x' })),
      );
      await waitUntilWaitingOnLocks(blocker, 2);
      await blocker.query('commit');
      const answers = await sending;
      expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 429]);
    } finally {
      await blocker.end();
    }
    expect(await receivedBy(recipient)).toHaveLength(RECOMMENDATIONS_PER_DAY);
  }, 60_000);

  it('counts the friend’s email against the sender’s daily cap on mail to others: past it, 429 and nothing recorded', async () => {
    const { sender, recipient } = await friends('free');
    const quiet = await createUser(t, { name: 'Quinn Quiet' });
    await createFriendship(t, sender, quiet);
    const off = await t.app.inject({
      method: 'PUT',
      url: '/api/users/settings',
      headers: quiet.headers,
      payload: { notificationSettings: { emailReminders: false } },
    });
    expect(off.statusCode).toBe(200);
    await leaveMailCap(t, sender, 1);
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createBook(t, sender)));

    const last = await recommend(sender, {
      bookId: first!._id,
      recipientId: recipient.user.id,
      message: 'x',
    });
    expect(last.statusCode, last.body).toBe(201);
    const over = await recommend(sender, {
      bookId: second!._id,
      recipientId: recipient.user.id,
      message: 'x',
    });
    expect(over.statusCode, over.body).toBe(429);
    expect(over.json()).toEqual({ code: 'RATE_LIMITED', message: dailyEmailCapMessage('free') });
    expect((await receivedBy(recipient)).map((r) => r.book.title)).toEqual([first!.title]);
    expect((await activityOf(sender)).filter((e) => e.action === 'BOOK_RECOMMENDED')).toHaveLength(1);
    await mailMatching(smtp, recipient.user.email, /recommends/);
    await waitUntilMailerIdle();
    const recommendations = smtp.messages.filter(
      (m) => m.to.includes(recipient.user.email.toLowerCase()) && /recommends/.test(m.subject),
    );
    expect(recommendations).toHaveLength(1);

    // A friend who gets no email costs nothing of the cap.
    const toQuiet = await recommend(sender, { bookId: third!._id, recipientId: quiet.user.id, message: 'x' });
    expect(toQuiet.statusCode, toQuiet.body).toBe(201);
  });
});
