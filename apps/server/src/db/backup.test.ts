import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { createBooks, createUser } from '../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { databaseUrl, withAdmin } from '../../test/test-database.ts';
import { findPgTool } from './pg-tools.ts';

const root = fileURLToPath(new URL('../../../..', import.meta.url));
let t: TestApp;
let work: string;

beforeAll(async () => {
  t = await createTestApp();
  work = mkdtempSync(join(tmpdir(), 'shelfwise-backup-'));
});
afterAll(async () => {
  await t.close();
  rmSync(work, { recursive: true, force: true });
});

/** `npm run db:backup` / `db:restore` as an operator runs them, against one database. */
function cli(args: string[], url: string): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/db/backup-cli.ts', ...args], {
    cwd: root,
    env: { PATH: process.env.PATH, DATABASE_URL: url, DATA_DIR: join(work, 'data'), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (c) => {
    output += c;
  });
  child.stderr.on('data', (c) => {
    output += c;
  });
  return new Promise((resolve) => child.once('exit', (code) => resolve({ code, output })));
}

/** Every table of the app's schemas, each as one checksum of its rows (compared between databases). */
async function contents(url: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: tables } = await client.query<{ name: string }>(`
      select format('%I.%I', table_schema, table_name) as name from information_schema.tables
      where table_schema in ('public', 'drizzle', 'graphile_worker') and table_type = 'BASE TABLE'
      order by 1`);
    const out: Record<string, string> = {};
    for (const { name } of tables) {
      const { rows } = await client.query(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as sum from ${name} t`,
      );
      out[name] = `${rows[0].n}:${rows[0].sum}`;
    }
    return out;
  } finally {
    await client.end();
  }
}

describe('npm run db:backup / db:restore', () => {
  it('restores into a fresh database exactly the rows it backed up', { timeout: 180_000 }, async (ctx) => {
    const { rows } = await t.pool.query('SHOW server_version_num');
    const major = Math.floor(Number(rows[0].server_version_num) / 10000);
    try {
      findPgTool('pg_dump', major);
      findPgTool('pg_restore', major);
    } catch (error) {
      ctx.skip(`skipped: ${(error as Error).message}`);
    }
    const owner = await createUser(t);
    await createBooks(t, owner, 25);
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.alloc(64, 7),
    ]);
    await t.services.users.uploadAvatar({ id: owner.user.id } as never, png);
    const file = join(work, 'shelfwise.dump');
    const backup = await cli(['backup', '--out', file], t.databaseUrl);
    expect(backup.output).toContain(`backup written: ${file}`);
    expect(backup.code).toBe(0);

    const adminUrl = inject('pgAdminUrl');
    const name = `${inject('pgTemplate').replace(/template$/, '')}restored_${process.pid}`;
    await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    try {
      const restored = await cli(['restore', file], databaseUrl(adminUrl, name));
      expect(restored.output).toContain('restored from');
      expect(restored.code).toBe(0);
      const before = await contents(t.databaseUrl);
      const after = await contents(databaseUrl(adminUrl, name));
      expect(Object.keys(before)).toContain('public.avatars');
      expect(before['public.books']).toMatch(/^25:/);
      expect(after).toEqual(before);
    } finally {
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    }
  });
});
