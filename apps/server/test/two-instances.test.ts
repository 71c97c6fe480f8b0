import { sql } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { processedWebhookEvents } from '../src/db/schema/billing.ts';
import { billingStateOf } from '../src/modules/billing/billing.test-support.ts';
import { createBooks, createBorrower, createLoan, createUser } from './factories/index.ts';
import type { CreatedUser } from './factories/users.ts';
import { type StripeFake, startStripeFake } from './fakes/stripe.ts';
import { createTestApp, type TestApp } from './harness.ts';
import { hasNginx, type Instance, redisAnswers, startInstance, startNginx, waitReady } from './instances.ts';
import { type SmtpCapture, startSmtpCapture } from './smtp-capture.ts';

/**
 * Two real server processes (main.ts, production mode) on one PostgreSQL behind nginx, as a
 * self-hoster runs them (decision 0027); the processes and nginx are started by ./instances.ts.
 */
describe.skipIf(!hasNginx)('two instances behind nginx', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  let stripe: StripeFake;
  // A loan whose reminder the instances' own scheduler owes at its next minute (set up in beforeAll,
  // looked at in the last test, so the wait for the crontab overlaps the other tests).
  let lender: CreatedUser;
  let remindedBorrower: string;
  let remindedTitle: string;
  let a: Instance;
  let b: Instance;
  let proxy: { url: string; stop(): Promise<void> };
  let useRedis = false;

  beforeAll(async () => {
    t = await createTestApp();
    // Only the two instances deliver mail: the harness's own mailer (which prints instead of sending,
    // having no SMTP_URL) would otherwise take its share of the outbox, and those never reach SMTP.
    await t.services.mailer.close();
    [smtp, stripe] = await Promise.all([startSmtpCapture(), startStripeFake()]);
    useRedis = await redisAnswers();
    if (!useRedis)
      console.warn('two-instances: no Redis on 127.0.0.1:6379, rate limits are counted in PostgreSQL');
    else {
      // The machine's Redis outlives a run: the reset counters of this address (nginx, 127.0.0.1)
      // and the login counter of the rate-limit test's address, left by earlier runs, would refuse
      // this run's password resets and wrong passwords.
      const redis = new Redis('redis://127.0.0.1:6379', { maxRetriesPerRequest: 1 });
      try {
        const stale = [
          ...(await redis.keys('shelfwise:rl:forgot:ip:*')),
          ...(await redis.keys('shelfwise:rl:login:ip:203.0.113.77')),
        ];
        if (stale.length > 0) await redis.del(...stale);
      } finally {
        redis.disconnect();
      }
    }
    const env = {
      DATABASE_URL: t.databaseUrl,
      // The same secret on both, and the harness's: tokens of factory users work on either.
      JWT_SECRET: t.config.JWT_SECRET,
      SMTP_URL: smtp.url,
      APP_URL: 'http://shelfwise.test',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: stripe.webhookSecret,
      STRIPE_API_BASE: stripe.url,
      ...(useRedis ? { REDIS_URL: 'redis://127.0.0.1:6379' } : {}),
    };
    [a, b] = await Promise.all([startInstance('a', env), startInstance('b', env)]);
    await Promise.all([waitReady(a.url, a.child, a.output), waitReady(b.url, b.child, b.output)]);
    proxy = await startNginx([a.port, b.port]);
    // A basic reader in a zone where it is now past noon, with a book due in 3 days: the lend makes
    // their next look 'now', so the next minute of the crontab owes one 'due in 3 days' reminder.
    const offset = 12 - new Date().getUTCHours();
    lender = await createUser(t, {
      plan: 'basic',
      timezone: offset === 0 ? 'UTC' : `UTC${offset > 0 ? '+' : '-'}${Math.abs(offset)}`,
    });
    const localToday = new Date(Date.now() + offset * 3_600_000);
    const due = new Date(localToday.getTime() + 3 * 86_400_000).toISOString().slice(0, 10);
    const borrower = await createBorrower(t, lender);
    const loan = await createLoan(t, lender, { borrowerId: borrower._id, returnDate: due });
    remindedBorrower = borrower.email.toLowerCase();
    remindedTitle = loan.book.title;
  }, 420_000);

  afterAll(async () => {
    await proxy?.stop();
    for (const i of [a, b]) {
      if (i && i.child.exitCode === null) {
        i.child.kill('SIGTERM');
        await i.exited;
      }
    }
    await smtp?.close();
    await stripe?.close();
    await t?.close();
  });

  const login = async (base: string, email: string, password: string) => {
    const res = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password }),
    });
    return res;
  };

  it('a session signed in on one works on the other; signed out on one, the other refuses it within a second', async () => {
    const user = await createUser(t);
    const res = await login(a.url, user.user.email, user.password);
    expect(res.status).toBe(200);
    const auth = { authorization: `Bearer ${((await res.json()) as { token: string }).token}` };
    expect((await fetch(`${b.url}/api/auth/me`, { headers: auth })).status).toBe(200);
    // Through the proxy too, both ways round.
    for (let i = 0; i < 4; i++)
      expect((await fetch(`${proxy.url}/api/auth/me`, { headers: auth })).status).toBe(200);

    expect((await fetch(`${a.url}/api/auth/logout`, { method: 'POST', headers: auth })).status).toBe(200);
    const signedOutAt = Date.now();
    let refusedAfter = -1;
    while (Date.now() - signedOutAt < 5000) {
      if ((await fetch(`${b.url}/api/auth/me`, { headers: auth })).status === 401) {
        refusedAfter = Date.now() - signedOutAt;
        break;
      }
    }
    console.log(`two-instances: signed out on A, refused on B after ${refusedAfter} ms`);
    expect(refusedAfter).toBeGreaterThanOrEqual(0);
    expect(refusedAfter).toBeLessThan(1000);
  });

  it('counts a rate limit across both instances', async () => {
    const user = await createUser(t);
    // Five wrong passwords for one address from one client are allowed in 15 minutes, alternating
    // instances (the proxy's X-Forwarded-For is the client); the sixth is refused, by either.
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) {
      const base = i % 2 === 0 ? a.url : b.url;
      const res = await fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '203.0.113.77' },
        body: JSON.stringify({ email: user.user.email, password: 'Wrong-Password-1' }),
      });
      statuses.push(res.status);
    }
    console.log(
      `two-instances: rate limit counted in ${useRedis ? 'Redis' : 'PostgreSQL'}: ${statuses.join(' ')}`,
    );
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses[5]).toBe(429);
  });

  it('serves an avatar uploaded through one instance from the other', async () => {
    const user = await createUser(t);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(500, 3),
    ]);
    const form = new FormData();
    form.append('avatar', new Blob([png], { type: 'image/png' }), 'me.png');
    const res = await fetch(`${a.url}/api/users/upload-avatar`, {
      method: 'POST',
      headers: user.headers,
      body: form,
    });
    expect(res.status).toBe(200);
    const path = ((await res.json()) as { data: { data: { avatar: string } } }).data.data.avatar;
    const served = await fetch(`${b.url}${path}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
  });

  it('applies a Stripe event delivered to both instances at once exactly once', async () => {
    const user = await createUser(t);
    const res = await fetch(`${proxy.url}/api/payments/stripe-checkout`, {
      method: 'POST',
      headers: { ...user.headers, 'content-type': 'application/json' },
      body: JSON.stringify({ userId: user.user.id, plan: 'premium', billingCycle: 'monthly' }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    const session = ((await res.json()) as { url: string }).url.split('/').pop() ?? '';
    const { events } = stripe.completeCheckout(session);
    // Stripe retries, and a retry may reach the other instance while the first is still working:
    // every event of the checkout three times to each instance, all at once.
    const deliveries = events.flatMap((event) => {
      const payload = JSON.stringify(event, null, 2);
      return [a, b, a, b, a, b].map((instance) =>
        fetch(`${instance.url}/api/payments/stripe/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json; charset=utf-8',
            'stripe-signature': stripe.signatureHeader(payload),
          },
          body: payload,
        }).then((r) => r.status),
      );
    });
    const statuses = await Promise.all(deliveries);
    expect(
      statuses.every((s) => s === 200),
      statuses.join(' '),
    ).toBe(true);

    const state = await billingStateOf(t, user.user.id);
    expect(state.plan).toBe('premium');
    expect(state.subscriptions).toHaveLength(1);
    expect(state.payments).toHaveLength(1);
    expect(state.billingActivity.filter((e) => e.action === 'PAYMENT_SUCCEEDED')).toHaveLength(1);
    const stored = await t.db.select({ id: processedWebhookEvents.eventId }).from(processedWebhookEvents);
    const ids = new Set(events.map((e) => e.id));
    expect(stored.filter((row) => ids.has(row.id))).toHaveLength(ids.size);
    console.log(
      `two-instances: ${events.length} Stripe events × 6 deliveries across both: ${events.length} stored, one payment, one subscription`,
    );
  });

  it('loses no request to a SIGTERM of one instance mid-traffic', async () => {
    const owner = await createUser(t);
    await createBooks(t, owner, 30);
    const people = await Promise.all(Array.from({ length: 6 }, () => createUser(t)));
    const TOTAL = 600;
    let sent = 0;
    let done = 0;
    const failures: string[] = [];
    let stopped: Promise<number | null> | null = null;
    const startedAt = Date.now();
    const worker = async () => {
      while (sent < TOTAL) {
        const n = sent++;
        if (n === 150) {
          b.child.kill('SIGTERM');
          stopped = b.exited;
        }
        // Every 100th request asks for a password reset (a mail through the outbox).
        const person = people[n / 100];
        const res =
          n % 100 === 0 && person
            ? await fetch(`${proxy.url}/api/auth/forgot-password`, {
                method: 'POST',
                headers: { 'content-type': 'application/json' },
                body: JSON.stringify({ email: person.user.email }),
              }).catch((e: Error) => ({ status: 0, statusText: e.message }))
            : await fetch(`${proxy.url}/api/books?limit=10`, { headers: owner.headers }).catch(
                (e: Error) => ({
                  status: 0,
                  statusText: e.message,
                }),
              );
        if (res.status !== 200) failures.push(`${n}: ${res.status}`);
        done++;
      }
    };
    await Promise.all(Array.from({ length: 6 }, worker));
    const seconds = (Date.now() - startedAt) / 1000;
    expect(await stopped).toBe(0); // main.ts exits 0 only after stopping cleanly
    console.log(
      `two-instances: ${done} requests through nginx in ${seconds.toFixed(1)} s, SIGTERM to B after 150, ${failures.length} errors${failures.length ? `: ${failures.join(', ')}` : ''}`,
    );
    expect(failures).toEqual([]);

    // Every reset mail asked for during the run reaches its reader exactly once: mail B had claimed
    // when it stopped is handed back and sent by A at once (the release wakes A's mailer).
    const resets = (email: string) =>
      smtp.messages.filter((m) => m.to.includes(email.toLowerCase()) && m.subject.startsWith('Reset your'));
    const deadline = Date.now() + 30_000;
    while (people.some((p) => resets(p.user.email).length < 1) && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 100));
    console.log(
      `two-instances: reset mails after the SIGTERM run: ${people.map((p) => resets(p.user.email).length).join(' ')} (one each expected) after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`,
    );
    if (people.some((p) => resets(p.user.email).length !== 1)) {
      const rows = await t.db.execute(
        sql`select "to", subject, status, attempts, last_error, next_attempt_at, locked_until from mail_outbox
            where "to" in ${sql.raw(`(${people.map((p) => `'${p.user.email.toLowerCase()}'`).join(', ')})`)}`,
      );
      console.log('two-instances: outbox rows of the reset mails', rows.rows, a.output(), b.output());
    }
    expect(people.map((p) => resets(p.user.email).length)).toEqual(people.map(() => 1));
  }, 420_000);

  it('sends the reminder the instances’ scheduler owes exactly once, though both run the crontab', async () => {
    // The crontab's next minute after the lend in beforeAll (B is stopped by now; it ran the schedule
    // with A until then): the reminder arrives once.
    const reminders = () =>
      smtp.messages.filter((m) => m.to.includes(remindedBorrower) && m.subject.startsWith('Reminder:'));
    const deadline = Date.now() + 120_000;
    while (reminders().length === 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
    if (reminders().length === 0) {
      const passes = await t.db.execute(sql`select * from reminder_passes where user_id = ${lender.user.id}`);
      const made = await t.db.execute(sql`select * from reminders where user_id = ${lender.user.id}`);
      const crons = await t.db.execute(sql`select * from graphile_worker._private_known_crontabs`);
      console.log('two-instances: no reminder', passes.rows, made.rows, crons.rows, a.output());
    }
    expect(reminders().map((m) => m.subject)).toEqual([`Reminder: "${remindedTitle}" is due in 3 days`]);
    // Both instances run the schedule: a second run of the same minute would have made a second
    // reminder or queued a second copy by the time the first reached the borrower.
    const made = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from reminders where user_id = ${lender.user.id} and is_automatic`,
    );
    expect(made.rows[0]?.n).toBe(1);
    const queued = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where "to" = ${remindedBorrower} and subject like 'Reminder:%'`,
    );
    expect(queued.rows[0]?.n).toBe(1);
  }, 200_000);
});
