import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import { createLogger } from '../logger.ts';
import { createManualClock } from '../platform/clock.ts';
import { requestContext } from '../platform/request-context.ts';

const TOKEN = 'metrics-token-for-the-test-0123';
let t: TestApp;
let bare: TestApp;
let smtp: SmtpCapture;
const clock = createManualClock();
const lines: Record<string, unknown>[] = [];

beforeAll(async () => {
  smtp = await startSmtpCapture();
  const log = createLogger(
    { LOG_LEVEL: 'info', NODE_ENV: 'production' },
    new Writable({
      write(chunk, _encoding, done) {
        for (const line of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(line));
        done();
      },
    }),
  );
  t = await createTestApp({ METRICS_TOKEN: TOKEN, SMTP_URL: smtp.url }, { clock, log });
  bare = await createTestApp({}, { sameDatabaseAs: t });
});
afterAll(async () => {
  await bare.close();
  await t.close();
  await smtp.close();
});

const scrape = async (app = t, authorization = `Bearer ${TOKEN}`) =>
  app.app.inject({ method: 'GET', url: '/metrics', headers: { authorization } });

/** The value of one sample line of a scrape (name with its labels as printed), or undefined. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : undefined;
}

describe('/metrics', () => {
  it('is not there without METRICS_TOKEN, and refuses a missing or wrong token', async () => {
    expect((await scrape(bare)).statusCode).toBe(404);
    expect((await scrape(t, '')).statusCode).toBe(401);
    expect((await scrape(t, `Bearer ${TOKEN}x`)).statusCode).toBe(401);
    expect((await scrape(t, TOKEN)).statusCode).toBe(401);
  });

  it('counts requests by route pattern and status, and reads the pool, the job queue and the outbox', async () => {
    const user = await createUser(t);
    for (const id of ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000002']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/books/${id}`, headers: user.headers });
      expect(res.statusCode).toBe(404);
    }
    // Mail waiting in the outbox for ten minutes (not due yet, so no mailer takes it), and a job
    // queued and ready for as long.
    const queuedAt = clock.now();
    await t.db.execute(sql`delete from mail_outbox`); // the sign-up mail of createUser
    await t.db.execute(sql`
      insert into mail_outbox ("to", subject, text, html, next_attempt_at, created_at)
      values ('metrics@example.com', 'Metrics', 'Hello', '<p>Hello</p>',
              ${new Date(queuedAt.getTime() + 86_400_000).toISOString()}, ${queuedAt.toISOString()})`);
    t.services.jobs.define('metrics-test-job', async () => {});
    await t.services.jobs.enqueue(t.db, 'metrics-test-job', {}, { runAt: queuedAt });
    clock.advance(600_000);

    const res = await scrape();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    // The pattern, never the URL with its id.
    expect(
      sample(
        text,
        'shelfwise_http_request_duration_seconds_count{route="/api/books/:id",method="GET",status="404"}',
      ),
    ).toBe(2);
    expect(text).not.toContain('00000000-0000-4000-8000-000000000001');
    expect(sample(text, 'shelfwise_db_pool_connections_in_use')).toBeGreaterThanOrEqual(0);
    expect(sample(text, 'shelfwise_db_pool_waiting')).toBe(0);
    expect(sample(text, 'shelfwise_job_queue_ready')).toBe(1);
    expect(sample(text, 'shelfwise_job_queue_oldest_ready_seconds')).toBeGreaterThanOrEqual(600);
    expect(sample(text, 'shelfwise_mail_outbox_waiting')).toBe(1);
    expect(sample(text, 'shelfwise_mail_outbox_oldest_waiting_seconds')).toBeGreaterThanOrEqual(600);

    // The mail falls due and goes out through this instance: counted as sent, the outbox is empty.
    await t.db.execute(
      sql`update mail_outbox set next_attempt_at = ${queuedAt.toISOString()} where "to" = 'metrics@example.com'`,
    );
    await t.services.mailer.deliverDue();
    await smtp.waitFor('metrics@example.com');
    const after = (await scrape()).body;
    expect(sample(after, 'shelfwise_mail_sent_total')).toBe(1);
    expect(sample(after, 'shelfwise_mail_outbox_waiting')).toBe(0);
    await t.db.execute(sql`delete from graphile_worker._private_jobs`);
  });
});

describe('request ids', () => {
  it('puts the id in the X-Request-Id header of a 4xx answer (its body stays the refusal), and on its log lines', async () => {
    const user = await createUser(t);
    lines.length = 0;
    const res = await t.app.inject({ method: 'GET', url: '/api/books/not-an-id', headers: user.headers });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    const id = res.headers['x-request-id'];
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.json().requestId).toBeUndefined();
    const mine = lines.filter((l) => l.reqId === id);
    expect(mine.map((l) => l.msg)).toEqual(expect.arrayContaining(['incoming request', 'request completed']));
    // A success carries the header, its body stays as it was.
    const ok = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: user.headers });
    expect(ok.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(ok.json().requestId).toBeUndefined();
    // An id sent by the client is not taken (TRUST_PROXY=0: no proxy of ours set it).
    const claimed = await t.app.inject({
      method: 'GET',
      url: '/api/nope',
      headers: { 'x-request-id': 'forged-id-1234' },
    });
    expect(claimed.headers['x-request-id']).not.toBe('forged-id-1234');
  });

  it('puts it in the header of a 5xx answer and on the error line that explains it', async () => {
    const user = await createUser(t);
    await t.db.execute(
      sql.raw(`
      create or replace function refuse_books() returns trigger language plpgsql as $$
      begin raise exception 'books refused for the test'; end $$;
      create trigger refuse_books before insert on books
        for each row when (new.user_id = '${user.user.id}') execute function refuse_books();`),
    );
    lines.length = 0;
    try {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/books',
        headers: user.headers,
        payload: { title: 'Dune', author: 'Frank Herbert' },
      });
      expect(res.statusCode).toBe(500);
      const id = res.headers['x-request-id'];
      expect(id).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.json()).toMatchObject({ code: 'INTERNAL_ERROR' });
      const failed = lines.find((l) => l.msg === 'request failed');
      expect(failed?.reqId).toBe(id);
    } finally {
      await t.db.execute(sql`drop trigger refuse_books on books`);
    }
  });

  it('adds the id to lines that code holding the root logger writes during the request', () => {
    const out: Record<string, unknown>[] = [];
    const log = createLogger(
      { LOG_LEVEL: 'info', NODE_ENV: 'production' },
      new Writable({
        write(chunk, _encoding, done) {
          out.push(JSON.parse(String(chunk)));
          done();
        },
      }),
    );
    requestContext.run({ reqId: 'req-1' }, () => {
      log.info('inside');
      log.child({ reqId: 'req-1' }).info('child');
    });
    log.info('outside');
    expect(out.map((l) => [l.msg, l.reqId])).toEqual([
      ['inside', 'req-1'],
      ['child', 'req-1'],
      ['outside', undefined],
    ]);
  });
});
