#!/usr/bin/env node
// `npm run release`: builds the production release tree in ./release (or --out DIR), the one thing
// the Dockerfile ships and CI starts (docs/decisions/0026-release-and-runtime.md):
//   1. a clean install (`npm ci`) — skipped with --no-install, for CI's checkout that `npm ci` just
//      made;
//   2. the web app (Vite) into apps/web/dist and the server (esbuild) into apps/server/dist;
//   3. a tree of its own holding those two builds, the migrations, and a separate
//      `npm ci --omit=dev` of only what the server needs at run time: no tsx, no Vite, no test code.
// Run it with `node release/apps/server/dist/main.js` from inside release/ (or `npm start` there).
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { buildServer } from './build-server.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: { out: { type: 'string', default: 'release' }, 'no-install': { type: 'boolean', default: false } },
  strict: true,
});
const out = resolve(root, values.out);

/** The workspaces the server runs from; their production dependencies are all that is installed. */
const RUNTIME_WORKSPACES = ['@shelfwise/server', '@shelfwise/contract'];

/** What `npm start` and friends do inside the release tree. */
const RELEASE_SCRIPTS = {
  start: 'node --enable-source-maps apps/server/dist/main.js',
  'db:migrate': 'node --enable-source-maps apps/server/dist/db-migrate-cli.js',
  'admin:create': 'node --enable-source-maps apps/server/dist/admin-cli.js',
};

const started = Date.now();
const step = (what) => console.log(`\n== release: ${what} (${((Date.now() - started) / 1000).toFixed(0)} s)`);

function run(command, args, options = {}) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', ...options });
  if (result.status !== 0) {
    console.error(`release: \`${command} ${args.join(' ')}\` failed`);
    process.exit(result.status ?? 1);
  }
}

if (!values['no-install']) {
  step('clean install');
  run('npm', ['ci', '--no-fund', '--no-audit']);
}

step('web app');
// Vitest or a shell may have NODE_ENV=test; a production build needs React's production build.
run('npx', ['vite', 'build', '--logLevel', 'warn'], {
  cwd: join(root, 'apps/web'),
  env: { ...process.env, NODE_ENV: 'production' },
});

step('server');
await buildServer();

step(`release tree in ${out}`);
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });
const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
// Dependencies stay as they are, so the lockfile still matches and `npm ci` installs exactly it.
writeFileSync(
  join(out, 'package.json'),
  `${JSON.stringify({ ...manifest, scripts: RELEASE_SCRIPTS }, null, 2)}\n`,
);
for (const file of ['package-lock.json', '.npmrc']) cpSync(join(root, file), join(out, file));
for (const workspace of manifest.workspaces.flatMap(expandWorkspace)) {
  mkdirSync(join(out, workspace), { recursive: true });
  cpSync(join(root, workspace, 'package.json'), join(out, workspace, 'package.json'));
}
cpSync(join(root, 'apps/server/dist'), join(out, 'apps/server/dist'), { recursive: true });
cpSync(join(root, 'apps/web/dist'), join(out, 'apps/web/dist'), { recursive: true });

step('production dependencies of the server');
run(
  'npm',
  ['ci', '--omit=dev', '--no-fund', '--no-audit', ...RUNTIME_WORKSPACES.flatMap((w) => ['--workspace', w])],
  { cwd: out, env: { ...process.env, NODE_ENV: 'production' } },
);

step('done');
const size = spawnSync('du', ['-sh', out], { encoding: 'utf8' }).stdout?.trim();
console.log(`release tree: ${size ?? out}`);
console.log(`start it: cd ${values.out} && NODE_ENV=production JWT_SECRET=… DATABASE_URL=… npm start`);

/** `apps/*` → the folders it names, relative to the root. */
function expandWorkspace(pattern) {
  if (!pattern.endsWith('/*')) return [pattern];
  const parent = pattern.slice(0, -2);
  return readdirSync(join(root, parent))
    .map((name) => `${parent}/${name}`)
    .filter((folder) => existsSync(join(root, folder, 'package.json')));
}
