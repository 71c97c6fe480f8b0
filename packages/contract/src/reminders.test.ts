import { describe, expect, it } from 'vitest';
import { activityQuerySchema } from './activity.ts';
import { registerBodySchema } from './auth.ts';
import { createReminderSchema, reminderScheduleSchema } from './reminders.ts';
import { isValidTimezone, updateSettingsBodySchema } from './users.ts';

describe('timezones', () => {
  it('accept the spec’s fixed offsets and IANA zones, and nothing else', () => {
    for (const zone of ['UTC-8', 'UTC-5', 'UTC', 'UTC+1', 'UTC+5:30', 'Africa/Lagos', 'America/New_York']) {
      expect(isValidTimezone(zone), zone).toBe(true);
    }
    for (const zone of ['UTC+15', 'Mars/Olympus_Mons', 'utc-8 ', '', 'Europe/', '../etc/passwd']) {
      expect(isValidTimezone(zone), zone).toBe(false);
    }
    expect(updateSettingsBodySchema.safeParse({ timezone: 'Europe/Berlin' }).success).toBe(true);
    expect(
      registerBodySchema.parse({ name: 'A', email: 'a@b.co', password: 'Password-1' }).timezone,
    ).toBeUndefined();
    expect(
      registerBodySchema.safeParse({
        name: 'A',
        email: 'a@b.co',
        password: 'Password-1',
        timezone: 'Nowhere',
      }).success,
    ).toBe(false);
  });
});

describe('reminder form', () => {
  const base = { borrowedBookId: 'x', message: 'Hi', reminderDate: '2030-03-05', type: 'custom' };
  it('keeps a day, refuses impossible dates, and takes an empty recipient as the borrower’s', () => {
    expect(createReminderSchema.parse({ ...base, reminderDate: '2030-03-05T10:00:00Z' }).reminderDate).toBe(
      '2030-03-05',
    );
    expect(createReminderSchema.safeParse({ ...base, reminderDate: '2030-02-30' }).success).toBe(false);
    expect(createReminderSchema.parse({ ...base, recipientEmail: '' }).recipientEmail).toBeUndefined();
    expect(createReminderSchema.safeParse({ ...base, message: '   ' }).success).toBe(false);
  });

  it('bounds the premium schedule', () => {
    expect(reminderScheduleSchema.safeParse({ leadDays: 14, overdueDays: [1, 14, 7] }).success).toBe(true);
    expect(reminderScheduleSchema.safeParse({ leadDays: 0, overdueDays: [] }).success).toBe(false);
    expect(reminderScheduleSchema.safeParse({ leadDays: 3, overdueDays: [1, 1, 1, 1] }).success).toBe(false);
    expect(reminderScheduleSchema.safeParse({ leadDays: 3, overdueDays: [15] }).success).toBe(false);
  });
});

describe('activity query', () => {
  it('defaults the page to 100 and caps it at 1000', () => {
    expect(activityQuerySchema.parse({}).limit).toBe(100);
    expect(activityQuerySchema.safeParse({ limit: '1000' }).success).toBe(true);
    expect(activityQuerySchema.safeParse({ limit: '1001' }).success).toBe(false);
  });
});
