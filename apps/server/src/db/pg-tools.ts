import { spawnSync } from 'node:child_process';

/** pg_dump or pg_restore at least as new as the server (an older one refuses to dump it). */
export function findPgTool(tool: 'pg_dump' | 'pg_restore', serverMajor: number): string {
  const fromEnv = process.env[tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'];
  const candidates = [
    ...(fromEnv ? [fromEnv] : []),
    ...[serverMajor, serverMajor + 1, serverMajor + 2].map((m) => `/usr/lib/postgresql/${m}/bin/${tool}`),
    tool,
  ];
  for (const candidate of candidates) {
    const run = spawnSync(candidate, ['--version'], { encoding: 'utf8' });
    const major = Number(/(\d+)(?:\.\d+)?/.exec(run.stdout ?? '')?.[1]);
    if (run.status === 0 && major >= serverMajor) return candidate;
  }
  throw new Error(
    `${tool} ${serverMajor} or newer is needed for this PostgreSQL ${serverMajor} server: install postgresql-client-${serverMajor} (Debian/Ubuntu) or set ${tool === 'pg_dump' ? 'PG_DUMP' : 'PG_RESTORE'} to its path`,
  );
}
