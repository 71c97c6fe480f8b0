#!/usr/bin/env node
// `node scripts/check-release.mjs [--dir release] [--node /path/to/node]`: starts the release tree
// the way the image does (NODE_ENV=production, JWT_SECRET set, `node apps/server/dist/main.js`),
// asks /api/health/ready, /api/health/live and /, then stops it with SIGTERM and expects a clean
// exit. With a PostgreSQL on 127.0.0.1:5432 (TEST_DATABASE_URL, or postgres@127.0.0.1) it runs on a
// throwaway database there; without one, on the embedded database in a temporary DATA_DIR.
// It also refuses a tree holding a development tool (tsx, Vite, Vitest, esbuild), and checks that
// the Dockerfile's steps still name this release (this machine cannot build the image).
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import pg from 'pg';

const root = fileURLToPath(new URL('..', import.meta.url));
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'release' },
    node: { type: 'string', default: process.execPath },
  },
  strict: true,
});
const dir = resolve(root, values.dir);
const READY_WITHIN_MS = 90_000;
const started = Date.now();
const fail = (message) => {
  console.error(`check-release: ${message}`);
  process.exitCode = 1;
};

for (const tool of ['tsx', 'vite', 'vitest', 'esbuild', '@vitejs']) {
  if (existsSync(join(dir, 'node_modules', tool))) fail(`the release tree holds ${tool}`);
}
if (!existsSync(join(dir, 'apps/server/dist/main.js'))) fail(`${dir} holds no apps/server/dist/main.js`);
checkDockerfile();
if (process.exitCode) process.exit();

/**
 * No container daemon here to build the image: at least its steps must name what this script
 * checks: the release script's default output, the entry point and the readiness route.
 */
function checkDockerfile() {
  const dockerfile = readFileSync(join(root, 'Dockerfile'), 'utf8');
  const expect = [
    [/^RUN .*node scripts\/release\.mjs$/m, 'the build stage runs `node scripts/release.mjs`'],
    [/^COPY --from=build \/src\/release\/ \.\/$/m, 'the runtime stage copies /src/release/ only'],
    [/^WORKDIR \/src$/m, 'the build stage works in /src'],
    [/^USER node$/m, 'the runtime stage runs as node'],
    [/^HEALTHCHECK [\s\S]*\/api\/health\/ready/m, 'HEALTHCHECK asks /api/health/ready'],
    [
      /^CMD \["node", "--enable-source-maps", "apps\/server\/dist\/main\.js"\]$/m,
      'CMD runs apps/server/dist/main.js',
    ],
  ];
  for (const [pattern, what] of expect) if (!pattern.test(dockerfile)) fail(`Dockerfile: expected ${what}`);
  const compose = readFileSync(join(root, 'compose.yaml'), 'utf8');
  for (const [, source] of compose.matchAll(/- \.\/([^:\s]+):/g)) {
    if (!existsSync(join(root, source))) fail(`compose.yaml mounts ./${source}, which does not exist`);
  }
}

const tcpAnswers = (port) =>
  new Promise((done) => {
    const socket = new Socket();
    socket.setTimeout(1000);
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
    socket.connect(port, '127.0.0.1');
  });

const freePort = () =>
  new Promise((done) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });

const dataDir = mkdtempSync(join(tmpdir(), 'shelfwise-release-'));
chmodSync(dataDir, 0o755); // the embedded server runs as the postgres user when we are root
const env = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  NODE_ENV: 'production',
  JWT_SECRET: randomBytes(48).toString('base64url'),
  PORT: String(await freePort()),
  HOST: '127.0.0.1',
  DATA_DIR: join(dataDir, 'data'),
  LOG_LEVEL: 'warn',
};

let admin;
let database;
if (await tcpAnswers(5432)) {
  const adminUrl = process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
  admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  database = `shelfwise_release_${process.pid}`;
  await admin.query(`CREATE DATABASE ${database}`);
  const url = new URL(adminUrl);
  url.pathname = `/${database}`;
  env.DATABASE_URL = url.toString();
  console.log(`check-release: on a throwaway database ${database} of 127.0.0.1:5432`);
} else {
  console.log('check-release: no PostgreSQL on 127.0.0.1:5432, on the embedded database');
}

const child = spawn(values.node, ['--enable-source-maps', 'apps/server/dist/main.js'], {
  cwd: dir,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
let log = '';
child.stdout.on('data', (chunk) => {
  log += chunk;
});
child.stderr.on('data', (chunk) => {
  log += chunk;
});
const exited = new Promise((done) => child.once('exit', (code, signal) => done({ code, signal })));

const base = `http://127.0.0.1:${env.PORT}`;
async function get(path) {
  const res = await fetch(`${base}${path}`, { signal: AbortSignal.timeout(5000) });
  return { status: res.status, type: res.headers.get('content-type') ?? '', body: await res.text() };
}

try {
  let ready;
  while (!ready && Date.now() - started < READY_WITHIN_MS && child.exitCode === null) {
    ready = await get('/api/health/ready').then(
      (r) => (r.status === 200 ? r : undefined),
      () => undefined,
    );
    if (!ready) await new Promise((r) => setTimeout(r, 250));
  }
  if (!ready) throw new Error(`no ready answer within ${READY_WITHIN_MS / 1000} s`);
  const version = await new Promise((done) => {
    const p = spawn(values.node, ['--version'], { stdio: ['ignore', 'pipe', 'ignore'] });
    let out = '';
    p.stdout.on('data', (c) => {
      out += c;
    });
    p.once('exit', () => done(out.trim()));
  });
  console.log(
    `check-release: /api/health/ready ${ready.body} on Node ${version} after ${Date.now() - started} ms`,
  );
  const live = await get('/api/health/live');
  if (live.status !== 200) throw new Error(`/api/health/live answered ${live.status}`);
  const page = await get('/');
  if (page.status !== 200 || !page.type.startsWith('text/html') || !page.body.includes('<div id="root">')) {
    throw new Error(`/ did not answer the web app (${page.status} ${page.type})`);
  }
  console.log('check-release: /api/health/live and the web app answer');
} catch (error) {
  fail(error.message);
} finally {
  child.kill('SIGTERM');
  const { code, signal } = await Promise.race([
    exited,
    new Promise((done) => setTimeout(() => done({ code: 'none within 30 s' }), 30_000)),
  ]);
  if (code !== 0) {
    child.kill('SIGKILL');
    fail(`after SIGTERM it exited with ${code ?? signal}`);
  }
  if (process.exitCode) console.error(`its log:\n${log}`);
  else console.log(`check-release: stopped cleanly on SIGTERM; ${Date.now() - started} ms in all`);
  if (admin) {
    await admin.query(`DROP DATABASE IF EXISTS ${database} WITH (FORCE)`);
    await admin.end();
  }
  rmSync(dataDir, { recursive: true, force: true });
}
