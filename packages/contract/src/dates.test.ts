import { describe, expect, it } from 'vitest';
import { calendarDateSchema, isCalendarDate } from './dates.ts';

describe('isCalendarDate', () => {
  it('accepts days that exist, leap days included', () => {
    for (const day of ['2025-01-31', '2032-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(day), day).toBe(true);
    }
  });
  it('refuses days that do not exist or are not YYYY-MM-DD', () => {
    for (const day of [
      '2030-02-30',
      '2030-02-29',
      '1900-02-29',
      '2030-13-01',
      '2030-00-10',
      '2031-04-31',
      '2030-1-1',
      '',
    ]) {
      expect(isCalendarDate(day), day).toBe(false);
    }
  });
});

describe('calendarDateSchema', () => {
  const schema = calendarDateSchema('Return date');
  it('keeps the day of a full ISO timestamp', () => {
    expect(schema.parse('2030-02-28T23:00:00.000Z')).toBe('2030-02-28');
  });
  it('names the field in its messages', () => {
    expect(schema.safeParse('2030-02-30').error?.issues[0]?.message).toBe('Return date is not a valid date');
    expect(schema.safeParse('tomorrow').error?.issues[0]?.message).toBe(
      'Return date must be a date like 2025-01-31',
    );
    expect(schema.safeParse('2030-02-28Tnonsense').success).toBe(false);
  });
});
