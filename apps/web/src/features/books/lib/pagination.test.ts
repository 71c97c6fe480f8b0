import { describe, expect, it } from 'vitest';
import { pageOfText, showingText, totalPages } from './pagination.ts';

describe('pager', () => {
  it('rounds the page count up', () => {
    expect(totalPages(0, 10)).toBe(0);
    expect(totalPages(10, 10)).toBe(1);
    expect(totalPages(11, 10)).toBe(2);
    expect(totalPages(95, 10)).toBe(10);
  });

  it('says which rows are shown', () => {
    expect(showingText(1, 10, 23)).toBe('Showing 1 to 10 of 23 results');
    expect(showingText(3, 10, 23)).toBe('Showing 21 to 23 of 23 results');
    expect(showingText(1, 10, 0)).toBe('Showing 0 to 0 of 0 results');
  });

  it('says which page of how many', () => {
    expect(pageOfText(2, 10, 23)).toBe('Page 2 of 3');
    expect(pageOfText(1, 10, 0)).toBe('Page 1 of 1');
  });
});
