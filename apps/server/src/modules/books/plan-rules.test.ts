import { plans } from '@shelfwise/contract';
import { describe, expect, it } from 'vitest';
import { bookLimitProblem } from './plan-rules.ts';

describe('bookLimitProblem', () => {
  const freeMax = plans.free.maxBooks ?? 0;

  it('lets a free user fill the plan to its limit and no further', () => {
    expect(bookLimitProblem('free', freeMax - 1, 1)).toBeNull();
    expect(bookLimitProblem('free', freeMax, 1)).toBe(
      'Your Free plan holds up to 50 books. Upgrade to add more.',
    );
  });

  it('says how many more fit when a batch is too big', () => {
    const basicMax = plans.basic.maxBooks ?? 0;
    expect(bookLimitProblem('basic', basicMax - 3, 3)).toBeNull();
    expect(bookLimitProblem('basic', basicMax - 3, 5)).toBe(
      'Your Collector plan holds up to 1,000 books. There is room for 3 more books, and you chose 5. Choose fewer books or upgrade to add more.',
    );
    expect(bookLimitProblem('basic', basicMax - 1, 2)).toContain('room for 1 more book,');
  });

  it('never limits premium', () => {
    expect(bookLimitProblem('premium', 1_000_000, 100)).toBeNull();
  });
});
