import { describe, expect, it } from 'vitest';
import { mergeVolumes, toCatalogBook } from './google-books.ts';

describe('toCatalogBook', () => {
  it('maps a full volume to the batch-add item', () => {
    const book = toCatalogBook({
      id: 'v1',
      volumeInfo: {
        title: 'Good Omens',
        authors: ['Terry Pratchett', 'Neil Gaiman'],
        publishedDate: '1990',
        description: 'The end of the world.',
        industryIdentifiers: [
          { type: 'ISBN_10', identifier: '0060853980' },
          { type: 'ISBN_13', identifier: '9780060853983' },
        ],
        categories: ['Fiction', 'Humor', 'Fantasy', 'Satire'],
        imageLinks: { thumbnail: 'http://books.google.com/books/content?id=v1&img=1' },
      },
    });
    expect(book).toEqual({
      id: 'v1',
      title: 'Good Omens',
      author: 'Terry Pratchett, Neil Gaiman',
      isbn: '9780060853983',
      description: 'The end of the world.',
      category: 'Fiction',
      categories: ['Fiction', 'Humor', 'Fantasy'],
      thumbnail: 'https://books.google.com/books/content?id=v1&img=1',
      publishedDate: '1990',
    });
  });

  it('falls back to Unknown author, empty ISBN, no category and no cover', () => {
    const book = toCatalogBook({
      id: 'v2',
      volumeInfo: { title: 'Anon', industryIdentifiers: [{ type: 'ISBN_10', identifier: '0000000000' }] },
    });
    expect(book).toMatchObject({
      author: 'Unknown',
      isbn: '',
      category: '',
      categories: [],
      thumbnail: '',
    });
  });
});

describe('mergeVolumes', () => {
  it('keeps each volume id once, in answer order', () => {
    const merged = mergeVolumes([
      {
        items: [
          { id: 'a', volumeInfo: { title: 'A' } },
          { id: 'b', volumeInfo: { title: 'B' } },
        ],
      },
      { totalItems: 0 },
      {
        items: [
          { id: 'b', volumeInfo: { title: 'B again' } },
          { id: 'c', volumeInfo: { title: 'C' } },
        ],
      },
    ]);
    expect(merged.map((b) => `${b.id}:${b.title}`)).toEqual(['a:A', 'b:B', 'c:C']);
  });
});
