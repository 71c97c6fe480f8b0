import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import pino from 'pino';
import { startEmbeddedPostgres } from '../src/db/embedded.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { type DatabaseRoles, roleUrl } from '../src/db/roles.ts';

/**
 * A PostgreSQL server for tests: TEST_DATABASE_URL when set (CI points it at the machine's
 * server), else an embedded one in a temporary directory, removed afterwards.
 */
export async function startTestPostgres(): Promise<{ adminUrl: string; stop(): Promise<void> }> {
  const external = process.env.TEST_DATABASE_URL;
  if (external) return { adminUrl: external, stop: async () => {} };
  const dir = mkdtempSync(join(tmpdir(), 'shelfwise-test-pg-'));
  // Under root the cluster runs as the `postgres` user, which must be able to reach the folder.
  if (process.getuid?.() === 0) {
    const { chmodSync } = await import('node:fs');
    chmodSync(dir, 0o755);
  }
  const embedded = await startEmbeddedPostgres(dir, pino({ level: 'warn' }));
  return {
    adminUrl: embedded.url,
    async stop() {
      await embedded.stop();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function databaseUrl(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

export async function withAdmin<T>(adminUrl: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** Copies the migrated template; retried because PostgreSQL refuses while the template is busy. */
export async function cloneDatabase(adminUrl: string, template: string, name: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${name}" TEMPLATE "${template}"`));
      return;
    } catch (error) {
      if (attempt >= 20 || !String(error).includes('being accessed by other users')) throw error;
      await new Promise((r) => setTimeout(r, 100 + attempt * 50));
    }
  }
}

export async function dropDatabasesLike(adminUrl: string, prefix: string): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    const { rows } = await c.query<{ datname: string }>(
      'SELECT datname FROM pg_database WHERE datname LIKE $1',
      [`${prefix}%`],
    );
    for (const { datname } of rows) await c.query(`DROP DATABASE IF EXISTS "${datname}" WITH (FORCE)`);
  });
}

/**
 * Brings a test database (the superuser's, like one an earlier release made) to the roles the
 * embedded database uses, through the same start-up step (migrations as the administrator, then
 * db/roles.ts).
 */
export async function prepareAppRole(adminDatabaseUrl: string, roles: DatabaseRoles): Promise<void> {
  // Only its address is used: the migrations run on a connection of their own, as the administrator.
  const appPool = new pg.Pool({ connectionString: roleUrl(adminDatabaseUrl, roles.app, roles.appPassword) });
  try {
    await runMigrations(appPool, { adminUrl: adminDatabaseUrl, roles });
  } finally {
    await appPool.end();
  }
}

/** Drops this run's roles (after its databases, which hold their rights and objects). */
export async function dropRolesLike(adminUrl: string, prefix: string): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    const { rows } = await c.query<{ rolname: string }>(
      'SELECT rolname FROM pg_roles WHERE rolname LIKE $1',
      [`${prefix}%`],
    );
    for (const { rolname } of rows) await c.query(`DROP ROLE IF EXISTS ${pg.escapeIdentifier(rolname)}`);
  });
}

/**
 * Drops one test database once its connections have gone. A pool's `end()` resolves while its last
 * sockets are still closing; terminating those (DROP ... WITH FORCE) would make a client that is
 * already off its pool emit an error nobody listens to.
 */
export async function dropDatabase(adminUrl: string, name: string): Promise<void> {
  await withAdmin(adminUrl, async (c) => {
    for (let attempt = 0; attempt < 100; attempt++) {
      const { rows } = await c.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1',
        [name],
      );
      if ((rows[0]?.n ?? 0) === 0) break;
      await new Promise((r) => setTimeout(r, 20));
    }
    await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
  });
}
