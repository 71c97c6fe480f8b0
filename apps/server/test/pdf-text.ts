import { inflateSync } from 'node:zlib';

/**
 * The text a PDF made by pdfkit shows, one string per text-showing operator (`[...] TJ`), read
 * from its content streams (inflated when compressed). Enough to check what a catalogue names;
 * not a general PDF parser.
 */
export function pdfTextRuns(pdf: Buffer): string[] {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  const streamPattern = /<<([\s\S]*?)>>\s*stream\r?\n/g;
  for (let match = streamPattern.exec(source); match; match = streamPattern.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endstream', start);
    if (end < 0) break;
    let raw = pdf.subarray(start, end);
    if (/\/FlateDecode/.test(match[1] ?? '')) {
      try {
        raw = inflateSync(raw);
      } catch {
        continue; // not a content stream we can read (an image, say)
      }
    }
    const content = raw.toString('latin1');
    for (const tj of content.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
      const hex = [...(tj[1] ?? '').matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('');
      runs.push(Buffer.from(hex, 'hex').toString('latin1'));
    }
  }
  return runs;
}

/** Every text run joined by newlines: `expect(pdfText(pdf)).toContain('Dune')`. */
export const pdfText = (pdf: Buffer): string => pdfTextRuns(pdf).join('\n');

/** How many pages the PDF has (its page objects). */
export const pdfPageCount = (pdf: Buffer): number =>
  (pdf.toString('latin1').match(/\/Type \/Page\b/g) ?? []).length;
