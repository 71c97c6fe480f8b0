import { describe, expect, it } from 'vitest';
import { csvField, csvRow, neutraliseFormula } from './book-csv.ts';

describe('CSV fields', () => {
  it('leaves plain text alone', () => {
    expect(csvField('Dune')).toBe('Dune');
    expect(csvField(4)).toBe('4');
  });

  it('quotes fields holding a comma, quote, CR or LF and doubles quotes', () => {
    expect(csvField('Herbert, Frank')).toBe('"Herbert, Frank"');
    expect(csvField('The "Best" Book')).toBe('"The ""Best"" Book"');
    expect(csvField('line one\nline two')).toBe('"line one\nline two"');
    expect(csvField('a\rb')).toBe('"a\rb"');
  });

  it('neutralises cells a spreadsheet would run as a formula', () => {
    for (const start of ['=', '+', '-', '@', '\t', '\r']) {
      expect(neutraliseFormula(`${start}1+1`)).toBe(`'${start}1+1`);
    }
    expect(csvField('=HYPERLINK("http://x","y")')).toBe('"\'=HYPERLINK(""http://x"",""y"")"');
    expect(neutraliseFormula('a=b')).toBe('a=b');
  });

  it('does not neutralise numbers written by us (ratings)', () => {
    expect(csvField(0)).toBe('0');
  });

  it('ends rows with CRLF', () => {
    expect(csvRow(['a', 'b,c', 3])).toBe('a,"b,c",3\r\n');
  });
});
