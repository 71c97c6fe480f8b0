import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Loan } from '@shelfwise/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { loadConfig } from './config.ts';
import { STOP_THE_APP_FIRST, startEmbeddedPostgres } from './db/embedded.ts';
import { PRODUCTION_REFUSAL, runSeed } from './seed.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function capture() {
  const lines: string[] = [];
  const errors: string[] = [];
  return { out: { log: (l: string) => lines.push(l), error: (l: string) => errors.push(l) }, lines, errors };
}
const configFor = (env: Record<string, string>) =>
  loadConfig({
    DATABASE_URL: t.databaseUrl,
    JWT_SECRET: t.config.JWT_SECRET,
    DATA_DIR: t.config.DATA_DIR,
    ...env,
  });
const demoUsers = async () =>
  (
    await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from users where email like '%@demo.shelfwise.app'`,
    )
  ).rows[0]?.n;

async function signIn(email: string, password: string) {
  const res = await t.app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });
  expect(res.statusCode, email).toBe(200);
  return { authorization: `Bearer ${res.json().token as string}` };
}

describe('npm run db:seed', () => {
  it('refuses when NODE_ENV is production, unless --force', async () => {
    const refused = capture();
    expect(await runSeed([], configFor({ NODE_ENV: 'production' }), refused.out)).toBe(1);
    expect(refused.errors).toEqual([PRODUCTION_REFUSAL]);
    expect(await demoUsers()).toBe(0);

    const forced = capture();
    expect(
      await runSeed(
        ['--force'],
        configFor({ NODE_ENV: 'production', SEED_ADMIN_PASSWORD: 'Ops-Chosen-Pass-1' }),
        forced.out,
      ),
    ).toBe(0);
    expect(await demoUsers()).toBe(4);
    expect(forced.lines.join('\n')).not.toContain('Demo-Admin-2025!');
    await signIn('admin@demo.shelfwise.app', 'Ops-Chosen-Pass-1');
  });

  it('gives every demo account borrowers and returned, overdue and open loans with their past activity, once', async () => {
    const run = capture();
    expect(await runSeed([], configFor({}), run.out)).toBe(0);
    const counts = async () =>
      (
        await t.db.execute<{ loans: number; borrowers: number; activity: number }>(sql`
          select (select count(*)::int from loans) as loans, (select count(*)::int from borrowers) as borrowers,
                 (select count(*)::int from activity_logs) as activity`)
      ).rows[0];
    const first = await counts();
    const today = new Date().toISOString().slice(0, 10);

    for (const who of ['free', 'basic', 'premium']) {
      const headers = await signIn(
        `${who}@demo.shelfwise.app`,
        `Demo-${who[0]?.toUpperCase()}${who.slice(1)}-2025!`,
      );
      const loans = (await t.app.inject({ method: 'GET', url: '/api/borrow', headers })).json()
        .data as Loan[];
      const returned = loans.filter((l) => l.returned);
      const overdue = loans.filter((l) => !l.returned && l.returnDate < today);
      const open = loans.filter((l) => !l.returned && l.returnDate >= today);
      expect({ who, returned: returned.length, overdue: overdue.length, open: open.length }).toEqual({
        who,
        returned: 2,
        overdue: 1,
        open: 2,
      });
      // Lent on the days the story says, not all today.
      expect(Math.min(...loans.map((l) => Date.parse(l.borrowDate)))).toBeLessThan(
        Date.now() - 50 * 86_400_000,
      );

      const borrowers = (
        await t.app.inject({ method: 'GET', url: '/api/borrowers?includeLoansCount=true', headers })
      ).json().data.data as Array<{ totalLoansCount: number }>;
      expect(borrowers).toHaveLength(4);
      expect(borrowers.some((b) => b.totalLoansCount > 0)).toBe(true);

      const activity = (
        await t.app.inject({ method: 'GET', url: '/api/activity/my-logs', headers })
      ).json() as
        | Array<{ action: string; createdAt: string }>
        | { data: Array<{ action: string; createdAt: string }> };
      const entries = Array.isArray(activity) ? activity : activity.data;
      const actions = new Set(entries.map((e) => e.action));
      for (const action of ['CREATE_BORROWER', 'BORROW_BOOK', 'RETURN_BOOK'])
        expect(actions).toContain(action);
      expect(entries.some((e) => Date.parse(e.createdAt) < Date.now() - 25 * 86_400_000)).toBe(true);
    }
    // Recorded, not announced: demo borrowers get no mail.
    const mail = await t.db.execute<{ n: number }>(
      sql`select count(*)::int as n from mail_outbox where "to" like '%@example.com'`,
    );
    expect(mail.rows[0]?.n).toBe(0);

    const again = capture();
    expect(await runSeed([], configFor({}), again.out)).toBe(0);
    expect(await counts()).toEqual(first);
    expect(again.lines.join('\n')).toContain('loans already there');
  });
});

describe('npm run db:seed while the app runs on the embedded database', () => {
  it('uses the running app’s database instead of starting a second one, and leaves it running', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shelfwise-seed-running-'));
    chmodSync(dataDir, 0o755); // the embedded server runs as `postgres` when the tests run as root
    const running = await startEmbeddedPostgres(dataDir, pino({ level: 'warn' }));
    try {
      const run = capture();
      const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32), NODE_ENV: 'development' });
      expect(await runSeed([], config, run.out)).toBe(0);
      expect(run.errors).toEqual([]);
      const client = new pg.Client({ connectionString: running.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ n: number }>(
          "select count(*)::int as n from users where email like '%@demo.shelfwise.app'",
        );
        expect(rows[0]?.n).toBe(4);
      } finally {
        await client.end();
      }
    } finally {
      await running.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);

  it('says in one sentence to stop the app first when its database holds the directory but does not answer', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shelfwise-seed-stuck-'));
    mkdirSync(join(dataDir, 'postgres'));
    // A live process (this one) and a port nothing listens on.
    writeFileSync(
      join(dataDir, 'postgres', 'postmaster.pid'),
      `${process.pid}\n${dataDir}\n0\n1\n\n127.0.0.1\n`,
    );
    try {
      const run = capture();
      const config = loadConfig({ DATA_DIR: dataDir, JWT_SECRET: 'x'.repeat(32) });
      expect(await runSeed([], config, run.out)).toBe(1);
      expect(run.errors).toEqual([STOP_THE_APP_FIRST]);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
