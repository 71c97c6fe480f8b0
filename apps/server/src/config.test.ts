import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const secret = 'a-secret-of-forty-characters-0123456789x';

describe('loadConfig', () => {
  it('applies the defaults of the architecture table', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.PORT).toBe(3000);
    expect(config.HOST).toBe('0.0.0.0');
    expect(config.APP_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.SMTP_URL).toBeUndefined();
  });

  it('builds APP_URL from PORT when only PORT is set, so emailed links reach this server', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '4100' }).APP_URL).toBe('http://localhost:4100');
    expect(loadConfig({ DATA_DIR: dataDir, PORT: '4100', APP_URL: 'https://books.example/' }).APP_URL).toBe(
      'https://books.example',
    );
  });

  it('generates the JWT secret once and keeps it in DATA_DIR', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const first = loadConfig({ DATA_DIR: dataDir }).JWT_SECRET;
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(loadConfig({ DATA_DIR: dataDir }).JWT_SECRET).toBe(first);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(first);
  });

  it('lists every bad variable at once', () => {
    try {
      loadConfig({ PORT: 'eighty', APP_URL: 'not a url', DATABASE_URL: 'nope', JWT_SECRET: 'short' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const problems = (error as ConfigError).problems.join('\n');
      for (const name of ['PORT', 'APP_URL', 'DATABASE_URL', 'JWT_SECRET']) expect(problems).toContain(name);
    }
  });

  it('keeps the session cache on with a 5 s revocation bound, and refuses a bound the heartbeat cannot meet', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config.SESSION_CACHE).toBe('on');
    expect(config.SESSION_CACHE_HEARTBEAT_MS).toBe(2000);
    expect(config.SESSION_CACHE_STALE_MS).toBe(5000);
    expect(loadConfig({ DATA_DIR: dataDir, SESSION_CACHE: 'off' }).SESSION_CACHE).toBe('off');
    expect(() => loadConfig({ DATA_DIR: dataDir, SESSION_CACHE: 'no' })).toThrow(/SESSION_CACHE/);
    expect(() =>
      loadConfig({ DATA_DIR: dataDir, SESSION_CACHE_HEARTBEAT_MS: '5000', SESSION_CACHE_STALE_MS: '5000' }),
    ).toThrow(/SESSION_CACHE_STALE_MS/);
  });

  it('refuses production without JWT_SECRET, and keeps the generated secret in DATA_DIR elsewhere', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    try {
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'JWT_SECRET: is required with NODE_ENV=production (at least 32 characters, the same on every instance; e.g. `openssl rand -base64 48`)',
      ]);
    }
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    expect(() => loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: 'short' })).toThrow(
      /JWT_SECRET: must be at least 32 characters/,
    );
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: secret }).JWT_SECRET).toBe(
      secret,
    );
    // Outside production: generated once into DATA_DIR, the same on the next start.
    const generated = loadConfig({ DATA_DIR: dataDir }).JWT_SECRET;
    expect(generated.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dataDir, 'jwt-secret'), 'utf8').trim()).toBe(generated);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'test' }).JWT_SECRET).toBe(generated);
  });

  it('keeps the TEST MODE checkout off unless PAYMENTS_SANDBOX asks for it, and refuses it in production', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dataDir }).PAYMENTS_SANDBOX).toBe(false);
    expect(
      loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: secret }).PAYMENTS_SANDBOX,
    ).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENTS_SANDBOX: '1' }).PAYMENTS_SANDBOX).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENTS_SANDBOX: '0' }).PAYMENTS_SANDBOX).toBe(false);
    for (const on of ['1', 'true', 'on']) {
      try {
        loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', JWT_SECRET: secret, PAYMENTS_SANDBOX: on });
        expect.unreachable();
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        expect((error as ConfigError).problems).toEqual([
          'PAYMENTS_SANDBOX: is refused with NODE_ENV=production (its TEST MODE checkout gives paid plans without payment)',
        ]);
      }
    }
    expect(() => loadConfig({ DATA_DIR: dataDir, PAYMENTS_SANDBOX: 'maybe' })).toThrow(/PAYMENTS_SANDBOX/);
  });

  it('keeps webhooks off private addresses unless WEBHOOKS_ALLOW_PRIVATE asks, and refuses it in production', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dataDir }).WEBHOOKS_ALLOW_PRIVATE).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, WEBHOOKS_ALLOW_PRIVATE: '1' }).WEBHOOKS_ALLOW_PRIVATE).toBe(true);
    try {
      loadConfig({
        DATA_DIR: dataDir,
        NODE_ENV: 'production',
        JWT_SECRET: secret,
        WEBHOOKS_ALLOW_PRIVATE: '1',
      });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems).toEqual([
        'WEBHOOKS_ALLOW_PRIVATE: is refused with NODE_ENV=production (webhooks could reach private and internal addresses)',
      ]);
    }
  });

  it('stops main.ts with NODE_ENV=production and no JWT_SECRET: exit 1, one line saying why', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'shelfwise-no-secret-'));
    try {
      const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
        cwd: fileURLToPath(new URL('../../..', import.meta.url)),
        env: { PATH: process.env.PATH, NODE_ENV: 'production', DATA_DIR: dataDir },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout.on('data', (chunk) => {
        output += chunk;
      });
      child.stderr.on('data', (chunk) => {
        output += chunk;
      });
      const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
      expect(code).toBe(1);
      expect(output).toContain('  - JWT_SECRET: is required with NODE_ENV=production');
      expect(output).not.toContain('is ready');
      // Nothing generated: a production instance never signs with a secret of its own.
      expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
