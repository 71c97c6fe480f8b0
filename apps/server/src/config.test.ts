import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

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

  it('keeps the TEST MODE checkout off unless PAYMENTS_SANDBOX asks for it, and refuses it in production', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'cfg-'));
    expect(loadConfig({ DATA_DIR: dataDir }).PAYMENTS_SANDBOX).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production' }).PAYMENTS_SANDBOX).toBe(false);
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENTS_SANDBOX: '1' }).PAYMENTS_SANDBOX).toBe(true);
    expect(loadConfig({ DATA_DIR: dataDir, PAYMENTS_SANDBOX: '0' }).PAYMENTS_SANDBOX).toBe(false);
    for (const on of ['1', 'true', 'on']) {
      try {
        loadConfig({ DATA_DIR: dataDir, NODE_ENV: 'production', PAYMENTS_SANDBOX: on });
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
});
