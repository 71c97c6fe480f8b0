import { describe, expect, it } from 'vitest';
import { addToScanQueue, createScanConfirmer, isValidEan13, readBookBarcode } from './barcode.ts';

describe('readBookBarcode', () => {
  it('reads a 978 EAN-13 with a valid check digit as its ISBN-13', () => {
    expect(readBookBarcode({ rawValue: '9780306406157', format: 'ean_13' })).toEqual({
      kind: 'isbn',
      isbn13: '9780306406157',
    });
  });

  it('reads a 979 EAN-13 (books with no ISBN-10) as well', () => {
    expect(readBookBarcode({ rawValue: '9791032305690', format: 'ean_13' })).toEqual({
      kind: 'isbn',
      isbn13: '9791032305690',
    });
  });

  it('refuses a wrong check digit, whatever the prefix', () => {
    expect(readBookBarcode({ rawValue: '9780306406158', format: 'ean_13' })).toEqual({ kind: 'not-a-book' });
    expect(readBookBarcode({ rawValue: '9791032305691' })).toEqual({ kind: 'not-a-book' });
  });

  it('refuses an EAN-13 that is valid but not a book (no 978/979)', () => {
    // A grocery EAN with a valid check digit.
    expect(isValidEan13('4006381333931')).toBe(true);
    expect(readBookBarcode({ rawValue: '4006381333931', format: 'ean_13' })).toEqual({ kind: 'not-a-book' });
  });

  it('ignores the 5-digit price add-on, read alone or glued to the EAN', () => {
    expect(readBookBarcode({ rawValue: '51299', format: 'ean_5' })).toEqual({ kind: 'addon' });
    expect(readBookBarcode({ rawValue: '51299' })).toEqual({ kind: 'addon' });
    expect(readBookBarcode({ rawValue: '12', format: 'ean_2' })).toEqual({ kind: 'addon' });
    expect(readBookBarcode({ rawValue: '9780306406157 51299' })).toEqual({
      kind: 'isbn',
      isbn13: '9780306406157',
    });
    expect(readBookBarcode({ rawValue: '978030640615751299', format: 'ean_13' })).toEqual({
      kind: 'isbn',
      isbn13: '9780306406157',
    });
    expect(readBookBarcode({ rawValue: '978030640615712' })).toEqual({
      kind: 'isbn',
      isbn13: '9780306406157',
    });
  });

  it('tells a UPC-A (12 digits, or 13 with a leading 0) from an ISBN', () => {
    expect(readBookBarcode({ rawValue: '070993005953', format: 'upc_a' })).toEqual({ kind: 'upc' });
    expect(readBookBarcode({ rawValue: '070993005953' })).toEqual({ kind: 'upc' });
    expect(readBookBarcode({ rawValue: '0070993005953', format: 'ean_13' })).toEqual({ kind: 'upc' });
    expect(readBookBarcode({ rawValue: '01234565', format: 'upc_e' })).toEqual({ kind: 'upc' });
  });

  it('refuses what is not digits (a QR code’s URL, an ISBN-10 written with X)', () => {
    expect(readBookBarcode({ rawValue: 'https://example.test', format: 'qr_code' })).toEqual({
      kind: 'not-a-book',
    });
    expect(readBookBarcode({ rawValue: '080442957X' })).toEqual({ kind: 'not-a-book' });
    expect(readBookBarcode({ rawValue: '' })).toEqual({ kind: 'not-a-book' });
  });
});

describe('createScanConfirmer: two identical reads in a row', () => {
  it('counts a code on its second read in a row, once while it stays in view', () => {
    const confirm = createScanConfirmer();
    expect(confirm.accept('9780306406157')).toBeNull();
    expect(confirm.accept('9780306406157')).toBe('9780306406157');
    expect(confirm.accept('9780306406157')).toBeNull();
    expect(confirm.accept('9780306406157')).toBeNull();
  });

  it('does not count a stray read between two others', () => {
    const confirm = createScanConfirmer();
    expect(confirm.accept('9780306406157')).toBeNull();
    expect(confirm.accept('9791032305690')).toBeNull();
    expect(confirm.accept('9780306406157')).toBeNull();
    expect(confirm.accept('9780306406157')).toBe('9780306406157');
  });

  it('counts the same book again after it left the view (the queue then keeps it once)', () => {
    const confirm = createScanConfirmer();
    confirm.accept('9780306406157');
    expect(confirm.accept('9780306406157')).toBe('9780306406157');
    confirm.miss();
    expect(confirm.accept('9780306406157')).toBeNull();
    expect(confirm.accept('9780306406157')).toBe('9780306406157');
  });
});

describe('addToScanQueue', () => {
  it('keeps each ISBN once, in the order scanned', () => {
    let queue: string[] = [];
    for (const isbn of ['9780306406157', '9791032305690', '9780306406157']) {
      queue = addToScanQueue(queue, isbn).queue;
    }
    expect(queue).toEqual(['9780306406157', '9791032305690']);
    expect(addToScanQueue(queue, '9780306406157').added).toBe(false);
    expect(addToScanQueue(queue, '9780141036144').added).toBe(true);
  });
});
