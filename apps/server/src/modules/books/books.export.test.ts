import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBooks, createUser } from '../../../test/factories/index.ts';
import { createTestApp, type TestApp } from '../../../test/harness.ts';
import { addBook, userWith } from './books.test-support.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('exports', () => {
  const today = new Date().toISOString().slice(0, 10);

  it('refuses CSV to free users and PDF to basic users', async () => {
    const free = await userWith(t, 'free');
    const csv = await t.app.inject({ method: 'GET', url: '/api/book/export/csv', headers: free.headers });
    expect(csv.statusCode).toBe(403);
    expect(csv.json()).toEqual({
      message: 'Upgrade to Basic or Premium plan to export CSV',
      code: 'PLAN_LIMIT',
    });
    const basic = await userWith(t, 'basic');
    const pdf = await t.app.inject({ method: 'GET', url: '/api/book/export/pdf', headers: basic.headers });
    expect(pdf.statusCode).toBe(403);
    expect(pdf.json()).toEqual({ message: 'Upgrade to Premium plan to export PDF', code: 'PLAN_LIMIT' });
    const freePdf = await t.app.inject({ method: 'GET', url: '/api/book/export/pdf', headers: free.headers });
    expect(freePdf.statusCode).toBe(403);
  });

  it('writes the collection as RFC 4180 CSV, neutralising formulas, with the list filters', async () => {
    const { headers } = await userWith(t, 'basic');
    await addBook(t, headers, {
      title: 'Plain',
      author: 'Author One',
      category: 'Fiction',
      tags: ['Kindle'],
      rating: 4,
    });
    await addBook(t, headers, {
      title: '=HYPERLINK("http://evil.example","click")',
      author: 'Smith, John',
      description: 'Line one\nLine "two"',
      notes: '@mention',
      tags: ['Kindle', '+plus'],
      category: '-minus',
    });
    const res = await t.app.inject({ method: 'GET', url: '/api/book/export/csv', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="book_collection_${today}.csv"`);
    const body = res.body;
    expect(
      body.startsWith(
        '\uFEFFTitle,Author,ISBN,Category,Status,Rating,Tags,Description,Notes,Added,Reading Status,Started,Finished,Read Count,Pages,Publisher,Year\r\n',
      ),
    ).toBe(true);
    const lines = body.slice(1).split('\r\n');
    expect(lines).toHaveLength(4); // header, 2 books, trailing empty string after the last CRLF
    expect(lines[3]).toBe('');
    // The spec's ten columns, then the reading columns (none set for these books).
    expect(lines[1]?.split(`${today},`)[0]).toBe(
      `"'=HYPERLINK(""http://evil.example"",""click"")","Smith, John",,'-minus,Available,0,Kindle; +plus,"Line one\nLine ""two""",'@mention,`,
    );
    expect(lines[2]).toBe(`Plain,Author One,,Fiction,Available,4,Kindle,,,${today},,,,0,,,`);

    const filtered = await t.app.inject({
      method: 'GET',
      url: '/api/book/export/csv',
      headers,
      query: { category: 'Fiction' },
    });
    expect(filtered.body.split('\r\n').slice(1, -1)).toEqual([
      `Plain,Author One,,Fiction,Available,4,Kindle,,,${today},,,,0,,,`,
    ]);
  });

  it('streams every book once, in keyset batches, even when they share a timestamp', async () => {
    const { user, headers } = await userWith(t, 'premium');
    await createBooks(t, { user }, 23, 'Same Moment'); // one statement: one created_at for all
    const seen: string[] = [];
    for await (const batch of t.services.books.stream(user.id, {}, 5)) {
      expect(batch.length).toBeLessThanOrEqual(5);
      seen.push(...batch.map((b) => b._id));
    }
    expect(seen).toHaveLength(23);
    expect(new Set(seen).size).toBe(23);
    const csv = await t.app.inject({ method: 'GET', url: '/api/book/export/csv', headers });
    expect(csv.body.split('\r\n').length - 2).toBe(23);
  });

  it('gives premium users a PDF catalogue naming the books', async () => {
    const { headers } = await createUser(t, { plan: 'premium', name: 'Ada Lovelace' });
    await addBook(t, headers, {
      title: 'Dune',
      author: 'Frank Herbert',
      category: 'Science Fiction',
      rating: 5,
    });
    await addBook(t, headers, { title: 'Atomic Habits', author: 'James Clear', tags: ['Favorites'] });
    const res = await t.app.inject({ method: 'GET', url: '/api/book/export/pdf', headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="book_collection_${today}.pdf"`);
    const pdf = res.rawPayload;
    expect(pdf.subarray(0, 4).toString()).toBe('%PDF');
    const { pdfText } = await import('../../../test/pdf-text.ts');
    const text = await pdfText(pdf);
    for (const expected of [
      'Ada Lovelace',
      'Dune',
      'Frank Herbert',
      'Atomic Habits',
      'James Clear',
      'Favorites',
      '5/5',
    ]) {
      expect(text).toContain(expected);
    }
    const filtered = await pdfText(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/book/export/pdf',
          headers,
          query: { search: 'atomic' },
        })
      ).rawPayload,
    );
    expect(filtered).toContain('Atomic Habits');
    expect(filtered).not.toContain('Frank Herbert');
  });
});
