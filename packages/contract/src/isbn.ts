/**
 * ISBNs, shared by web and server. An ISBN-10 is nine digits and a check character (0-9 or X,
 * weights 10..1, sum divisible by 11); an ISBN-13 is thirteen digits starting 978 or 979 (weights
 * 1,3,1,3..., sum divisible by 10). Every ISBN-10 is also the ISBN-13 '978' + its first nine
 * digits + a new check digit; batch add stores that one form.
 */

/** Spaces and hyphens are how people and catalogs write ISBNs; they are not part of it. */
export const normalizeIsbn = (value: string): string => value.replace(/[\s-]/g, '').toUpperCase();

/** Spec §9: an ISBN is 10 to 13 digits (an ISBN-10 may end in X); spaces and hyphens are ignored. */
export const ISBN_PATTERN = /^(?:\d{9}[\dX]|\d{10,13})$/;

/** A search term that looks like an ISBN (10 to 13 digits) also triggers an ISBN lookup. */
export const looksLikeIsbn = (term: string): boolean => /^\d{10,13}$/.test(normalizeIsbn(term));

export function isValidIsbn10(isbn: string): boolean {
  if (!/^\d{9}[\dX]$/.test(isbn)) return false;
  let sum = 0;
  for (let i = 0; i < 10; i++) {
    const c = isbn[i] as string;
    sum += (10 - i) * (c === 'X' ? 10 : Number(c));
  }
  return sum % 11 === 0;
}

function isbn13CheckDigit(first12: string): string {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
}

export function isValidIsbn13(isbn: string): boolean {
  return /^97[89]\d{10}$/.test(isbn) && isbn13CheckDigit(isbn.slice(0, 12)) === isbn[12];
}

/** The ISBN-13 of a valid ISBN-10 ('0306406152' → '9780306406157'). */
export function isbn10To13(isbn10: string): string {
  const first12 = `978${isbn10.slice(0, 9)}`;
  return first12 + isbn13CheckDigit(first12);
}

/** The ISBN-10 of a 978 ISBN-13, or null (979 ISBNs have no ISBN-10). */
export function isbn13To10(isbn13: string): string | null {
  if (!isValidIsbn13(isbn13) || !isbn13.startsWith('978')) return null;
  const first9 = isbn13.slice(3, 12);
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += (10 - i) * Number(first9[i]);
  const check = (11 - (sum % 11)) % 11;
  return first9 + (check === 10 ? 'X' : String(check));
}

export type IsbnCheck = { ok: true; isbn13: string } | { ok: false; reason: string };

/**
 * Reads an ISBN-10 or ISBN-13 as people write them and answers its ISBN-13, or why it is not an
 * ISBN (a sentence naming it, for a person to act on).
 */
export function toIsbn13(value: string): IsbnCheck {
  const isbn = normalizeIsbn(value);
  if (!/^\d+X?$/.test(isbn)) {
    return {
      ok: false,
      reason: `ISBN ${isbn} may only contain digits (and X as the last character of an ISBN-10)`,
    };
  }
  if (isbn.length === 10) {
    return isValidIsbn10(isbn)
      ? { ok: true, isbn13: isbn10To13(isbn) }
      : { ok: false, reason: `ISBN ${isbn} has a wrong check digit` };
  }
  if (isbn.length === 13) {
    if (!/^97[89]/.test(isbn)) return { ok: false, reason: `ISBN ${isbn} must start with 978 or 979` };
    return isValidIsbn13(isbn)
      ? { ok: true, isbn13: isbn }
      : { ok: false, reason: `ISBN ${isbn} has a wrong check digit` };
  }
  return { ok: false, reason: `ISBN ${isbn} must have 10 or 13 digits, not ${isbn.length}` };
}
