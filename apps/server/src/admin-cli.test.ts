import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUser } from '../test/factories/index.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';

const run = promisify(execFile);
const serverDir = fileURLToPath(new URL('..', import.meta.url));

let t: TestApp;
let dataDir: string;
beforeAll(async () => {
  t = await createTestApp();
  dataDir = mkdtempSync(join(tmpdir(), 'shelfwise-admin-cli-'));
});
afterAll(async () => {
  await t.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** `npm run admin:create -- …` as a person runs it: its own process, on the app's database. */
async function adminCreate(...args: string[]) {
  try {
    const { stdout, stderr } = await run(process.execPath, ['--import', 'tsx', 'src/admin-cli.ts', ...args], {
      cwd: serverDir,
      env: {
        ...process.env,
        DATABASE_URL: t.databaseUrl,
        DATA_DIR: dataDir,
        JWT_SECRET: t.config.JWT_SECRET,
        LOG_LEVEL: 'silent',
        NODE_ENV: 'test',
      },
    });
    return { code: 0, stdout, stderr };
  } catch (error) {
    const e = error as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('npm run admin:create', () => {
  it('promotes an existing account, audited, and says so; a second run changes nothing', async () => {
    const reader = await createUser(t);
    const first = await adminCreate('--email', reader.user.email.toUpperCase());
    expect(first).toMatchObject({ code: 0 });
    expect(first.stdout).toContain('is now an admin');
    const me = await t.app.inject({ method: 'GET', url: '/api/admin/overview', headers: reader.headers });
    expect(me.statusCode).toBe(200);
    const audit = await t.app.inject({
      method: 'GET',
      url: `/api/admin/audit-logs?action=ROLE_CHANGED&target=${reader.user.id}`,
      headers: reader.headers,
    });
    expect(audit.json().data).toEqual([
      expect.objectContaining({
        actor: null,
        before: { role: 'user' },
        after: { role: 'admin' },
        details: { via: 'command line' },
      }),
    ]);
    const second = await adminCreate('--email', reader.user.email);
    expect(second.stdout).toContain('is already an admin');
  });

  it('explains how to create the account first when there is none, and fails', async () => {
    const res = await adminCreate('--email', 'nobody-yet@example.test');
    expect(res.code).toBe(1);
    expect(res.stderr).toContain('No account uses nobody-yet@example.test. Create it first: sign up at');
  });

  it('prints its usage without an email', async () => {
    const res = await adminCreate();
    expect(res.code).toBe(2);
    expect(res.stderr).toContain('Usage: npm run admin:create -- --email');
  });
});
