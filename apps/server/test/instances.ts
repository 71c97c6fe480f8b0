import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../src/platform/net.ts';

/**
 * Real server processes (main.ts, production mode) and nginx in front of them, for the tests that
 * run Shelfwise as a self-hoster does (decision 0027). Debian's nginx at /usr/sbin/nginx (.ci/run
 * installs it); without it those tests are skipped with a printed reason.
 */
export const NGINX = process.env.NGINX_PATH ?? '/usr/sbin/nginx';
export const hasNginx = existsSync(NGINX);
if (!hasNginx) console.warn(`two-instances.test.ts skipped: no nginx at ${NGINX} (apt-get install nginx)`);

const root = fileURLToPath(new URL('../../..', import.meta.url));

export interface Instance {
  name: string;
  port: number;
  url: string;
  child: ChildProcess;
  output: () => string;
  exited: Promise<number | null>;
}

export const redisAnswers = () =>
  new Promise<boolean>((resolve) => {
    const socket = connect(6379, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

export async function waitReady(url: string, child: ChildProcess, output: () => string): Promise<void> {
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`exited before it was ready:\n${output()}`);
    const ok = await fetch(`${url}/api/health/ready`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    if (Date.now() > deadline) throw new Error(`did not start:\n${output()}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

export async function startInstance(name: string, env: Record<string, string>): Promise<Instance> {
  const port = await findFreePort();
  const dataDir = mkdtempSync(join(tmpdir(), `shelfwise-${name}-`));
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      TRUST_PROXY: '1',
      LOG_LEVEL: 'warn',
      SCHEDULER_INTERVAL_MS: '1000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.on('data', (c) => {
    output += c;
  });
  child.stderr?.on('data', (c) => {
    output += c;
  });
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      rmSync(dataDir, { recursive: true, force: true });
      resolve(code);
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  return { name, port, url, child, output: () => output, exited };
}

export async function startNginx(ports: number[]): Promise<{ url: string; stop(): Promise<void> }> {
  const port = await findFreePort();
  const prefix = mkdtempSync(join(tmpdir(), 'shelfwise-nginx-'));
  const conf = join(prefix, 'nginx.conf');
  // Round-robin over both; a refused connection or a 502/503 (an instance shutting down) is tried
  // on the other one for requests that may be repeated (GET, HEAD; never a POST that was sent).
  writeFileSync(
    conf,
    `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream shelfwise {
${ports.map((p) => `    server 127.0.0.1:${p} max_fails=1 fail_timeout=10s;`).join('\n')}
    keepalive 16;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 6m;
    location / {
      proxy_pass http://shelfwise;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Request-Id $request_id;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`,
  );
  const child = spawn(NGINX, ['-p', prefix, '-c', conf, '-g', 'daemon off;'], { stdio: 'ignore' });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 10_000;
  while (
    !(await fetch(`${url}/api/health`).then(
      () => true,
      () => false,
    ))
  ) {
    if (Date.now() > deadline) throw new Error('nginx did not start');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    url,
    async stop() {
      const gone = new Promise((r) => child.once('exit', r));
      child.kill('SIGQUIT');
      await gone;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}
