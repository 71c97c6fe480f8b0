import { describe, expect, it } from 'vitest';
import { toShellUser } from './shell-user.ts';

describe('toShellUser', () => {
  it("falls back to 'User' and Newbie when name and count are missing", () => {
    const shown = toShellUser({ name: '  ', plan: 'free' });
    expect(shown).toMatchObject({
      name: 'User',
      rank: 'Newbie',
      booksLabel: '0 books',
      planName: 'Free Plan',
    });
  });

  it('words the count and names the plan', () => {
    expect(toShellUser({ name: 'Ada', booksCount: 1, plan: 'basic' })).toMatchObject({
      name: 'Ada',
      rank: 'Book Lover',
      booksLabel: '1 book',
      planName: 'Collector Plan',
    });
    expect(toShellUser({ name: 'Ada', booksCount: 50, plan: 'premium' }).rank).toBe('Library Master');
  });
});
