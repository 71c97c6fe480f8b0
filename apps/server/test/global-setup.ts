import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { runMigrations } from '../src/db/migrate.ts';
import type { DatabaseRoles } from '../src/db/roles.ts';
import {
  databaseUrl,
  dropDatabasesLike,
  dropRolesLike,
  startTestPostgres,
  withAdmin,
} from './test-database.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    pgAdminUrl: string;
    pgTemplate: string;
    /**
     * Roles of this run for tests that connect as the app's own role instead of the superuser
     * (db/roles.ts); created by the first test that needs them, dropped at the end of the run.
     */
    pgRoles: DatabaseRoles & { prefix: string };
  }
}

/** Once per run: a PostgreSQL server and a migrated template that every test file clones. */
export default async function setup(project: TestProject) {
  const server = await startTestPostgres();
  const runId = `${Date.now().toString(36)}${process.pid.toString(36)}`;
  const prefix = `sw_test_${runId}_`;
  const template = `${prefix}template`;
  await withAdmin(server.adminUrl, (c) => c.query(`CREATE DATABASE "${template}"`));
  const pool = new pg.Pool({ connectionString: databaseUrl(server.adminUrl, template), max: 1 });
  try {
    await runMigrations(pool);
  } finally {
    await pool.end();
  }
  project.provide('pgAdminUrl', server.adminUrl);
  project.provide('pgTemplate', template);
  // Roles belong to the whole server, not to a database: names of this run only.
  project.provide('pgRoles', {
    prefix,
    app: `${prefix}app`,
    appPassword: randomBytes(18).toString('base64url'),
    auditOwner: `${prefix}audit_owner`,
  });

  return async () => {
    await dropDatabasesLike(server.adminUrl, prefix);
    await dropRolesLike(server.adminUrl, prefix);
    await server.stop();
  };
}
