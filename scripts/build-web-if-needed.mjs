// Builds the web app when dist/ is missing or older than any of its sources.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const web = join(root, 'apps/web');
const builtIndex = join(web, 'dist/index.html');

function newestMtime(path) {
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

export function webBuildIsStale() {
  if (!existsSync(builtIndex)) return true;
  const sources = ['src', 'public', 'index.html', 'vite.config.ts'].map((p) => join(web, p));
  sources.push(join(root, 'packages/contract/src'));
  const newestSource = Math.max(...sources.filter(existsSync).map(newestMtime));
  return newestSource > statSync(builtIndex).mtimeMs;
}

export function buildWebIfNeeded() {
  if (!webBuildIsStale()) return;
  console.log('Building the web app…');
  // Vitest sets NODE_ENV=test; a build inheriting it bundles React's development build.
  const env = { ...process.env, NODE_ENV: 'production' };
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], {
    cwd: web,
    stdio: 'inherit',
    env,
  });
  if (result.status !== 0) {
    console.error('The web app failed to build.');
    process.exit(result.status ?? 1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) buildWebIfNeeded();
