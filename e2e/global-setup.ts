import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BrowserServer, chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { findFreePort } from '../apps/server/src/platform/net.ts';
import { startGoogleBooksFake } from '../apps/server/test/fakes/google-books.ts';
import { type SmtpCapture, startSmtpCapture } from '../apps/server/test/smtp-capture.ts';
import {
  databaseUrl,
  dropDatabasesLike,
  startTestPostgres,
  withAdmin,
} from '../apps/server/test/test-database.ts';
// @ts-expect-error: a plain .mjs script without types
import { buildWebIfNeeded } from '../scripts/build-web-if-needed.mjs';
import { CHROMIUM_ARGS, chromiumPath } from './support/chromium.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    /** Empty when no Chromium is installed: browser journeys are then skipped. */
    browserWsEndpoint: string;
    mailboxUrl: string;
    /** The app's database, for journeys that must set what no screen can yet (e.g. a paid plan). */
    databaseUrl: string;
  }
}

const root = fileURLToPath(new URL('..', import.meta.url));

async function waitForHealth(url: string, app: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (app.exitCode !== null)
      throw new Error(`the app exited with code ${app.exitCode} before it was ready`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`the app did not answer ${url}/api/health within ${timeoutMs} ms`);
}

/** The first mail to `to` whose subject contains `subject` (an address may get several mails). */
async function waitForSubject(smtp: SmtpCapture, to: string, subject: string, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const wanted = subject.toLowerCase();
  while (Date.now() < deadline) {
    const found = smtp.messages.find(
      (m) => m.to.includes(to.toLowerCase()) && m.subject.toLowerCase().includes(wanted),
    );
    if (found) return found;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${to} about "${subject}" within ${timeoutMs} ms`);
}

/** The captured mail over loopback HTTP, because test files run in other processes. */
function serveMailbox(smtp: SmtpCapture): Promise<{ server: Server; url: string }> {
  const server = createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const to = url.searchParams.get('to') ?? '';
    const subject = url.searchParams.get('subject');
    const timeout = Number(url.searchParams.get('timeout') ?? 10_000);
    try {
      const mail = subject
        ? await waitForSubject(smtp, to, subject, timeout)
        : await smtp.waitFor(to, timeout);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mail));
    } catch (error) {
      res
        .writeHead(404, { 'content-type': 'application/json' })
        .end(JSON.stringify({ message: String(error) }));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        server,
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
      });
    }),
  );
}

/**
 * Once per run: the real app, built and started as a newcomer would (its own process, a fresh
 * database, mail to a loopback SMTP server), and one Chromium shared by every journey.
 */
export default async function setup(project: TestProject) {
  const executable = chromiumPath();
  if (!executable && process.env.CI) {
    // CI installs Chromium (.ci/run): a missing browser there is a broken install, not a reason to skip.
    throw new Error('CI is set but no Chromium was found at /usr/bin/chromium or CHROME_PATH');
  }
  if (!executable) {
    console.warn(
      '\n[e2e] SKIPPING browser journeys: no Chromium at /usr/bin/chromium and CHROME_PATH is not set.' +
        '\n[e2e] Install it (Debian: apt-get install chromium) or set CHROME_PATH to run them.\n',
    );
    project.provide('baseUrl', '');
    project.provide('browserWsEndpoint', '');
    project.provide('mailboxUrl', '');
    project.provide('databaseUrl', '');
    return;
  }

  buildWebIfNeeded();
  const smtp = await startSmtpCapture();
  // Catalog search answers from a loopback Google Books (Dune, Atomic Habits, The Alchemist, ...).
  const booksApi = await startGoogleBooksFake();
  const mailbox = await serveMailbox(smtp);
  const port = await findFreePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'shelfwise-e2e-'));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    // Not production: the journeys pay on the TEST MODE checkout, which production refuses.
    NODE_ENV: 'development',
    PAYMENTS_SANDBOX: '1',
    PORT: String(port),
    HOST: '127.0.0.1',
    APP_URL: baseUrl,
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    BOOKS_API_URL: booksApi.url,
    LOG_LEVEL: 'warn',
    // As behind one load balancer: journeys that sign up through the API send X-Forwarded-For, so
    // the per-client-address limits see many people rather than one loopback address.
    TRUST_PROXY: '1',
  };
  delete env.DATABASE_URL;
  // The database is started here (TEST_DATABASE_URL, else an embedded server) rather than by the
  // app, so that journeys know its address and can set what no screen can yet (a paid plan).
  const testPostgres = await startTestPostgres();
  const adminUrl = testPostgres.adminUrl;
  const dbName = `sw_e2e_${Date.now().toString(36)}${process.pid.toString(36)}`;
  await withAdmin(adminUrl, (c) => c.query(`CREATE DATABASE "${dbName}"`));
  const appDatabaseUrl = databaseUrl(adminUrl, dbName);
  env.DATABASE_URL = appDatabaseUrl;

  const app = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  let browser: BrowserServer | undefined;
  const teardown = async () => {
    await browser?.close().catch(() => {});
    if (app.exitCode === null) {
      const exited = new Promise((r) => app.once('exit', r));
      app.kill('SIGTERM');
      await exited;
    }
    await new Promise((r) => mailbox.server.close(r));
    await smtp.close();
    await booksApi.close();
    await dropDatabasesLike(adminUrl, dbName);
    await testPostgres.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitForHealth(baseUrl, app, 120_000);
    browser = await chromium.launchServer({
      executablePath: executable,
      headless: true,
      args: CHROMIUM_ARGS,
    });
  } catch (error) {
    await teardown();
    throw error;
  }

  project.provide('baseUrl', baseUrl);
  project.provide('browserWsEndpoint', browser.wsEndpoint());
  project.provide('mailboxUrl', mailbox.url);
  project.provide('databaseUrl', appDatabaseUrl);
  return teardown;
}
