#!/usr/bin/env node
// `npm run build:server`: compiles the server (and the contract package it imports) to JavaScript
// in apps/server/dist, for production (docs/decisions/0026-release-and-runtime.md).
//
// esbuild bundles our own code (apps/server/src and @shelfwise/*) into ES modules; every npm
// dependency stays an import, loaded from node_modules at run time. What the server reads from
// disk is found relative to the compiled files exactly as relative to the sources:
//   - apps/server/dist/migrations   (copied from src/db/migrations; db/migrate.ts: './migrations')
//   - apps/web/dist                 (main.ts: '../../web/dist', same depth as src/main.ts)
//   - the PDF fonts                 (resolved from node_modules through their packages)
// Type checking is not done here: `npm run typecheck` does it (in CI, before this runs).
import { cpSync, existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = fileURLToPath(new URL('..', import.meta.url));
const server = join(root, 'apps/server');
const outdir = join(server, 'dist');

/** Entry points: the server, and the two commands an operator runs beside it. */
export const serverEntries = ['main', 'admin-cli', 'db/migrate-cli'];

/** Bare imports are npm packages, left to node_modules; our workspace packages are compiled in. */
const dependenciesStayExternal = {
  name: 'dependencies-stay-external',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@shelfwise/') ? undefined : { path: args.path, external: true },
    );
  },
};

export async function buildServer() {
  rmSync(outdir, { recursive: true, force: true });
  await build({
    absWorkingDir: root,
    entryPoints: Object.fromEntries(
      serverEntries.map((e) => [e.replace('/', '-'), join(server, `src/${e}.ts`)]),
    ),
    outdir,
    bundle: true,
    // Shared code in chunks beside the entries (not in a subfolder: the paths above are relative
    // to whichever file holds the code).
    splitting: true,
    chunkNames: '[name]-[hash]',
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    sourcemap: true,
    legalComments: 'none',
    logLevel: 'warning',
    plugins: [dependenciesStayExternal],
  });
  cpSync(join(server, 'src/db/migrations'), join(outdir, 'migrations'), { recursive: true });
  if (!existsSync(join(outdir, 'migrations/meta/_journal.json'))) {
    throw new Error('the migrations journal was not copied into apps/server/dist/migrations');
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildServer();
  console.log(`server compiled into apps/server/dist in ${Date.now() - started} ms`);
}
