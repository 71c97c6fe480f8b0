import { describe, expect, it } from 'vitest';
import { isbn10To13, isbn13To10, isValidIsbn10, isValidIsbn13, toIsbn13 } from './isbn.ts';

describe('ISBN checksums', () => {
  it('accepts real ISBN-10s (X included) and ISBN-13s', () => {
    for (const isbn of ['0306406152', '0441013597', '080442957X', '097522980X'])
      expect(isValidIsbn10(isbn), isbn).toBe(true);
    for (const isbn of ['9780306406157', '9780441013593', '9791032305690'])
      expect(isValidIsbn13(isbn), isbn).toBe(true);
  });

  it('refuses a wrong check digit, an X anywhere but last, and ISBN-13s outside 978/979', () => {
    for (const isbn of ['0306406153', '03064061X2', '030640615'])
      expect(isValidIsbn10(isbn), isbn).toBe(false);
    for (const isbn of ['9780306406158', '1234567890128', '97803064061577'])
      expect(isValidIsbn13(isbn), isbn).toBe(false);
  });

  it('converts between the two forms', () => {
    expect(isbn10To13('0306406152')).toBe('9780306406157');
    expect(isbn10To13('080442957X')).toBe('9780804429573');
    expect(isbn13To10('9780306406157')).toBe('0306406152');
    expect(isbn13To10('9780804429573')).toBe('080442957X');
    expect(isbn13To10('9791032305690')).toBeNull();
  });
});

describe('toIsbn13', () => {
  it('reads ISBNs as people write them and answers the ISBN-13', () => {
    expect(toIsbn13('0-306-40615-2')).toEqual({ ok: true, isbn13: '9780306406157' });
    expect(toIsbn13(' 978 0306406157 ')).toEqual({ ok: true, isbn13: '9780306406157' });
    expect(toIsbn13('080442957x')).toEqual({ ok: true, isbn13: '9780804429573' });
  });

  it('says why something is not an ISBN', () => {
    expect(toIsbn13('0306406153')).toEqual({ ok: false, reason: 'ISBN 0306406153 has a wrong check digit' });
    expect(toIsbn13('9780306406158')).toEqual({
      ok: false,
      reason: 'ISBN 9780306406158 has a wrong check digit',
    });
    expect(toIsbn13('1234567890128')).toEqual({
      ok: false,
      reason: 'ISBN 1234567890128 must start with 978 or 979',
    });
    expect(toIsbn13('12345678901')).toEqual({
      ok: false,
      reason: 'ISBN 12345678901 must have 10 or 13 digits, not 11',
    });
    expect(toIsbn13('97803X6406157').ok).toBe(false);
  });
});
