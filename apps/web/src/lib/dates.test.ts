import { afterEach, describe, expect, it } from 'vitest';
import { dueState, formatDate, intlTimeZone, isDueSoon, setDisplayTimeZone, todayInZone } from './dates.ts';

describe('dates in the reader’s timezone setting', () => {
  afterEach(() => setDisplayTimeZone(null));

  it('reads the settings’ fixed offsets and IANA zones as Intl time zones', () => {
    expect(intlTimeZone('UTC')).toBe('UTC');
    expect(['-08:00', 'Etc/GMT+8']).toContain(intlTimeZone('UTC-8'));
    expect(['+01:00', 'Etc/GMT-1']).toContain(intlTimeZone('UTC+1'));
    expect(intlTimeZone('Africa/Lagos')).toBe('Africa/Lagos');
    expect(intlTimeZone('Mars/Olympus_Mons')).toBeUndefined();
    expect(intlTimeZone(undefined)).toBeUndefined();
  });

  it('shows a moment on its day in the setting’s zone, and a calendar day as that day everywhere', () => {
    // 03:00 UTC on Jan 5 is still Jan 4 at UTC-8.
    setDisplayTimeZone('UTC-8');
    expect(formatDate('2025-01-05T03:00:00.000Z')).toBe('Jan 4, 2025');
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    setDisplayTimeZone('UTC+1');
    expect(formatDate('2025-01-05T03:00:00.000Z')).toBe('Jan 5, 2025');
    expect(formatDate('2025-01-05')).toBe('Jan 5, 2025');
    expect(formatDate(null)).toBe('—');
  });

  it('counts today, due soon and overdue by the day in the setting’s zone', () => {
    // 03:00 UTC on Jan 5 is Jan 4 at UTC-8 and Jan 5 at UTC+1.
    const now = new Date('2025-01-05T03:00:00.000Z');
    setDisplayTimeZone('UTC-8');
    expect(todayInZone(now)).toBe('2025-01-04');
    expect(dueState('2025-01-04', undefined, now)).toBe('soon'); // due today: not late yet
    expect(dueState('2025-01-07', undefined, now)).toBe('soon'); // 3 days: the default lead
    expect(dueState('2025-01-08', undefined, now)).toBe('out');
    expect(dueState('2025-01-08', 4, now)).toBe('soon'); // the reader's own lead
    setDisplayTimeZone('UTC+1');
    expect(todayInZone(now)).toBe('2025-01-05');
    expect(dueState('2025-01-04', undefined, now)).toBe('overdue');
    expect(isDueSoon('2025-01-08', undefined, now)).toBe(true);
    expect(isDueSoon('soon', undefined, now)).toBe(false);
  });
});
