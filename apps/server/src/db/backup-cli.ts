// `npm run db:backup [-- --out FILE]` and `npm run db:restore -- FILE`: a pg_dump custom-format
// (-Fc) file of DATABASE_URL or of the embedded database in DATA_DIR, and beside it
// (`FILE.uploads/`) any avatar files an earlier release left in DATA_DIR/uploads (decision 0027;
// avatars now live in the database, so there are usually none). Restore stops the app first: it
// replaces the database's tables with the file's, then runs the migrations (a backup of an older
// release is brought up to date) and copies the files back for the next start to import.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { loadConfig } from '../config.ts';
import { createLogger } from '../logger.ts';
import { openDatabase } from './client.ts';
import { findPgTool } from './pg-tools.ts';

function run(tool: string, args: string[]): void {
  const result = spawnSync(tool, args, { stdio: ['ignore', 'inherit', 'inherit'] });
  if (result.status !== 0) throw new Error(`${tool} failed (exit ${result.status ?? result.signal})`);
}

async function main(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const config = loadConfig();
  const log = createLogger(config);
  const uploads = join(config.DATA_DIR, 'uploads');
  if (command === 'backup') {
    const outIndex = rest.indexOf('--out');
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const file = resolve(outIndex >= 0 ? (rest[outIndex + 1] ?? '') : `backups/shelfwise-${stamp}.dump`);
    mkdirSync(dirname(file), { recursive: true });
    // While the app runs, its embedded server is used; otherwise this starts one for the dump.
    const database = await openDatabase(config, log, { joinRunningApp: true });
    try {
      const major =
        Number((await database.pool.query('SHOW server_version_num')).rows[0].server_version_num) / 10000;
      const pgDump = findPgTool('pg_dump', Math.floor(major));
      run(pgDump, [
        '--format=custom',
        '--no-owner',
        '--no-acl',
        `--file=${file}`,
        `--dbname=${database.adminUrl ?? database.url}`,
      ]);
    } finally {
      await database.close();
    }
    const files = existsSync(uploads) ? readdirSync(uploads) : [];
    if (files.length > 0) cpSync(uploads, `${file}.uploads`, { recursive: true });
    console.log(
      `backup written: ${file}${files.length > 0 ? ` (and ${files.length} files in ${file}.uploads)` : ''}`,
    );
    return 0;
  }
  if (command === 'restore') {
    const file = rest.find((a) => !a.startsWith('--'));
    if (!file || !existsSync(file)) {
      console.error('usage: npm run db:restore -- FILE (a file written by npm run db:backup)');
      return 1;
    }
    // Not joining a running app: the embedded server cannot be started twice, so a running app
    // makes this stop with PostgreSQL's own refusal instead of changing the tables under it.
    const database = await openDatabase(config, log);
    try {
      const major =
        Number((await database.pool.query('SHOW server_version_num')).rows[0].server_version_num) / 10000;
      const pgRestore = findPgTool('pg_restore', Math.floor(major));
      run(pgRestore, [
        '--clean',
        '--if-exists',
        '--no-owner',
        '--no-acl',
        '--exit-on-error',
        `--dbname=${database.adminUrl ?? database.url}`,
        resolve(file),
      ]);
      // Brings an older release's backup up to date; on the embedded database it also gives the
      // app's role and the audit log's owner their tables again (db/roles.ts).
      await database.migrate();
    } finally {
      await database.close();
    }
    if (existsSync(`${file}.uploads`)) cpSync(`${file}.uploads`, uploads, { recursive: true });
    console.log(`restored from ${file}`);
    return 0;
  }
  console.error('usage: db:backup [--out FILE] | db:restore FILE');
  return 1;
}

process.exitCode = await main(process.argv.slice(2));
