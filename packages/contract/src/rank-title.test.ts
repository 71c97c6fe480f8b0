import { describe, expect, it } from 'vitest';
import { rankTitle } from './auth.ts';

describe('rankTitle', () => {
  it.each([
    [undefined, 'Newbie'],
    [null, 'Newbie'],
    [0, 'Newbie'],
    [1, 'Book Lover'],
    [4, 'Book Lover'],
    [5, 'Book Worm'],
    [9, 'Book Worm'],
    [10, 'Bibliophile'],
    [19, 'Bibliophile'],
    [20, 'Book Collector'],
    [49, 'Book Collector'],
    [50, 'Library Master'],
    [5000, 'Library Master'],
  ])('%s books → %s', (count, title) => {
    expect(rankTitle(count)).toBe(title);
  });
});
