import { describe, expect, it } from 'vitest';
import {
  defaultLibraryParams,
  isFiltered,
  nextSort,
  readLibraryParams,
  writeLibraryParams,
} from './library-params.ts';

describe('library state in the URL', () => {
  it('round-trips every part of the state', () => {
    const state = {
      search: 'dune',
      category: 'Science Fiction',
      author: 'Frank Herbert',
      tags: ['Kindle', 'To Read'],
      status: 'WantToRead' as const,
      page: 3,
      sort: 'title' as const,
      order: 'desc' as const,
      view: 'grid' as const,
    };
    expect(readLibraryParams(writeLibraryParams(state))).toEqual(state);
  });

  it('leaves defaults out, so the plain library has a plain URL', () => {
    expect(writeLibraryParams(defaultLibraryParams).toString()).toBe('');
    expect(writeLibraryParams({ ...defaultLibraryParams, sort: 'title', order: 'asc' }).toString()).toBe(
      'sort=title',
    );
  });

  it('falls back to defaults for nonsense', () => {
    const read = readLibraryParams(
      new URLSearchParams('page=-4&sort=price&order=up&view=cards&status=Borrowed'),
    );
    expect(read).toEqual(defaultLibraryParams);
  });

  it('counts the status filter as a filter (the export then says how many books it holds)', () => {
    expect(isFiltered(defaultLibraryParams)).toBe(false);
    expect(isFiltered({ ...defaultLibraryParams, status: 'Reading' })).toBe(true);
    expect(writeLibraryParams({ ...defaultLibraryParams, status: 'Loaned' }).toString()).toBe(
      'status=Loaned',
    );
  });

  it("flips a column's direction, or starts a new column in its own default direction", () => {
    expect(nextSort({ sort: 'title', order: 'asc' }, 'title')).toEqual({ sort: 'title', order: 'desc' });
    expect(nextSort({ sort: 'title', order: 'asc' }, 'rating')).toEqual({ sort: 'rating', order: 'desc' });
    expect(nextSort({ sort: 'createdAt', order: 'desc' }, 'author')).toEqual({
      sort: 'author',
      order: 'asc',
    });
  });
});
