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

  it('greets by the time of day, and never with a good evening in the small hours', () => {
    expect(greetingFor(at(4, 28), 'Ada')).toBe('Hello, Ada');
    expect(greetingFor(at(5), 'Ada')).toBe('Good morning, Ada');
    expect(greetingFor(at(11, 59), 'Ada')).toBe('Good morning, Ada');
    expect(greetingFor(at(12), 'Ada')).toBe('Good afternoon, Ada');
    expect(greetingFor(at(18), 'Ada')).toBe('Good evening, Ada');
    expect(greetingFor(at(23, 59), 'Ada')).toBe('Good evening, Ada');
    expect(greetingFor(at(0, 30), 'Ada')).toBe('Hello, Ada');
  });

  it('reads the hour in the reader’s zone, not the machine’s', () => {
    // 03:28 UTC is 04:28 in Lagos and 22:28 the day before in New York.
    const moment = new Date(Date.UTC(2025, 0, 15, 3, 28, 7));
    expect(greetingFor(moment, 'Ada', 'Africa/Lagos')).toBe('Hello, Ada');
    expect(greetingFor(moment, 'Ada', 'America/New_York')).toBe('Good evening, Ada');
    expect(clockText(moment, 'Africa/Lagos')).toBe('04:28:07');
    expect(isDaytime(moment, 'Asia/Tokyo')).toBe(true);
  });

  it('shows the clock with seconds, 24-hour', () => {
    expect(clockText(at(9, 41))).toBe('09:41:07');
    expect(clockText(at(21, 5))).toBe('21:05:07');
    expect(clockText(at(0, 5))).toBe('00:05:07');
  });
});
