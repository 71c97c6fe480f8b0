import { describe, expect, it } from 'vitest';
import { CsvError, CsvReader, MAX_RECORD_BYTES, NUL_BYTE_REASON, readCsv } from './csv-read.ts';

const bytes = (text: string) => new TextEncoder().encode(text);

describe('readCsv', () => {
  it('drops a byte-order mark, reads CRLF rows and quoted fields with newlines, commas and doubled quotes', () => {
    const file = readCsv(bytes('\uFEFFTitle,Author\r\n"A, ""quoted""\r\ntitle",Someone\r\nPlain,Other\r\n'));
    expect(file.separator).toBe(',');
    expect(file.header).toEqual(['Title', 'Author']);
    expect(file.records).toEqual([
      { line: 2, cells: ['A, "quoted"\r\ntitle', 'Someone'] },
      { line: 4, cells: ['Plain', 'Other'] },
    ]);
  });

  it('sniffs semicolon and tab separators from the header row', () => {
    expect(readCsv(bytes('a;b;c\n1;"2;x";3')).records[0]?.cells).toEqual(['1', '2;x', '3']);
    const tsv = readCsv(bytes('a\tb, c\td\n1\t2, 3\t4\n'));
    expect(tsv.separator).toBe('\t');
    expect(tsv.records[0]?.cells).toEqual(['1', '2, 3', '4']);
  });

  it('decodes each field on its own: UTF-8 stays UTF-8, other bytes are Windows-1252', () => {
    const row = Buffer.concat([
      Buffer.from('Title,Author\n', 'utf8'),
      Buffer.from('Cien a\xf1os \x93de\x94 soledad', 'latin1'),
      Buffer.from(',Gabriel García Márquez\n', 'utf8'),
    ]);
    expect(readCsv(row).records[0]?.cells).toEqual(['Cien años “de” soledad', 'Gabriel García Márquez']);
  });

  it('keeps empty fields, a lone CR line end and a last line without a newline', () => {
    expect(readCsv(bytes('a,b,c\r1,,\r,2,')).records.map((r) => r.cells)).toEqual([
      ['1', '', ''],
      ['', '2', ''],
    ]);
  });

  it('names the line of a quoted field that is never closed', () => {
    expect(() => readCsv(bytes('a,b\n1,2\n3,"open\nstill open'))).toThrow(
      new CsvError(3, 'a quoted field is not closed'),
    );
  });

  it('refuses a NUL byte, naming its line', () => {
    expect(() => readCsv(bytes('a,b\n1,2\n3,\u00004\n'))).toThrow(new CsvError(3, NUL_BYTE_REASON));
  });
});

describe('CsvReader, fed chunk by chunk', () => {
  const file = bytes('\uFEFFTitle;Author\r\n"A; ""q""\r\nb";X\r\nPlain;Y\rLast;"Z"');

  it('hands back each record as soon as its line end arrives', () => {
    const reader = new CsvReader();
    const at = (text: string) => reader.push(bytes(text)).map((r) => r.cells);
    expect(at('Title,Au')).toEqual([]);
    expect(at('thor\n"Dune, ')).toEqual([['Title', 'Author']]);
    expect(at('the first"')).toEqual([]);
    expect(at(',Herbert\nHob')).toEqual([['Dune, the first', 'Herbert']]);
    expect(reader.end().map((r) => r.cells)).toEqual([['Hob']]);
  });

  it('reads the same records however the file is cut into chunks, even one byte at a time', () => {
    const whole = readCsv(file);
    for (const size of [1, 2, 3, 5, 7, 64]) {
      const reader = new CsvReader();
      const records = [];
      for (let i = 0; i < file.length; i += size) records.push(...reader.push(file.subarray(i, i + size)));
      records.push(...reader.end());
      expect(records.slice(1)).toEqual(whole.records);
      expect(records[0]?.cells).toEqual(whole.header);
    }
  });

  it('skips a record longer than 1 MB, reporting its line only, and reads on', () => {
    const long = 'x'.repeat(MAX_RECORD_BYTES + 1);
    const reader = new CsvReader();
    const records = [
      ...reader.push(bytes('Title,Author\n"a\nb",c\n')),
      ...reader.push(bytes(`${long.slice(0, 1000)}`)),
      ...reader.push(bytes(`${long.slice(1000)},y\nafter,z\n`)),
      ...reader.end(),
    ];
    expect(records).toEqual([
      { line: 1, cells: ['Title', 'Author'] },
      { line: 2, cells: ['a\nb', 'c'] },
      { line: 4, cells: [], oversized: true },
      { line: 5, cells: ['after', 'z'] },
    ]);
  });
});
