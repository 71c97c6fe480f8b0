import { readFileSync } from 'node:fs';
import pg from 'pg';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { createLoan, createUser } from '../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { type SmtpCapture, startSmtpCapture } from '../../test/smtp-capture.ts';
import {
  cloneDatabase,
  databaseUrl,
  dropDatabase,
  prepareAppRole,
  withAdmin,
} from '../../test/test-database.ts';
import { AUDIT_TABLE, AUDIT_TRIGGER_FUNCTION, roleUrl } from './roles.ts';

// The test server's superuser clones every test database, and a superuser bypasses every right:
// these tests connect as roles of their own (this run's, see test/global-setup.ts) to prove anything.
const adminUrl = inject('pgAdminUrl');
const template = inject('pgTemplate');
const roles = inject('pgRoles');

const made: string[] = [];
/** A fresh database as an earlier release left it: migrated, everything the superuser's. */
async function earlierReleaseDatabase(label: string): Promise<string> {
  const name = `${template.replace(/template$/, '')}${label}_${process.pid}_${made.length}`;
  await cloneDatabase(adminUrl, template, name);
  made.push(name);
  return databaseUrl(adminUrl, name);
}
afterAll(async () => {
  for (const name of made) await dropDatabase(adminUrl, name);
});

async function withClient<T>(url: string, fn: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await fn(client);
  } finally {
    await client.end();
  }
}

/** The error code of `statement` run in a transaction that is rolled back either way; null if it worked. */
async function attempt(client: pg.Client, statement: string): Promise<string | null> {
  await client.query('BEGIN');
  try {
    await client.query(statement);
    return null;
  } catch (error) {
    return (error as { code?: string }).code ?? 'unknown';
  } finally {
    await client.query('ROLLBACK');
  }
}

const insertEntry = (email: string) =>
  `insert into ${AUDIT_TABLE} (created_at, action, actor_email) values (now(), 'SIGN_IN', '${email}')`;

/** Every way the log's owner (and a superuser) could change it or turn its protection off. */
const TAMPERING = [
  `DROP TRIGGER audit_logs_no_update_delete ON ${AUDIT_TABLE}`,
  `DROP TRIGGER audit_logs_no_truncate ON ${AUDIT_TABLE}`,
  `ALTER TABLE ${AUDIT_TABLE} DISABLE TRIGGER audit_logs_no_update_delete`,
  `ALTER TABLE ${AUDIT_TABLE} DISABLE TRIGGER ALL`,
  `UPDATE ${AUDIT_TABLE} SET action = 'TAMPERED'`,
  `DELETE FROM ${AUDIT_TABLE}`,
  `TRUNCATE ${AUDIT_TABLE}`,
  `DROP TABLE ${AUDIT_TABLE}`,
  `ALTER TABLE ${AUDIT_TABLE} RENAME TO audit_logs_old`,
  `ALTER TABLE ${AUDIT_TABLE} OWNER TO CURRENT_USER`,
  `CREATE OR REPLACE FUNCTION ${AUDIT_TRIGGER_FUNCTION}() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NEW; END $$`,
  `DROP FUNCTION ${AUDIT_TRIGGER_FUNCTION}() CASCADE`,
  `ALTER FUNCTION ${AUDIT_TRIGGER_FUNCTION}() OWNER TO CURRENT_USER`,
  `SET session_replication_role = replica`,
  `DROP SCHEMA public CASCADE`,
];

/** Checks the app's role against the audit log of the database at `url` (reached as the superuser). */
async function expectAppendOnlyFor(appRole: string, password: string, url: string): Promise<void> {
  const before = await withClient(url, async (c) => {
    const { rows } = await c.query<{ n: number }>(`select count(*)::int as n from ${AUDIT_TABLE}`);
    return rows[0]?.n ?? 0;
  });
  await withClient(roleUrl(url, appRole, password), async (app) => {
    const { rows } = await app.query<{ user: string; super: boolean }>(
      'select current_user as user, rolsuper as super from pg_roles where rolname = current_user',
    );
    expect(rows[0]).toEqual({ user: appRole, super: false });
    // What the app does with the log still works.
    expect(await attempt(app, insertEntry('ok@example.test'))).toBeNull();
    expect(await attempt(app, `select * from ${AUDIT_TABLE} order by seq desc limit 10`)).toBeNull();
    for (const statement of TAMPERING) {
      expect(await attempt(app, statement), statement).toBe('42501'); // insufficient_privilege
    }
    // Rights it does not have, it cannot give itself (PostgreSQL only warns), nor borrow.
    await app.query(`GRANT UPDATE, DELETE, TRUNCATE ON ${AUDIT_TABLE} TO CURRENT_USER`).catch(() => {});
    expect(await attempt(app, `DELETE FROM ${AUDIT_TABLE}`)).toBe('42501');
    expect(await attempt(app, `SET ROLE ${pg.escapeIdentifier(roles.auditOwner)}`)).toBe('42501');
  });
  await withClient(url, async (c) => {
    const triggers = await c.query<{ name: string; enabled: string }>(
      `select tgname as name, tgenabled as enabled from pg_trigger
       where tgrelid = to_regclass($1) and not tgisinternal order by tgname`,
      [AUDIT_TABLE],
    );
    expect(triggers.rows).toEqual([
      { name: 'audit_logs_no_truncate', enabled: 'O' },
      { name: 'audit_logs_no_update_delete', enabled: 'O' },
    ]);
    const { rows } = await c.query<{ n: number }>(`select count(*)::int as n from ${AUDIT_TABLE}`);
    expect(rows[0]?.n).toBe(before);
  });
}

describe('the audit log against the app’s own database role (embedded database)', () => {
  it('without the separation, the role the app connected as (the table’s owner) can turn the trigger off', async () => {
    // What the app was connected as until now (the superuser, which owned the table): this is
    // what the separation takes away.
    const url = await earlierReleaseDatabase('roles_before');
    await withClient(url, async (owner) => {
      expect(await attempt(owner, `DROP TRIGGER audit_logs_no_update_delete ON ${AUDIT_TABLE}`)).toBeNull();
      expect(await attempt(owner, `ALTER TABLE ${AUDIT_TABLE} DISABLE TRIGGER ALL`)).toBeNull();
    });
  });

  it('brings a database of an earlier release to the separation at start-up, keeping its entries', async () => {
    const url = await earlierReleaseDatabase('roles_upgrade');
    await withClient(url, (c) => c.query(insertEntry('earlier@example.test')));

    await prepareAppRole(url, roles);
    // A second start finds everything in place and changes nothing.
    await prepareAppRole(url, roles);

    await withClient(url, async (c) => {
      const { rows } = await c.query<Record<string, unknown>>(
        `select pg_get_userbyid(c.relowner) as table_owner, pg_get_userbyid(p.proowner) as function_owner,
           has_table_privilege($1, c.oid, 'SELECT') as can_select,
           has_table_privilege($1, c.oid, 'INSERT') as can_insert,
           has_table_privilege($1, c.oid, 'UPDATE, DELETE, TRUNCATE, TRIGGER, REFERENCES') as can_change,
           pg_get_userbyid((select relowner from pg_class where oid = 'users'::regclass)) as users_owner,
           pg_get_userbyid((select relowner from pg_class where oid = 'graphile_worker._private_jobs'::regclass))
             as jobs_owner,
           pg_get_userbyid((select nspowner from pg_namespace where nspname = 'public')) <> $1
             as schema_not_app,
           pg_has_role($1, $2, 'MEMBER') as is_owner_member
         from pg_class c, pg_proc p
         where c.oid = to_regclass($3) and p.oid = to_regprocedure($4)`,
        [roles.app, roles.auditOwner, AUDIT_TABLE, `${AUDIT_TRIGGER_FUNCTION}()`],
      );
      expect(rows[0]).toEqual({
        table_owner: roles.auditOwner,
        function_owner: roles.auditOwner,
        can_select: true,
        can_insert: true,
        can_change: false,
        users_owner: roles.app,
        jobs_owner: roles.app,
        schema_not_app: true,
        is_owner_member: false,
      });
    });
    await withClient(roleUrl(url, roles.app, roles.appPassword), async (app) => {
      const { rows } = await app.query(`select actor_email from ${AUDIT_TABLE}`);
      expect(rows).toEqual([{ actor_email: 'earlier@example.test' }]);
    });
    await expectAppendOnlyFor(roles.app, roles.appPassword, url);
  });
});

describe('the audit log against the app’s role on an external database, set up by the README', () => {
  it('holds once an administrator runs the README’s SQL, even where the app’s role owned everything', async () => {
    const url = await earlierReleaseDatabase('roles_external');
    const external = { role: `${roles.prefix}external`, password: roles.appPassword };
    // A database made and migrated by the app's own role, the only role it has.
    await withAdmin(adminUrl, async (c) => {
      await c
        .query(
          `CREATE ROLE ${pg.escapeIdentifier(external.role)} LOGIN PASSWORD ${pg.escapeLiteral(external.password)}`,
        )
        .catch((error: { code?: string }) => {
          if (error.code !== '42710') throw error;
        });
      await c.query(
        `ALTER DATABASE ${pg.escapeIdentifier(new URL(url).pathname.slice(1))} OWNER TO ${pg.escapeIdentifier(external.role)}`,
      );
    });
    await withClient(url, async (c) => {
      await c.query(`
        DO $$ DECLARE t record; BEGIN
          FOR t IN SELECT schemaname, tablename FROM pg_tables WHERE schemaname IN ('public', 'graphile_worker') LOOP
            EXECUTE format('ALTER TABLE %I.%I OWNER TO %I', t.schemaname, t.tablename, ${pg.escapeLiteral(external.role)});
          END LOOP;
        END $$`);
      await c.query(
        `ALTER FUNCTION ${AUDIT_TRIGGER_FUNCTION}() OWNER TO ${pg.escapeIdentifier(external.role)}`,
      );
    });

    const readme = readFileSync(new URL('../../../../README.md', import.meta.url), 'utf8');
    const block = /<!-- audit-owner-sql -->\s*```sql\n([\s\S]*?)```/.exec(readme)?.[1];
    expect(block, 'the README’s SQL for an external database').toBeTruthy();
    const script = (block ?? '')
      .replaceAll('shelfwise_audit_owner', pg.escapeIdentifier(`${roles.prefix}ext_owner`))
      .replaceAll(/\bshelfwise\b/g, pg.escapeIdentifier(external.role));
    await withClient(url, (c) => c.query(script));

    await expectAppendOnlyFor(external.role, external.password, url);
    // The app's role can still migrate: it creates tables in the schema.
    await withClient(roleUrl(url, external.role, external.password), async (app) => {
      expect(await attempt(app, 'CREATE TABLE later_migration (id int)')).toBeNull();
    });
  });
});

describe('the app on its own role', () => {
  let t: TestApp;
  let smtp: SmtpCapture;
  afterAll(async () => {
    await t?.close();
    await smtp?.close();
  });

  it('signs up, lends with mail, audits an admin action, runs its jobs and deletes an account', async () => {
    smtp = await startSmtpCapture();
    t = await createTestApp({ SMTP_URL: smtp.url }, { asAppRole: true });
    const { rows } = await t.db.$client.query<{ user: string }>('select current_user as user');
    expect(rows[0]?.user).toBe(roles.app);

    const admin = await createUser(t, { role: 'admin' });
    const reader = await createUser(t, { plan: 'basic' });
    const loan = await createLoan(t, reader);
    await smtp.waitFor(loan.borrower.email);
    const suspended = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/users/${reader.user.id}`,
      headers: admin.headers,
      payload: { suspended: true },
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    const logs = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-logs?action=USER_SUSPENDED&target=${reader.user.id}`,
      headers: admin.headers,
    });
    expect(logs.statusCode, logs.body).toBe(200);
    expect(logs.json().data).toHaveLength(1);
    await t.services.jobs.runNow();
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/users/${reader.user.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
  });
});
