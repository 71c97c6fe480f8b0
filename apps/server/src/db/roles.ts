import pg from 'pg';

/**
 * Who may do what in the database (decision 0023). The audit log is append-only also against the
 * app's own role: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0009), but the owner of
 * a table may drop or disable its triggers, so the app's role must not own the audit log. Here:
 * - `auditOwner` (cannot log in) owns `audit_logs` and its trigger function;
 * - `app` (the role the app connects as; no superuser, no role or database creation) owns every
 *   other table of the app and of the job queue, and may only SELECT and INSERT the audit log;
 * - the schemas stay the administrator's (a schema's owner may drop any table in it).
 * The embedded database sets this up at every start (its superuser migrates, then the app connects
 * as `app`); an external database keeps what its operator set up (see the README's SQL).
 */

/** The audit log and the trigger function that keeps it append-only. */
export const AUDIT_TABLE = 'audit_logs';
export const AUDIT_TRIGGER_FUNCTION = 'audit_logs_append_only';

/** Schemas whose tables the app reads and writes: its own, and the job queue's (graphile-worker). */
const APP_SCHEMAS = ['public', 'graphile_worker'];

export interface DatabaseRoles {
  /** The role the app connects as. */
  app: string;
  appPassword: string;
  /** Owns the audit log and its trigger function; cannot log in. */
  auditOwner: string;
}

/** The address of `adminUrl`'s database, for `role` instead of the administrator. */
export function roleUrl(adminUrl: string, role: string, password: string): string {
  const url = new URL(adminUrl);
  url.username = encodeURIComponent(role);
  url.password = encodeURIComponent(password);
  return url.toString();
}

const id = (name: string) => pg.escapeIdentifier(name);

/** PostgreSQL's answer to a role created twice at once (by two databases of one server, in tests). */
const isDuplicateRole = (error: unknown) =>
  ['42710', '23505'].includes((error as { code?: string }).code ?? '');

async function createRoleIfMissing(client: pg.ClientBase, name: string, options: string): Promise<void> {
  const { rowCount } = await client.query('select 1 from pg_roles where rolname = $1', [name]);
  if (rowCount) return;
  try {
    await client.query(`CREATE ROLE ${id(name)} ${options}`);
  } catch (error) {
    if (!isDuplicateRole(error)) throw error;
  }
}

/**
 * Sets up the roles of `roles` on the database `client` is connected to, as a superuser: the two
 * roles (created if missing; nothing else about an existing one changes but what would undo the
 * separation), the app's and the job queue's tables given to the app, and the audit log given to
 * its owner with only SELECT and INSERT left for the app. Run after the migrations, under their
 * lock, at every start: it also brings a database made by an earlier release (everything owned by
 * the superuser, the app connected as it) to this arrangement, and gives the app the tables new
 * migrations made. Idempotent.
 */
export async function separateRoles(client: pg.ClientBase, roles: DatabaseRoles): Promise<void> {
  await createRoleIfMissing(client, roles.auditOwner, 'NOLOGIN');
  await createRoleIfMissing(
    client,
    roles.app,
    `LOGIN PASSWORD ${pg.escapeLiteral(roles.appPassword)} NOSUPERUSER NOCREATEDB NOCREATEROLE NOBYPASSRLS`,
  );
  const { rows } = await client.query<{ unsafe: boolean; member: boolean }>(
    `select r.rolsuper or r.rolbypassrls or r.rolcreaterole as unsafe,
       pg_has_role(r.oid, o.oid, 'MEMBER') as member
     from pg_roles r, pg_roles o where r.rolname = $1 and o.rolname = $2`,
    [roles.app, roles.auditOwner],
  );
  if (rows[0]?.unsafe) {
    await client.query(`ALTER ROLE ${id(roles.app)} NOSUPERUSER NOBYPASSRLS NOCREATEROLE`);
  }
  if (rows[0]?.member) await client.query(`REVOKE ${id(roles.auditOwner)} FROM ${id(roles.app)}`);

  const app = id(roles.app);
  const owner = id(roles.auditOwner);
  await client.query('BEGIN');
  try {
    const schemas = await client.query<{ name: string }>(
      'select nspname as name from pg_namespace where nspname = any($1)',
      [APP_SCHEMAS],
    );
    for (const { name } of schemas.rows) await client.query(`GRANT USAGE ON SCHEMA ${id(name)} TO ${app}`);
    // The app owns its tables (the job queue's too: they have row-level security, which only their
    // owner passes); the schemas stay the administrator's, since a schema's owner may drop any table
    // in it. Indexes and a table's own sequences follow their table; extensions keep theirs.
    const relations = await client.query<{ schema: string; name: string; kind: string }>(
      `select n.nspname as schema, c.relname as name, c.relkind as kind
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
       where n.nspname = any($1) and c.relkind in ('r', 'p', 'v', 'm', 'S', 'f')
         and c.oid <> coalesce(to_regclass($2)::oid, '0'::oid)
         and c.relowner <> (select oid from pg_roles where rolname = $3)
         and not exists (select 1 from pg_depend d where d.classid = 'pg_class'::regclass and d.objid = c.oid
                         and (d.deptype = 'e' or (c.relkind = 'S' and d.deptype in ('a', 'i'))))`,
      [APP_SCHEMAS, `public.${AUDIT_TABLE}`, roles.app],
    );
    const command: Record<string, string> = {
      r: 'TABLE',
      p: 'TABLE',
      v: 'VIEW',
      m: 'MATERIALIZED VIEW',
      S: 'SEQUENCE',
      f: 'FOREIGN TABLE',
    };
    for (const r of relations.rows) {
      await client.query(`ALTER ${command[r.kind]} ${id(r.schema)}.${id(r.name)} OWNER TO ${app}`);
    }
    const audit = await client.query<{ tableOwner: string; functionOwner: string }>(
      `select pg_get_userbyid(c.relowner) as "tableOwner", pg_get_userbyid(p.proowner) as "functionOwner"
       from pg_class c, pg_proc p
       where c.oid = to_regclass($1) and p.oid = to_regprocedure($2)`,
      [`public.${AUDIT_TABLE}`, `public.${AUDIT_TRIGGER_FUNCTION}()`],
    );
    const current = audit.rows[0];
    if (!current) throw new Error(`${AUDIT_TABLE} or ${AUDIT_TRIGGER_FUNCTION}() is missing: migrate first`);
    // Only when it changes: it takes the table's strongest lock.
    if (current.tableOwner !== roles.auditOwner) {
      await client.query(`ALTER TABLE public.${id(AUDIT_TABLE)} OWNER TO ${owner}`);
    }
    if (current.functionOwner !== roles.auditOwner) {
      await client.query(`ALTER FUNCTION public.${id(AUDIT_TRIGGER_FUNCTION)}() OWNER TO ${owner}`);
    }
    await client.query(`REVOKE ALL ON public.${id(AUDIT_TABLE)} FROM PUBLIC, ${app}`);
    await client.query(`GRANT SELECT, INSERT ON public.${id(AUDIT_TABLE)} TO ${app}`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  }
}
