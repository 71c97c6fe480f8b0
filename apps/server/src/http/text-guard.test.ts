import { describe, expect, it } from 'vitest';
import { findUnsafeText, hasUnsafeText } from './text-guard.ts';

describe('hasUnsafeText', () => {
  it('finds NUL and unpaired surrogates, and lets paired ones (emoji) and other text through', () => {
    expect(hasUnsafeText('a\u0000b')).toBe(true);
    expect(hasUnsafeText('\ud83d')).toBe(true);
    expect(hasUnsafeText('\ude00x')).toBe(true);
    expect(hasUnsafeText('x\ude00\ud83d')).toBe(true);
    expect(hasUnsafeText('Ọ̀rọ̀ 📚 Δ עברית 東京 \u0001')).toBe(false);
  });
});

describe('findUnsafeText', () => {
  it('names the first offending field in the order it was written, keys included', () => {
    expect(findUnsafeText({ a: 'ok', b: ['ok', { c: 'x\u0000' }], d: '\ud800' })).toEqual({
      path: 'b.1.c',
      isKey: false,
    });
    expect(findUnsafeText({ settings: { 'we\u0000ird': true } })).toEqual({ path: 'settings', isKey: true });
    expect(findUnsafeText({ a: 1, b: null, c: [true] })).toBeNull();
    expect(findUnsafeText(undefined)).toBeNull();
  });

  it('walks a body nested far deeper than the call stack would allow', () => {
    let deep: unknown = 'end\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findUnsafeText(deep)?.isKey).toBe(false);
  });
});
