import { describe, expect, it } from 'vitest';
import { partitionBatch } from './batch-dedupe.ts';

describe('partitionBatch', () => {
  it('skips a book whose ISBN is already in the collection', () => {
    const r = partitionBatch(
      [{ title: 'Dune (reissue)', author: 'F. Herbert', isbn: '9780441172719' }],
      [{ title: 'Dune', author: 'Frank Herbert', isbn: '9780441172719' }],
    );
    expect(r).toEqual({ fresh: [], skipped: 1 });
  });

  it('keeps another edition with a different ISBN', () => {
    const r = partitionBatch(
      [{ title: 'Dune', author: 'Frank Herbert', isbn: '9780340960196' }],
      [{ title: 'Dune', author: 'Frank Herbert', isbn: '9780441172719' }],
    );
    expect(r.fresh).toHaveLength(1);
    expect(r.skipped).toBe(0);
  });

  it('matches books without ISBN by title and author, ignoring case and spaces', () => {
    const r = partitionBatch(
      [
        { title: '  the alchemist ', author: 'PAULO COELHO', isbn: '' },
        { title: 'Brida', author: 'Paulo Coelho', isbn: '' },
      ],
      [{ title: 'The Alchemist', author: 'Paulo Coelho', isbn: '9780062315007' }],
    );
    expect(r.fresh.map((b) => b.title)).toEqual(['Brida']);
    expect(r.skipped).toBe(1);
  });

  it('skips repeats inside the batch itself', () => {
    const r = partitionBatch(
      [
        { title: '1984', author: 'George Orwell', isbn: '9780451524935' },
        { title: 'Nineteen Eighty-Four', author: 'Orwell', isbn: '9780451524935' },
        { title: 'Animal Farm', author: 'George Orwell' },
        { title: 'animal farm', author: 'george orwell' },
      ],
      [],
    );
    expect(r.fresh.map((b) => b.title)).toEqual(['1984', 'Animal Farm']);
    expect(r.skipped).toBe(2);
  });
});
