#!/usr/bin/env node
// The rules of docs/decisions/0005-boundaries.md that depend on what a file does, not only on what
// it imports (those are dependency-cruiser's, .dependency-cruiser.cjs). `npm run lint` runs it; it
// prints each broken rule with file and line and exits 1.
//   1. A module's code imports only its own tables from db/schema (one owner per table); test files
//      may read any table to check what happened.
//   2. A module opens transactions only through db/transaction.ts (`transaction(db, fn)`), which
//      runs a deadlock victim or a serialization failure again; a bare `db.transaction(` would not.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Which module owns the tables of each schema file; 'platform' means the platform floor. */
export const TABLE_OWNERS = {
  'access-tokens.ts': 'access-tokens',
  'activity.ts': 'activity',
  'admin.ts': 'admin',
  'avatars.ts': 'users',
  'billing.ts': 'billing',
  'books.ts': 'books',
  'calendar.ts': 'calendar',
  'borrowers.ts': 'borrowers',
  'friends.ts': 'friends',
  'imports.ts': 'imports',
  'loans.ts': 'loans',
  'platform.ts': 'platform',
  'recommendations.ts': 'recommendations',
  'reminders.ts': 'reminders',
  'unsubscribes.ts': 'borrowers',
  'users.ts': 'auth',
  'wishlist.ts': 'wishlist',
  'webhooks.ts': 'webhooks',
};

const SOURCE = /\.(ts|tsx|mts|mjs)$/;
const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"]([^'"]+)['"]|import\(\s*['"]([^'"]+)['"]\s*\)/g;

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name === 'dist' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(name)) out.push(path);
  }
  return out;
}

const toPosix = (p) => p.split(sep).join('/');
const isTest = (file) => /\.test\.tsx?$/.test(file) || /\.test-support\.tsx?$/.test(file);

/** Every relative import of a file, with its line number and the path it resolves to (posix, from root). */
export function importsOf(source, fileFromRoot) {
  const found = [];
  for (const match of source.matchAll(IMPORT)) {
    const specifier = match[1] ?? match[2];
    if (!specifier?.startsWith('.')) continue;
    const start = match.index + match[0].search(/\S/);
    const line = source.slice(0, start).split('\n').length;
    const target = toPosix(join(dirname(fileFromRoot), specifier));
    found.push({ specifier, target, line });
  }
  return found;
}

/** Problems of one file, given its path from the project root (posix) and its text. */
export function checkFile(file, source) {
  const problems = [];
  const report = (line, message) => problems.push(`${file}:${line}: ${message}`);
  const server = 'apps/server/src/';

  if (!file.startsWith(server)) return problems;
  const ownModule = /^modules\/([^/]+)\//.exec(file.slice(server.length))?.[1];
  if (!ownModule || isTest(file)) return problems;
  for (const { target, line } of importsOf(source, file)) {
    const schema = /^db\/schema\/([^/]+)$/.exec(target.startsWith(server) ? target.slice(server.length) : '');
    if (!schema) continue;
    const owner = TABLE_OWNERS[schema[1]];
    if (schema[1] === 'index.ts') {
      report(
        line,
        `module ${ownModule} imports every table (db/schema/index.ts): import its own schema file`,
      );
    } else if (owner !== ownModule) {
      report(
        line,
        `module ${ownModule} touches ${owner}'s tables (db/schema/${schema[1]}): call that module's service`,
      );
    }
  }
  for (const match of source.matchAll(/\.transaction\(/g)) {
    const line = source.slice(0, match.index).split('\n').length;
    report(line, 'open transactions with transaction(db, fn) from db/transaction.ts (it retries deadlocks)');
  }
  return problems;
}

export function checkTree(root) {
  const problems = [];
  for (const path of walk(join(root, 'apps/server/src/modules'))) {
    problems.push(...checkFile(toPosix(relative(root, path)), readFileSync(path, 'utf8')));
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkTree(root);
  if (problems.length) {
    console.error(
      `Ownership rules broken (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`,
    );
    process.exit(1);
  }
  console.log('Ownership rules hold: one owner per table, transactions through db/transaction.ts.');
}
