import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { TextItem } from 'pdfjs-dist/types/src/display/api.js';

/**
 * The text of a PDF as a reader extracts it: pdf.js (its Node build) reads the fonts' ToUnicode
 * maps and the text operators of every page, form XObjects included. pdf.js puts right-to-left
 * text back in logical order itself (its bidi pass over each text item); Devanagari comes back in
 * the order the glyphs are drawn (see devanagariLogicalOrder).
 */

export interface PdfTextItem {
  str: string;
  /** Left end and baseline in PDF points, from the page's bottom-left corner. */
  x: number;
  y: number;
  width: number;
}

/** One glyph of a text-showing operator: the characters it stands for and its glyph id. */
export interface PdfGlyph {
  unicode: string;
  id: number;
}

export interface PdfPage {
  /** The non-empty text items, in content order. */
  items: PdfTextItem[];
  /** Per text-showing operator, its glyphs (only when asked for). */
  glyphRuns: PdfGlyph[][];
}

export async function readPdf(pdf: Uint8Array, options: { glyphs?: boolean } = {}): Promise<PdfPage[]> {
  const document = await getDocument({
    data: new Uint8Array(pdf),
    verbosity: 0,
    useSystemFonts: false,
    disableFontFace: true,
    isEvalSupported: false,
  }).promise;
  try {
    const pages: PdfPage[] = [];
    for (let n = 1; n <= document.numPages; n++) {
      const page = await document.getPage(n);
      const content = await page.getTextContent();
      const items = content.items
        .filter((item): item is TextItem => 'str' in item && item.str.trim() !== '')
        .map((item) => ({ str: item.str, x: item.transform[4], y: item.transform[5], width: item.width }));
      const glyphRuns: PdfGlyph[][] = [];
      if (options.glyphs) {
        const operators = await page.getOperatorList();
        operators.fnArray.forEach((fn, i) => {
          if (fn !== OPS.showText) return;
          const shown = (operators.argsArray[i]?.[0] ?? []) as unknown[];
          glyphRuns.push(
            shown
              .filter((g): g is { unicode: string; originalCharCode: number } => typeof g === 'object' && !!g)
              .map((g) => ({ unicode: g.unicode, id: g.originalCharCode })),
          );
        });
      }
      pages.push({ items, glyphRuns });
      page.cleanup();
    }
    return pages;
  } finally {
    await document.destroy();
  }
}

/** Every text item of every page, in order: one string per piece of text drawn. */
export async function pdfTextRuns(pdf: Uint8Array): Promise<string[]> {
  return (await readPdf(pdf)).flatMap((page) => page.items.map((item) => item.str));
}

/** Every text item joined by newlines: `expect(await pdfText(pdf)).toContain('Dune')`. */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  return (await pdfTextRuns(pdf)).join('\n');
}

export async function pdfPageCount(pdf: Uint8Array): Promise<number> {
  return (await readPdf(pdf)).length;
}

/**
 * pdf.js returns Devanagari in the order the glyphs are drawn: the vowel sign ि (U+093F), drawn
 * before the consonant cluster it follows in the text, comes first. This moves each such ि back
 * behind its cluster (consonants joined by the virama ्), giving the order it was typed in.
 */
export function devanagariLogicalOrder(text: string): string {
  const consonant = '[\\u0915-\\u0939\\u0958-\\u095f\\u0978-\\u097f]\\u093c?';
  return text.replace(new RegExp(`\\u093f(${consonant}(?:\\u094d${consonant})*)`, 'gu'), '$1\u093f');
}
