import { describe, expect, it } from 'vitest';
import { clockText, greetingFor, isDaytime } from './greeting.ts';

const at = (h: number, m = 0) => new Date(2025, 0, 15, h, m, 7);

describe('daytime and greeting (spec §1: daytime is 06:00 to 18:00)', () => {
  it('starts daytime at 06:00 and ends it at 18:00', () => {
    expect(isDaytime(at(5, 59))).toBe(false);
    expect(isDaytime(at(6, 0))).toBe(true);
    expect(isDaytime(at(17, 59))).toBe(true);
    expect(isDaytime(at(18, 0))).toBe(false);
  });

  it('greets by the time of day', () => {
    expect(greetingFor(at(6), 'Ada')).toBe('Good morning, Ada');
    expect(greetingFor(at(11, 59), 'Ada')).toBe('Good morning, Ada');
    expect(greetingFor(at(12), 'Ada')).toBe('Good afternoon, Ada');
    expect(greetingFor(at(18), 'Ada')).toBe('Good evening, Ada');
    expect(greetingFor(at(2), 'Ada')).toBe('Good evening, Ada');
  });

  it('shows the clock with seconds, 24-hour', () => {
    expect(clockText(at(9, 41))).toBe('09:41:07');
    expect(clockText(at(21, 5))).toBe('21:05:07');
  });
});
