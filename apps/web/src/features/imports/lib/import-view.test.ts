import { describe, expect, it } from 'vitest';
import { percentDone, plural } from './import-view.ts';

describe('import view helpers', () => {
  it('reports whole percents, 100 once completed and 0 with nothing to write', () => {
    expect(percentDone({ status: 'running', progress: 1000, total: 3000 })).toBe(33);
    expect(percentDone({ status: 'queued', progress: 0, total: 0 })).toBe(0);
    expect(percentDone({ status: 'completed', progress: 0, total: 0 })).toBe(100);
  });

  it('counts with thousands separators and the right plural', () => {
    expect(plural(1, 'book')).toBe('1 book');
    expect(plural(10000, 'book')).toBe('10,000 books');
  });
});
