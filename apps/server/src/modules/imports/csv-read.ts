/**
 * Reads a CSV or TSV file the way the services that export them write it: a byte-order mark,
 * CRLF or LF, quoted fields with newlines and doubled quotes, a comma, semicolon or tab separator
 * (sniffed from the header line). Bytes are split first (every separator is ASCII, the same byte in
 * UTF-8 and Windows-1252), then each field is decoded on its own: valid UTF-8 stays UTF-8, anything
 * else is read as Windows-1252, so a UTF-8 file with a few Windows-1252 bytes keeps both right.
 */

export interface CsvRecord {
  /** The file line the record starts on (1 = the header). */
  line: number;
  cells: string[];
}

export interface CsvFile {
  separator: ',' | ';' | '\t';
  header: string[];
  records: CsvRecord[];
}

export class CsvError extends Error {
  constructor(
    readonly line: number,
    reason: string,
  ) {
    super(`Line ${line}: ${reason}`);
  }
}

const QUOTE = 0x22;
const CR = 0x0d;
const LF = 0x0a;

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
function sniff(bytes: Uint8Array, start: number): CsvFile['separator'] {
  const counts = { ',': 0, ';': 0, '\t': 0 };
  let quoted = false;
  for (let i = start; i < bytes.length; i++) {
    const b = bytes[i];
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

export function readCsv(input: Uint8Array): CsvFile {
  let start = 0;
  if (input[0] === 0xef && input[1] === 0xbb && input[2] === 0xbf) start = 3;
  const separator = sniff(input, start);
  const sep = separator.charCodeAt(0);
  const records: CsvRecord[] = [];
  let cells: string[] = [];
  let line = 1;
  let recordLine = 1;
  let i = start;
  const n = input.length;
  // A field is either quoted (bytes copied with "" → ") or plain (a slice of the input).
  const pushRecord = () => {
    if (!(cells.length === 1 && cells[0] === '')) records.push({ line: recordLine, cells });
    cells = [];
    recordLine = line;
  };
  while (i <= n) {
    if (i === n) {
      // End of input right after a separator leaves one empty field; after a newline, nothing.
      if (cells.length > 0) {
        cells.push('');
        pushRecord();
      }
      break;
    }
    if (input[i] === QUOTE) {
      const fieldLine = line;
      const parts: Uint8Array[] = [];
      let from = ++i;
      for (;;) {
        if (i >= n) throw new CsvError(fieldLine, 'a quoted field is not closed');
        const b = input[i];
        if (b === QUOTE) {
          if (input[i + 1] === QUOTE) {
            parts.push(input.subarray(from, i + 1));
            i += 2;
            from = i;
            continue;
          }
          parts.push(input.subarray(from, i));
          i++;
          break;
        }
        if (b === LF) line++;
        i++;
      }
      // Anything between the closing quote and the separator is kept (what spreadsheets do).
      const tailFrom = i;
      while (i < n && input[i] !== sep && input[i] !== LF && input[i] !== CR) i++;
      if (i > tailFrom) parts.push(input.subarray(tailFrom, i));
      cells.push(decode(parts.length === 1 ? (parts[0] as Uint8Array) : Buffer.concat(parts)));
    } else {
      const from = i;
      while (i < n && input[i] !== sep && input[i] !== LF && input[i] !== CR) i++;
      cells.push(decode(input.subarray(from, i)));
    }
    if (i >= n) {
      pushRecord();
      break;
    }
    const b = input[i];
    if (b === sep) {
      i++;
      if (i === n) {
        cells.push('');
        pushRecord();
        break;
      }
      continue;
    }
    // CRLF, LF or a lone CR ends the record.
    i += b === CR && input[i + 1] === LF ? 2 : 1;
    line++;
    pushRecord();
  }
  const [first, ...rest] = records;
  if (!first) throw new CsvError(1, 'the file is empty');
  return { separator, header: first.cells.map((c) => c.trim()), records: rest };
}
