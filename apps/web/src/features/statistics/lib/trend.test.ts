import { describe, expect, it } from 'vitest';
import { formatPercent, trendDescription, trendLabel, trendOf } from './trend.ts';

describe('trendOf', () => {
  it('gives the change against last month as a percentage of last month', () => {
    expect(trendOf(9, 8)).toEqual({ kind: 'up', percent: 12.5 });
    expect(trendOf(6, 8)).toEqual({ kind: 'down', percent: 25 });
    expect(trendOf(0, 3)).toEqual({ kind: 'down', percent: 100 });
  });

  it('says New instead of dividing by a zero last month, and flat when nothing moved', () => {
    expect(trendOf(4, 0)).toEqual({ kind: 'new' });
    expect(trendOf(0, 0)).toEqual({ kind: 'flat' });
    expect(trendOf(7, 7)).toEqual({ kind: 'flat' });
  });
});

describe('trend texts', () => {
  it('rounds to one decimal and never hides a real change as 0%', () => {
    expect(formatPercent(12.5)).toBe('12.5%');
    expect(formatPercent(100)).toBe('100%');
    expect(formatPercent(33.333)).toBe('33.3%');
    expect(formatPercent(0.01)).toBe('<0.1%');
    expect(trendLabel(trendOf(10_001, 10_000))).toBe('+<0.1%');
  });

  it('labels each kind', () => {
    expect(trendLabel(trendOf(9, 8))).toBe('+12.5%');
    expect(trendLabel(trendOf(6, 8))).toBe('−25%');
    expect(trendLabel(trendOf(2, 2))).toBe('No change');
    expect(trendLabel(trendOf(2, 0))).toBe('New');
  });

  it('describes the trend with last month’s figure for screen readers', () => {
    expect(trendDescription(trendOf(9, 8), 8)).toBe('Up 12.5% from 8 at the end of last month');
    expect(trendDescription(trendOf(1200, 1500), 1500)).toBe('Down 20% from 1,500 at the end of last month');
    expect(trendDescription(trendOf(3, 0), 0)).toBe('New since last month, when it was 0');
  });
});
