import { describe, expect, it } from 'vitest';
import { databaseTroubleOf } from './pg-error.ts';

const wrapped = (cause: unknown) => Object.assign(new Error('Failed query: select 1'), { cause });

describe('databaseTroubleOf', () => {
  it('recognises an unreachable server through Drizzle’s wrapping', () => {
    expect(databaseTroubleOf(wrapped(Object.assign(new Error('connect'), { code: 'ECONNREFUSED' })))).toBe(
      'unreachable',
    );
    expect(databaseTroubleOf(wrapped(new Error('timeout expired')))).toBe('unreachable');
    expect(databaseTroubleOf(new Error('Connection terminated unexpectedly'))).toBe('unreachable');
    expect(databaseTroubleOf(Object.assign(new Error('shutting down'), { code: '57P01' }))).toBe(
      'unreachable',
    );
    expect(
      databaseTroubleOf(
        new AggregateError([Object.assign(new Error('x'), { code: 'ECONNREFUSED' })], 'all failed'),
      ),
    ).toBe('unreachable');
  });

  it('recognises our own time-outs firing', () => {
    expect(
      databaseTroubleOf(wrapped(Object.assign(new Error('canceling statement'), { code: '57014' }))),
    ).toBe('timeout');
    expect(databaseTroubleOf(Object.assign(new Error('lock timeout'), { code: '55P03' }))).toBe('timeout');
    expect(databaseTroubleOf(new Error('Query read timeout'))).toBe('timeout');
  });

  it('leaves errors that are bugs or bad requests alone', () => {
    expect(databaseTroubleOf(Object.assign(new Error('duplicate'), { code: '23505' }))).toBeUndefined();
    expect(databaseTroubleOf(Object.assign(new Error('no such table'), { code: '42P01' }))).toBeUndefined();
    expect(databaseTroubleOf(new Error('something timeout expired in the mail server'))).toBeUndefined();
    expect(databaseTroubleOf(undefined)).toBeUndefined();
  });
});
