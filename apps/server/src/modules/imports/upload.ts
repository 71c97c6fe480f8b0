import { badRequest } from '../../http/errors.ts';
import { CsvError, type CsvRecord, readCsvRecords } from './csv-read.ts';

/**
 * The start of an upload, before any format is known: what kind of file it is (from its first
 * bytes), and the CSV reader's complaints as 400s. The file arrives as a stream of chunks.
 */

export type ImportSource = AsyncIterable<Uint8Array> | Uint8Array;

async function* fromBytes(bytes: Uint8Array): AsyncGenerator<Uint8Array> {
  yield bytes;
}

const isSpace = (b: number) => /\s/.test(String.fromCharCode(b));
const BOM = [0xef, 0xbb, 0xbf];

/** The first byte that is not a byte-order mark or white space, or -1. */
export function firstText(bytes: Uint8Array): number {
  let i = bytes[0] === BOM[0] && bytes[1] === BOM[1] && bytes[2] === BOM[2] ? 3 : 0;
  while (i < bytes.length && isSpace(bytes[i] as number)) i++;
  return i < bytes.length ? (bytes[i] as number) : -1;
}

/**
 * The start of an upload, read until it tells what the file is (a few bytes, past any leading
 * white space), and the rest of it still to come.
 */
export async function openUpload(source: ImportSource) {
  const it = (source instanceof Uint8Array ? fromBytes(source) : source)[Symbol.asyncIterator]();
  const parts: Uint8Array[] = [];
  let size = 0;
  let text = false;
  let done = false;
  while (size < 4 || !text) {
    const next = await it.next();
    if (next.done) {
      done = true;
      break;
    }
    parts.push(next.value);
    size += next.value.length;
    text ||= next.value.some((b) => !isSpace(b) && !BOM.includes(b));
  }
  const head = Buffer.concat(parts);
  async function* all(): AsyncGenerator<Uint8Array> {
    yield head;
    if (done) return;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  }
  return { head, all };
}

/** Files that are no text at all, told apart by their first bytes: a 400 naming what they are. */
export function refuseBinary(head: Uint8Array): void {
  if (head[0] === 0x1f && head[1] === 0x8b)
    throw badRequest('This file is compressed (gzip): decompress it and upload the CSV or JSON file inside.');
  if (
    head[0] === 0x50 &&
    head[1] === 0x4b &&
    (head[2] === 3 || head[2] === 5) &&
    (head[3] === 4 || head[3] === 6)
  )
    throw badRequest(
      'This file is a zip archive (or a spreadsheet such as .xlsx), not a CSV file: upload the CSV file itself, or save the spreadsheet as CSV UTF-8.',
    );
  if ((head[0] === 0xff && head[1] === 0xfe) || (head[0] === 0xfe && head[1] === 0xff))
    throw badRequest('This file is saved as UTF-16 text: save it as CSV UTF-8 and upload it again.');
}

/** The CSV reader's complaint (an unclosed quote, a NUL byte) as a 400 naming the line. */
export const unreadable = (error: CsvError) => badRequest(`The file could not be read. ${error.message}.`);

export async function* csvRecords(source: AsyncIterable<Uint8Array>): AsyncGenerator<CsvRecord> {
  try {
    yield* readCsvRecords(source);
  } catch (error) {
    throw error instanceof CsvError ? unreadable(error) : error;
  }
}
