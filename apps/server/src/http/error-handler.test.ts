import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import { buildApp } from '../app.ts';
import { conflict } from './errors.ts';

describe('errors leave as { message, code }', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers 404 JSON for an unknown /api path', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toEqual({ message: 'Route GET /api/does-not-exist not found', code: 'NOT_FOUND' });
  });

  it('answers 400 JSON for a malformed JSON body', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/health',
      headers: { 'content-type': 'application/json' },
      payload: '{"oops":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON', code: 'BAD_REQUEST' });
  });
});

describe('route errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('names the field of a validation error, never a stack, and hides SQL of a 500', async () => {
    // The real app with probe routes added, so each kind of error can be provoked.
    const probe = await buildApp({
      config: t.config,
      db: t.db,
      pool: t.pool,
      log: pino({ level: 'silent' }),
    });
    const typed = probe.withTypeProvider<ZodTypeProvider>();
    typed.post(
      '/api/probe/validate',
      { schema: { body: z.object({ email: z.email(), age: z.number().int() }) } },
      async () => ({ ok: true }),
    );
    typed.get('/api/probe/sql', async () => {
      await t.pool.query('SELECT * FROM table_that_does_not_exist');
      return { ok: true };
    });
    typed.get('/api/probe/conflict', async () => {
      throw conflict('Already there');
    });
    await probe.ready();
    try {
      const bad = await probe.inject({
        method: 'POST',
        url: '/api/probe/validate',
        payload: { email: 'x', age: 1 },
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().code).toBe('VALIDATION_ERROR');
      expect(bad.json().message).toMatch(/^email: /);
      // Each refused field apart, so a form can put the sentence beside it.
      expect(bad.json().fields).toEqual([{ field: 'email', message: expect.any(String) }]);
      expect(bad.json().fields[0].message).not.toMatch(/^email: /);

      const sql = await probe.inject({ method: 'GET', url: '/api/probe/sql' });
      expect(sql.statusCode).toBe(500);
      expect(sql.json()).toEqual({
        message: 'Something went wrong on our side. Please try again.',
        code: 'INTERNAL_ERROR',
      });
      expect(sql.body).not.toMatch(/table_that_does_not_exist|at .*\.ts/);

      const c = await probe.inject({ method: 'GET', url: '/api/probe/conflict' });
      expect(c.statusCode).toBe(409);
      expect(c.json()).toEqual({ message: 'Already there', code: 'CONFLICT' });
    } finally {
      await probe.close();
    }
  });
});
