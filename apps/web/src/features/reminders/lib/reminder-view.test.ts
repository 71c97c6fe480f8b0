import { describe, expect, it } from 'vitest';
import { dayFromToday } from './dates.ts';
import { suggestedReminderDay } from './reminder-view.ts';

describe('the day a reminder for a loan is suggested for', () => {
  const now = new Date(2026, 10, 28, 9, 0); // 28 November 2026, the viewer's calendar

  it('is the plan’s lead before the due date', () => {
    expect(suggestedReminderDay('2026-12-10', 3, now)).toBe('2026-12-07');
    expect(suggestedReminderDay('2026-12-10', 2, now)).toBe('2026-12-08');
    // Across a month's end.
    expect(suggestedReminderDay('2027-01-02', 3, now)).toBe('2026-12-30');
  });

  it('takes 3 days when the plan has no automatic reminders', () => {
    expect(suggestedReminderDay('2026-12-10', 0, now)).toBe('2026-12-07');
    expect(suggestedReminderDay('2026-12-10', undefined, now)).toBe('2026-12-07');
  });

  it('is never before tomorrow, for a loan due soon or already overdue', () => {
    const tomorrow = dayFromToday(1, now);
    expect(suggestedReminderDay('2026-11-30', 3, now)).toBe(tomorrow);
    expect(suggestedReminderDay('2026-11-01', 3, now)).toBe(tomorrow);
    expect(suggestedReminderDay('not a day', 3, now)).toBe(tomorrow);
  });
});
