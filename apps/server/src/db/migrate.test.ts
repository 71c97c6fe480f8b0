import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { databaseUrl, withAdmin } from '../../test/test-database.ts';
import { migrationsFolder, runMigrations } from './migrate.ts';

describe('runMigrations', () => {
  it('lets two instances migrate one empty database at the same time', async () => {
    const adminUrl = inject('pgAdminUrl');
    const name = `${inject('pgTemplate').replace(/template$/, '')}concurrent_${process.pid}`;
    await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}"`));
    const pools = [1, 2].map(() => new pg.Pool({ connectionString: databaseUrl(adminUrl, name), max: 2 }));
    try {
      await Promise.all(pools.map((p) => runMigrations(p)));
      const first = pools[0]!;
      const { rows } = await first.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      const { rows: files } = await first.query("SELECT extname FROM pg_extension WHERE extname = 'pg_trgm'");
      // Each committed migration applied exactly once, the job queue's too.
      const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8'));
      expect(rows[0].n).toBe(journal.entries.length);
      const jobs = await first.query(
        'SELECT count(*)::int AS n, count(DISTINCT id)::int AS d FROM graphile_worker.migrations',
      );
      expect(jobs.rows[0].n).toBeGreaterThan(0);
      expect(jobs.rows[0].n).toBe(jobs.rows[0].d);
      expect(files).toHaveLength(1);
      // A third start finds nothing to do and changes nothing.
      await runMigrations(first);
      const again = await first.query('SELECT count(*)::int AS n FROM drizzle.__drizzle_migrations');
      expect(again.rows[0].n).toBe(rows[0].n);
    } finally {
      await Promise.all(pools.map((p) => p.end()));
      await withAdmin(adminUrl, (c) => c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
    }
  });
});
