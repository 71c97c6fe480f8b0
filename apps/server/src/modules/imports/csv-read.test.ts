import { describe, expect, it } from 'vitest';
import { CsvError, readCsv } from './csv-read.ts';

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
});
