import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { drizzle } from 'drizzle-orm/node-postgres';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { createTestApp } from '../../test/harness.ts';
import { databaseUrl, withAdmin } from '../../test/test-database.ts';
import { hashPassword } from '../modules/auth/secrets.ts';
import { runMigrations } from './migrate.ts';

/**
 * The migrations of the previous release (commit b49c0ae, 2026-11-24: 0000–0013), committed as
 * they were; the current release adds 0014 and later. A database made by them, with data, must be
 * brought up to date by today's start-up and then serve that data.
 */
const previousRelease = fileURLToPath(
  new URL('../../test/fixtures/previous-release/migrations', import.meta.url),
);

describe('upgrading a database of the previous release', () => {
  it('migrates it to the current schema with its data, and the app serves that data', {
    timeout: 120_000,
  }, async () => {
    const adminUrl = inject('pgAdminUrl');
    const name = `${inject('pgTemplate').replace(/template$/, '')}upgrade_${process.pid}`;
    await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    const url = databaseUrl(adminUrl, name);
    try {
      // The previous release's schema and a reader's library in it, written with its own columns.
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      const password = 'Old-Release-Pass-1';
      const avatarName = `${'d'.repeat(32)}.png`;
      try {
        await migrate(drizzle(client), { migrationsFolder: previousRelease });
        const { rows } = await client.query<{ id: string }>(
          `insert into users (name, email, password_hash, email_verified_at, avatar)
           values ('Ada Old', 'ada@old.example', $1, now(), $2) returning id`,
          [await hashPassword(password), `/api/uploads/${avatarName}`],
        );
        const userId = rows[0]?.id as string;
        for (const [title, author] of [
          ['Dune', 'Frank Herbert'],
          ['Emma', 'Jane Austen'],
          ['Ulysses', 'James Joyce'],
        ]) {
          await client.query('insert into books (user_id, title, author) values ($1, $2, $3)', [
            userId,
            title,
            author,
          ]);
        }
      } finally {
        await client.end();
      }

      // Today's start-up: the current migrations (and the job queue's) on top.
      const pool = new pg.Pool({ connectionString: url, max: 2 });
      try {
        await runMigrations(pool);
        const applied = await pool.query('select count(*)::int as n from drizzle.__drizzle_migrations');
        const journal = await import('./migrations/meta/_journal.json', { with: { type: 'json' } });
        expect(applied.rows[0].n).toBe(journal.default.entries.length);
      } finally {
        await pool.end();
      }

      const t = await createTestApp({}, { onDatabase: url });
      try {
        // Its avatar file, as that release kept it, moves into the database.
        const uploads = join(t.config.DATA_DIR, 'uploads');
        mkdirSync(uploads, { recursive: true });
        const png = Buffer.concat([
          Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
          Buffer.alloc(80, 1),
        ]);
        writeFileSync(join(uploads, avatarName), png);
        expect((await t.services.users.importDiskAvatars()).imported).toEqual([avatarName]);

        const login = await t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: 'ada@old.example', password },
        });
        expect(login.statusCode).toBe(200);
        const headers = { authorization: `Bearer ${login.json().token}` };
        const books = await t.app.inject({ method: 'GET', url: '/api/books?sort=title&order=asc', headers });
        expect(books.statusCode).toBe(200);
        expect(books.json().data.map((b: { title: string }) => b.title)).toEqual(['Dune', 'Emma', 'Ulysses']);
        // Search reads the keys a later migration (0015) computed for the old rows.
        const found = await t.app.inject({ method: 'GET', url: '/api/books?search=austen', headers });
        expect(found.json().data.map((b: { title: string }) => b.title)).toEqual(['Emma']);
        const avatar = await t.app.inject({ method: 'GET', url: `/api/uploads/${avatarName}` });
        expect(avatar.statusCode).toBe(200);
        expect(avatar.rawPayload.equals(png)).toBe(true);
      } finally {
        await t.close();
      }
    } finally {
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    }
  });
});
