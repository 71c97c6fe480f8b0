import { describe, expect, it } from 'vitest';
import { addDays, instantIn, localTimeIn, mondayOf, offsetMinutesAt, sqlTimeZone, todayIn } from './time.ts';

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

describe('IANA zones and daylight saving', () => {
  it('reads the offset in force at the instant', () => {
    expect(offsetMinutesAt('Europe/Berlin', new Date('2025-01-15T12:00:00Z'))).toBe(60);
    expect(offsetMinutesAt('Europe/Berlin', new Date('2025-07-15T12:00:00Z'))).toBe(120);
    expect(offsetMinutesAt('America/New_York', new Date('2025-07-15T12:00:00Z'))).toBe(-240);
    expect(offsetMinutesAt('UTC-8', new Date('2025-07-15T12:00:00Z'))).toBe(-480);
  });

  it('finds 09:00 on a day either side of a change', () => {
    // Berlin moves to summer time on 2025-03-30.
    expect(instantIn('Europe/Berlin', '2025-03-29', 9).toISOString()).toBe('2025-03-29T08:00:00.000Z');
    expect(instantIn('Europe/Berlin', '2025-03-30', 9).toISOString()).toBe('2025-03-30T07:00:00.000Z');
    expect(instantIn('UTC-8', '2025-03-30', 9).toISOString()).toBe('2025-03-30T17:00:00.000Z');
  });

  it('gives the wall clock and the weekday', () => {
    expect(localTimeIn('Africa/Lagos', new Date('2025-01-06T08:30:00Z'))).toEqual({
      day: '2025-01-06',
      hour: 9,
      weekday: 1,
    });
    expect(localTimeIn('UTC-8', new Date('2025-01-06T03:00:00Z')).weekday).toBe(7);
  });

  it('counts days and finds Mondays', () => {
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(mondayOf('2025-01-12')).toBe('2025-01-06');
    expect(mondayOf('2025-01-06')).toBe('2025-01-06');
  });
});
