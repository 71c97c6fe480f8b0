import { describe, expect, it } from 'vitest';
import { sqlTimeZone, todayIn } from './time.ts';

describe('todayIn', () => {
  // 2025-01-05 03:30 UTC: still the 4th in California, already the 5th in Lagos.
  const now = new Date('2025-01-05T03:30:00Z');

  it('applies the settings offsets', () => {
    expect(todayIn('UTC-8', now)).toBe('2025-01-04');
    expect(todayIn('UTC-5', now)).toBe('2025-01-04');
    expect(todayIn('UTC', now)).toBe('2025-01-05');
    expect(todayIn('UTC+1', now)).toBe('2025-01-05');
  });

  it('crosses the date line forwards too', () => {
    expect(todayIn('UTC+1', new Date('2025-01-04T23:30:00Z'))).toBe('2025-01-05');
  });

  it('honours IANA names and falls back to UTC for nonsense', () => {
    expect(todayIn('America/Los_Angeles', now)).toBe('2025-01-04');
    expect(todayIn('not a zone', now)).toBe('2025-01-05');
    expect(todayIn(undefined, now)).toBe('2025-01-05');
  });
});

describe('sqlTimeZone', () => {
  it('turns fixed offsets into zones PostgreSQL reads the right way round', () => {
    expect(sqlTimeZone('UTC-8')).toBe('Etc/GMT+8');
    expect(sqlTimeZone('UTC+1')).toBe('Etc/GMT-1');
    expect(sqlTimeZone('UTC')).toBe('UTC');
    expect(sqlTimeZone('UTC+5:30')).toBe('UTC-05:30');
  });

  it('passes IANA names through and falls back to UTC', () => {
    expect(sqlTimeZone('Africa/Lagos')).toBe('Africa/Lagos');
    expect(sqlTimeZone('Mars/Olympus')).toBe('UTC');
    expect(sqlTimeZone(undefined)).toBe('UTC');
  });
});
