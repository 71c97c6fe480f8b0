/**
 * Reads a CSV or TSV file the way the services that export them write it: a byte-order mark,
 * CRLF or LF, quoted fields with newlines and doubled quotes, a comma, semicolon or tab separator
 * (sniffed from the header line). Bytes are split first (every separator is ASCII, the same byte in
 * UTF-8 and Windows-1252), then each field is decoded on its own: valid UTF-8 stays UTF-8, anything
 * else is read as Windows-1252, so a UTF-8 file with a few Windows-1252 bytes keeps both right.
 *
 * The reader is fed the upload chunk by chunk (`CsvReader.push`) and hands back each record as soon
 * as its line end arrives: the file is never held whole. A record longer than MAX_RECORD_BYTES is
 * skipped (its bytes are dropped as they come) and reported by its line alone.
 */

export interface CsvRecord {
  /** The file line the record starts on (1 = the header). */
  line: number;
  cells: string[];
  /** Longer than MAX_RECORD_BYTES: its cells were not kept (`cells` is empty). */
  oversized?: boolean;
}

export type CsvSeparator = ',' | ';' | '\t';

export interface CsvFile {
  separator: CsvSeparator;
  header: string[];
  records: CsvRecord[];
}

/** The longest record kept, in bytes: far above any real row (every book field at its limit). */
export const MAX_RECORD_BYTES = 1024 * 1024;

export class CsvError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}

export const NUL_BYTE_REASON =
  'the file holds a NUL byte, so it is not a text file (a binary file, or text saved as UTF-16)';

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;
const NUL = 0x00;

const utf8 = new TextDecoder('utf-8', { fatal: true });
/**
 * Windows-1252 differs from Latin-1 only in 0x80–0x9F (curly quotes, dashes, €). Node's own
 * 'windows-1252' decoder is Latin-1 in builds without full ICU, so the table is here.
 */
const CP1252_HIGH =
  '\u20AC\u0081\u201A\u0192\u201E\u2026\u2020\u2021\u02C6\u2030\u0160\u2039\u0152\u008D\u017D\u008F' +
  '\u0090\u2018\u2019\u201C\u201D\u2022\u2013\u2014\u02DC\u2122\u0161\u203A\u0153\u009D\u017E\u0178';

function cp1252(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b >= 0x80 && b <= 0x9f ? CP1252_HIGH[b - 0x80] : String.fromCharCode(b);
  return out;
}

function decode(bytes: Uint8Array): string {
  // Pure ASCII is the same in both: skip the fatal decoder's work for most fields.
  let ascii = true;
  for (const b of bytes) {
    if (b > 0x7f) {
      ascii = false;
      break;
    }
  }
  if (ascii) return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
  try {
    return utf8.decode(bytes);
  } catch {
    return cp1252(bytes);
  }
}

/** The separator that splits the header line into the most fields (outside quotes). */
function sniff(bytes: Uint8Array): CsvSeparator {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (const b of bytes) {
    if (b === QUOTE) quoted = !quoted;
    else if (!quoted && (b === LF || b === CR)) break;
    else if (!quoted && b === 0x2c) counts[',']++;
    else if (!quoted && b === 0x3b) counts[';']++;
    else if (!quoted && b === 0x09) counts['\t']++;
  }
  if (counts['\t'] > counts[','] && counts['\t'] >= counts[';']) return '\t';
  if (counts[';'] > counts[',']) return ';';
  return ',';
}

/**
 * One record's fields. Its bytes hold no line end outside quotes (the reader split there). A field
 * is either quoted (bytes copied with "" → ") or plain (a slice of the record).
 */
function parseRecord(input: Uint8Array, sep: number): string[] {
  const cells: string[] = [];
  const n = input.length;
  let i = 0;
  for (;;) {
    if (input[i] === QUOTE) {
      const parts: Uint8Array[] = [];
      let from = ++i;
      while (i < n) {
        if (input[i] === QUOTE) {
          if (input[i + 1] === QUOTE) {
            parts.push(input.subarray(from, i + 1));
            i += 2;
            from = i;
            continue;
          }
          break;
        }
        i++;
      }
      parts.push(input.subarray(from, i));
      i++;
      // Anything between the closing quote and the separator is kept (what spreadsheets do).
      const tailFrom = i;
      while (i < n && input[i] !== sep) i++;
      if (i > tailFrom) parts.push(input.subarray(tailFrom, i));
      cells.push(decode(parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts)));
    } else {
      const from = i;
      while (i < n && input[i] !== sep) i++;
      cells.push(decode(input.subarray(from, i)));
    }
    if (i >= n) return cells;
    i++; // the separator
    // A separator at the very end leaves one empty field.
    if (i === n) {
      cells.push('');
      return cells;
    }
  }
}

// Where the reader is inside a record.
const FIELD_START = 0;
const PLAIN = 1;
const QUOTED = 2;
const QUOTE_SEEN = 3;

/**
 * The incremental reader: `push` each chunk as it arrives and `end` at the end of the file; both
 * answer the records completed so far (the first is the header; blank lines are left out).
 */
export class CsvReader {
  separator: CsvSeparator | null = null;
  private sep = 0;
  /** Bytes before the separator is known: the header line (up to MAX_RECORD_BYTES). */
  private head: Uint8Array[] = [];
  private headBytes = 0;
  private headQuoted = false;
  private state = FIELD_START;
  /** The current record's bytes so far. */
  private parts: Uint8Array[] = [];
  private size = 0;
  private oversized = false;
  private line = 1;
  private recordLine = 1;
  private quoteLine = 1;
  /** The last byte was a CR that ended a record: an LF right after it belongs to it. */
  private afterCR = false;

  push(chunk: Uint8Array): CsvRecord[] {
    if (this.separator !== null) return this.scan(chunk);
    this.head.push(chunk);
    this.headBytes += chunk.length;
    let found = false;
    for (const b of chunk) {
      if (b === QUOTE) this.headQuoted = !this.headQuoted;
      else if (!this.headQuoted && (b === LF || b === CR)) {
        found = true;
        break;
      }
    }
    return found || this.headBytes > MAX_RECORD_BYTES ? this.begin() : [];
  }

  end(): CsvRecord[] {
    const out = this.separator === null ? this.begin() : [];
    if (this.state === QUOTED) throw new CsvError(this.quoteLine, 'a quoted field is not closed');
    if (this.size > 0 || this.oversized) {
      const record = this.emit();
      if (record) out.push(record);
    }
    return out;
  }

  /** The header line is in: sniff the separator, then read everything held so far. */
  private begin(): CsvRecord[] {
    const all = Buffer.concat(this.head);
    this.head = [];
    const start = all[0] === 0xef && all[1] === 0xbb && all[2] === 0xbf ? 3 : 0;
    const body = all.subarray(start);
    this.separator = sniff(body);
    this.sep = this.separator.charCodeAt(0);
    return this.scan(body);
  }

  private scan(chunk: Uint8Array): CsvRecord[] {
    const out: CsvRecord[] = [];
    const sep = this.sep;
    const n = chunk.length;
    // The hot loop works on locals, written back at the end (and before each record is emitted).
    let state = this.state;
    let afterCR = this.afterCR;
    let from = 0;
    for (let i = 0; i < n; i++) {
      const b = chunk[i] as number;
      if (afterCR) {
        afterCR = false;
        if (b === LF) {
          from = i + 1;
          continue;
        }
      }
      if (state === QUOTED) {
        if (b === QUOTE) state = QUOTE_SEEN;
        else if (b === LF) this.line++;
        else if (b === NUL) throw new CsvError(this.line, NUL_BYTE_REASON);
        continue;
      }
      if (b === QUOTE) {
        if (state === FIELD_START) this.quoteLine = this.line;
        // At a field's start a quote opens it; after a closing quote it is a doubled one.
        state = state === FIELD_START || state === QUOTE_SEEN ? QUOTED : PLAIN;
        continue;
      }
      // Outside quotes: a separator, a line end (CRLF, LF or a lone CR), or a plain byte.
      if (b === sep) state = FIELD_START;
      else if (b === LF || b === CR) {
        this.append(chunk.subarray(from, i));
        const record = this.emit();
        if (record) out.push(record);
        from = i + 1;
        this.line++;
        this.recordLine = this.line;
        state = FIELD_START;
        afterCR = b === CR;
      } else if (b === NUL) throw new CsvError(this.line, NUL_BYTE_REASON);
      else state = PLAIN;
    }
    this.state = state;
    this.afterCR = afterCR;
    this.append(chunk.subarray(from));
    return out;
  }

  private append(bytes: Uint8Array): void {
    if (this.oversized || bytes.length === 0) return;
    if (this.size + bytes.length > MAX_RECORD_BYTES) {
      this.oversized = true;
      this.parts = [];
      this.size = 0;
      return;
    }
    this.parts.push(bytes);
    this.size += bytes.length;
  }

  /** The record just ended; null for a blank line. */
  private emit(): CsvRecord | null {
    const line = this.recordLine;
    if (this.oversized) {
      this.oversized = false;
      return { line, cells: [], oversized: true };
    }
    const bytes = this.parts.length === 1 ? (this.parts[0] as Uint8Array) : Buffer.concat(this.parts);
    this.parts = [];
    this.size = 0;
    const cells = parseRecord(bytes, this.sep);
    return cells.length === 1 && cells[0] === '' ? null : { line, cells };
  }
}

/** The records of a file read as a stream of chunks, as they come (the first is the header). */
export async function* readCsvRecords(source: AsyncIterable<Uint8Array>): AsyncGenerator<CsvRecord> {
  const reader = new CsvReader();
  for await (const chunk of source) yield* reader.push(chunk);
  yield* reader.end();
}

/** A whole file already in memory (tests, small inputs). */
export function readCsv(input: Uint8Array): CsvFile {
  const reader = new CsvReader();
  const records = [...reader.push(input), ...reader.end()];
  const [first, ...rest] = records;
  if (!first) throw new CsvError(1, 'the file is empty');
  return { separator: reader.separator ?? ',', header: first.cells.map((c) => c.trim()), records: rest };
}
