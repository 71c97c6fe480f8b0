#!/usr/bin/env node
// The layering rules of docs/decisions/0005-boundaries.md, checked over every import in the tree.
// `npm run lint` runs it after Biome; it prints each broken rule with file and line and exits 1.
//
// Server (apps/server/src):
//   1. config, logger, db/, platform/, jobs/ and http/ are floors below the modules: they import no
//      module and neither composition-root file (app.ts, wiring.ts). Their tests may build the whole
//      app. (jobs/ is the job queue: modules enqueue through it, it knows none of them.)
//   2. A module imports another module only through that module's index.ts.
//   3. A module's code imports only its own tables from db/schema (one owner per table); test files
//      may read any table to check what happened.
//   4. A module opens transactions only through db/transaction.ts (`transaction(db, fn)`), which
//      runs a deadlock victim or a serialization failure again; a bare `db.transaction(` would not.
// Web (apps/web/src):
//   5. Outside a feature, code imports the feature only through its index.ts; components/ and lib/
//      import no feature.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Which module owns the tables of each schema file; 'platform' means the platform floor. */
export const TABLE_OWNERS = {
  'activity.ts': 'activity',
  'admin.ts': 'admin',
  'billing.ts': 'billing',
  'books.ts': 'books',
  'borrowers.ts': 'borrowers',
  'friends.ts': 'friends',
  'imports.ts': 'imports',
  'loans.ts': 'loans',
  'platform.ts': 'platform',
  'recommendations.ts': 'recommendations',
  'reminders.ts': 'reminders',
  'unsubscribes.ts': 'borrowers',
  'users.ts': 'auth',
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
  const web = 'apps/web/src/';

  if (file.startsWith(server)) {
    const inSrc = file.slice(server.length);
    const floor = /^(db|platform|jobs|http)\//.test(inSrc) || /^(config|logger)\.ts$/.test(inSrc);
    const ownModule = /^modules\/([^/]+)\//.exec(inSrc)?.[1];
    for (const { target, line } of importsOf(source, file)) {
      if (!target.startsWith(server)) continue;
      const to = target.slice(server.length);
      const toModule = /^modules\/([^/]+)\/(.+)$/.exec(to);
      if (floor && !isTest(file) && (toModule || to === 'app.ts' || to === 'wiring.ts')) {
        report(line, `${inSrc.split('/')[0]}/ sits below the modules and may not import ${to}`);
        continue;
      }
      if (ownModule && toModule && toModule[1] !== ownModule && toModule[2] !== 'index.ts') {
        report(
          line,
          `module ${ownModule} reaches into ${to}: import modules/${toModule[1]}/index.ts instead`,
        );
      }
      const schema = /^db\/schema\/([^/]+)$/.exec(to);
      if (ownModule && schema && !isTest(file)) {
        const owner = TABLE_OWNERS[schema[1]];
        if (schema[1] === 'index.ts') {
          report(
            line,
            `module ${ownModule} imports every table (db/schema/index.ts): import its own schema file`,
          );
        } else if (owner !== ownModule) {
          report(line, `module ${ownModule} touches ${owner}'s tables (${to}): call that module's service`);
        }
      }
    }
    if (ownModule && !isTest(file)) {
      for (const match of source.matchAll(/\.transaction\(/g)) {
        const line = source.slice(0, match.index).split('\n').length;
        report(
          line,
          'open transactions with transaction(db, fn) from db/transaction.ts (it retries deadlocks)',
        );
      }
    }
  }

  if (file.startsWith(web)) {
    const inSrc = file.slice(web.length);
    const ownFeature = /^features\/([^/]+)\//.exec(inSrc)?.[1];
    const shared = /^(components|lib)\//.test(inSrc);
    for (const { target, line } of importsOf(source, file)) {
      if (!target.startsWith(web)) continue;
      const to = /^features\/([^/]+)\/(.+)$/.exec(target.slice(web.length));
      if (!to || to[1] === ownFeature) continue;
      if (shared) report(line, `${inSrc.split('/')[0]}/ is shared UI and may not import features/${to[1]}`);
      else if (to[2] !== 'index.ts') {
        report(
          line,
          `${target.slice(web.length)} is inside feature ${to[1]}: import features/${to[1]}/index.ts`,
        );
      }
    }
  }
  return problems;
}

export function checkTree(root) {
  const problems = [];
  for (const dir of ['apps/server/src', 'apps/web/src']) {
    for (const path of walk(join(root, dir))) {
      problems.push(...checkFile(toPosix(relative(root, path)), readFileSync(path, 'utf8')));
    }
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const problems = checkTree(root);
  if (problems.length) {
    console.error(`Layering rules broken (${problems.length}):\n${problems.map((p) => `  ${p}`).join('\n')}`);
    process.exit(1);
  }
  console.log(
    'Layering rules hold: floors import no module, modules meet through index.ts, one owner per table.',
  );
}
