import { describe, expect, it } from 'vitest';
import { describeChange, formatAge, planLabel, userStatus } from './format.ts';

describe('admin formatting', () => {
  it('names a complimentary plan only when it is the plan the account has', () => {
    expect(planLabel({ plan: 'premium', complimentaryPlan: 'premium' })).toBe(
      'Library Keeper (complimentary)',
    );
    expect(planLabel({ plan: 'premium', complimentaryPlan: 'basic' })).toBe('Library Keeper');
    expect(planLabel({ plan: 'free', complimentaryPlan: null })).toBe('Free');
  });

  it('puts suspension before verification', () => {
    expect(userStatus({ suspended: true, emailVerified: false })).toEqual({
      label: 'Suspended',
      tone: 'red',
    });
    expect(userStatus({ suspended: false, emailVerified: false })).toEqual({
      label: 'Unverified',
      tone: 'amber',
    });
    expect(userStatus({ suspended: false, emailVerified: true })).toEqual({ label: 'Active', tone: 'green' });
  });

  it('describes a change field by field, lists by their length', () => {
    expect(
      describeChange({
        before: { role: 'user', complimentaryPlan: null },
        after: { role: 'admin', complimentaryPlan: 'premium' },
      }),
    ).toBe('role: user → admin; complimentaryPlan: none → premium');
    expect(describeChange({ before: { bannerItems: [1, 2, 3, 4] }, after: null })).toBe(
      'bannerItems: 4 items → —',
    );
    expect(describeChange({ before: null, after: null })).toBe('');
  });

  it('says ages in the largest whole unit', () => {
    expect([45, 720, 3 * 3600, 86_400, 5 * 86_400].map(formatAge)).toEqual([
      '45 s',
      '12 min',
      '3 h',
      '1 day',
      '5 days',
    ]);
  });
});
