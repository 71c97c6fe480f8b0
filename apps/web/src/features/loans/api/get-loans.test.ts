import { afterEach, describe, expect, it, vi } from 'vitest';
import { getLoans } from './get-loans.ts';

afterEach(() => vi.unstubAllGlobals());

const loan = (id: string) => ({
  _id: id,
  book: { _id: `b-${id}`, title: `Book ${id}`, author: 'A', thumbnail: '' },
  borrower: { _id: 'r', name: 'Ada', email: 'ada@example.com' },
  borrowDate: '2025-01-05T10:00:00.000Z',
  returnDate: '2025-01-19',
  returned: false,
  returnedAt: null,
});

describe('getLoans', () => {
  it('follows nextCursor until the server says there is no more, asking 1000 at a time', async () => {
    const urls: string[] = [];
    const pages: Record<string, unknown> = {
      '': { success: true, message: 'ok', data: [loan('1'), loan('2')], hasMore: true, nextCursor: 'c1' },
      c1: { success: true, message: 'ok', data: [loan('3')], hasMore: true, nextCursor: 'c2' },
      c2: { success: true, message: 'ok', data: [loan('4')], hasMore: false, nextCursor: null },
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        urls.push(url);
        const cursor = new URL(url, 'http://x').searchParams.get('cursor') ?? '';
        return new Response(JSON.stringify(pages[cursor]), {
          status: 200,
          headers: { 'content-type': 'application/json' },
        });
      }),
    );
    const loans = await getLoans();
    expect(loans.map((l) => l._id)).toEqual(['1', '2', '3', '4']);
    expect(urls).toEqual([
      '/api/borrow?limit=1000',
      '/api/borrow?limit=1000&cursor=c1',
      '/api/borrow?limit=1000&cursor=c2',
    ]);
  });
});
