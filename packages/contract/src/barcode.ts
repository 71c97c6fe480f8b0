import { z } from 'zod';
import { isValidIsbn13, toIsbn13 } from './isbn.ts';

/**
 * Book barcodes as a camera reads them (issue 30). A book's barcode is an EAN-13 whose number is
 * its ISBN-13 (978 or 979, "Bookland"); many carry a second, 5-digit add-on to its right (a price
 * in some countries) that decoders report on its own or glued to the EAN. US mass-market
 * paperbacks also carry a UPC-A, which is a product number, not an ISBN: it names no book we can
 * look up, so the reader is told to scan the other code or type the ISBN.
 */

/** What a decoder says it read: the text and, when it tells, the format (BarcodeDetector's names). */
export interface BarcodeReading {
  rawValue: string;
  format?: string;
}

export type BarcodeVerdict =
  | { kind: 'isbn'; isbn13: string }
  /** A price add-on (EAN-5 or EAN-2) read on its own: silently ignored. */
  | { kind: 'addon' }
  /** A UPC-A product code: not an ISBN. */
  | { kind: 'upc' }
  /** An EAN-13 that is not a book (no 978/979), or digits with a wrong check digit, or anything else. */
  | { kind: 'not-a-book' };

const digitsOnly = (value: string) => value.replace(/[\s-]/g, '');

/** The EAN-13 check digit rule: weights 1,3,1,3… over all 13 digits, the sum divisible by 10. */
export function isValidEan13(code: string): boolean {
  if (!/^\d{13}$/.test(code)) return false;
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += Number(code[i]) * (i % 2 === 0 ? 1 : 3);
  return sum % 10 === 0;
}

/**
 * Reads one decoder result as a book: the ISBN-13 of a Bookland EAN-13 with a valid check digit
 * (an add-on glued to it, 2 or 5 digits, is dropped), and what else it is otherwise.
 */
export function readBookBarcode(reading: BarcodeReading): BarcodeVerdict {
  const format = reading.format?.toLowerCase();
  const value = digitsOnly(reading.rawValue);
  if (format === 'ean_5' || format === 'ean_2' || format === 'upc_ean_extension') return { kind: 'addon' };
  if (!/^\d+$/.test(value)) return { kind: 'not-a-book' };
  // A UPC-A (12 digits; some decoders give it as the EAN-13 with a leading 0) or a UPC-E: never
  // 978/979, so never an ISBN.
  if (format === 'upc_a' || format === 'upc_e' || value.length === 12 || /^0\d{12}$/.test(value)) {
    return { kind: 'upc' };
  }
  if (value.length === 2 || value.length === 5) return { kind: 'addon' };
  // The EAN and its add-on in one string (some decoders join them).
  const ean = value.length === 15 || value.length === 18 ? value.slice(0, 13) : value;
  if (ean.length !== 13 || !isValidEan13(ean)) return { kind: 'not-a-book' };
  return isValidIsbn13(ean) ? { kind: 'isbn', isbn13: ean } : { kind: 'not-a-book' };
}

/**
 * The two-reads rule: a frame's reading counts only when the previous frame's said the same
 * (a camera passing over a barcode reads a wrong digit now and then; two identical reads in a row
 * with a valid check digit almost never are). `accept` answers the ISBN the moment it counts, once
 * per sighting: holding the book in view does not count it again until something else (or
 * nothing, `miss`) was seen in between.
 */
export function createScanConfirmer() {
  let last: string | null = null;
  let counted: string | null = null;
  return {
    /** A frame with a book code in it: its ISBN when this read confirms it, else null. */
    accept(isbn13: string): string | null {
      if (isbn13 !== last) {
        last = isbn13;
        counted = null;
        return null;
      }
      if (counted === isbn13) return null;
      counted = isbn13;
      return isbn13;
    },
    /** A frame with no book code in it. */
    miss(): void {
      last = null;
      counted = null;
    },
  };
}

/** A scanned stack: each ISBN once, in the order scanned. `add` says whether it was new. */
export function addToScanQueue(
  queue: readonly string[],
  isbn13: string,
): { queue: string[]; added: boolean } {
  if (queue.includes(isbn13)) return { queue: [...queue], added: false };
  return { queue: [...queue, isbn13], added: true };
}

/** How many ISBNs one shelf check may ask about (a scanned stack). */
export const MAX_SHELF_CHECK = 50;

/**
 * `GET /api/books/shelf-check?isbns=…`: comma-separated ISBNs (10 or 13, hyphens allowed), up to
 * MAX_SHELF_CHECK; each is answered under its ISBN-13.
 */
export const shelfCheckQuerySchema = z.object({
  isbns: z
    .string({ error: 'Name at least one ISBN' })
    .max(MAX_SHELF_CHECK * 20, `Ask about at most ${MAX_SHELF_CHECK} ISBNs at once`)
    .transform((value, ctx) => {
      const parts = value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);
      if (parts.length === 0) {
        ctx.addIssue({ code: 'custom', message: 'Name at least one ISBN' });
        return z.NEVER;
      }
      if (parts.length > MAX_SHELF_CHECK) {
        ctx.addIssue({ code: 'custom', message: `Ask about at most ${MAX_SHELF_CHECK} ISBNs at once` });
        return z.NEVER;
      }
      const isbns: string[] = [];
      for (const part of parts) {
        const check = toIsbn13(part);
        if (!check.ok) {
          ctx.addIssue({ code: 'custom', message: check.reason });
          return z.NEVER;
        }
        if (!isbns.includes(check.isbn13)) isbns.push(check.isbn13);
      }
      return isbns;
    }),
});

/**
 * One ISBN's answer, "in the shop" at a glance: the reader's book with it (null: new to them) and,
 * when it is lent out, to whom and until when.
 */
export const shelfCheckItemSchema = z.object({
  isbn: z.string(),
  book: z
    .object({
      _id: z.string(),
      title: z.string(),
      author: z.string(),
      thumbnail: z.string(),
      status: z.string(),
    })
    .nullable(),
  loan: z.object({ borrowerName: z.string(), returnDate: z.string() }).nullable(),
});
export type ShelfCheckItem = z.infer<typeof shelfCheckItemSchema>;
export const shelfCheckResponseSchema = z.object({ data: z.array(shelfCheckItemSchema) });
