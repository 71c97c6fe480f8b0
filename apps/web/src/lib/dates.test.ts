import { afterEach, describe, expect, it } from 'vitest';
import { formatDate, intlTimeZone, setDisplayTimeZone } from './dates.ts';

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
});
