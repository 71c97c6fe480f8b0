import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import * as fontkit from 'fontkit';

/**
 * The fonts of the PDF export (see docs/decisions/0006-pdf-fonts.md). They come from npm packages
 * of Noto fonts (OFL-1.1), so nothing is fetched at run time. Each file is read once per process,
 * and only when a text first needs it: a library of Latin titles never loads the CJK fonts.
 */

export type FaceId = 'sans' | 'sansBold' | 'arabic' | 'hebrew' | 'cjk' | 'hangul';

const files: Record<FaceId, { pkg: string; file: string }> = {
  // Latin with every diacritic (Yoruba, Hausa, Vietnamese), Cyrillic, Greek and Devanagari.
  sans: { pkg: '@embedpdf/fonts-latin', file: 'NotoSans-Regular.ttf' },
  sansBold: { pkg: '@embedpdf/fonts-latin', file: 'NotoSans-Bold.ttf' },
  arabic: { pkg: '@embedpdf/fonts-arabic', file: 'NotoNaskhArabic-Regular.ttf' },
  hebrew: { pkg: '@embedpdf/fonts-hebrew', file: 'NotoSansHebrew-Regular.ttf' },
  // Han (about 21,000 ideographs), kana and CJK punctuation.
  cjk: { pkg: '@embedpdf/fonts-sc', file: 'NotoSansHans-Regular.otf' },
  // Hangul syllables (the Han font has none).
  hangul: { pkg: '@embedpdf/fonts-kr', file: 'NotoSansKR-Regular.otf' },
};

/** Fallback order: the first face that has a character draws it. */
export const REGULAR: readonly FaceId[] = ['sans', 'arabic', 'hebrew', 'cjk', 'hangul'];
export const BOLD: readonly FaceId[] = ['sansBold', 'arabic', 'hebrew', 'cjk', 'hangul'];

/** Drawn for a character that no face has: visible, and never another character's glyph. */
export const REPLACEMENT = '\uFFFD';

export interface Face {
  id: FaceId;
  /** The file's bytes, shared by every document that embeds the face. */
  data: Buffer;
  /**
   * For coverage and measuring only. pdfkit opens its own from `data` for each document: fontkit
   * keeps, per glyph, the characters it was first reached from, and pdfkit writes those into the
   * document's text map, so a document must not inherit what another document (or a probe such
   * as splitsPrecomposed) laid out first.
   */
  font: fontkit.Font;
  /** Ascent and descent in em (descent negative). */
  ascent: number;
  descent: number;
}

const require = createRequire(import.meta.url);
const loaded = new Map<FaceId, Face>();

function fontPath(id: FaceId): string {
  const { pkg, file } = files[id];
  // The packages export only their (browser) entry point; the font files sit beside its folder.
  return join(dirname(require.resolve(pkg)), '..', 'fonts', file);
}

export function face(id: FaceId): Face {
  let found = loaded.get(id);
  if (!found) {
    const data = readFileSync(fontPath(id));
    const font = fontkit.create(data) as fontkit.Font;
    found = {
      id,
      data,
      font,
      ascent: font.ascent / font.unitsPerEm,
      descent: font.descent / font.unitsPerEm,
    };
    loaded.set(id, found);
  }
  return found;
}

const coverage = new Map<string, FaceId | null>();

/** The first face of the chain that has the code point, or null when none has. */
export function faceFor(chain: readonly FaceId[], codePoint: number): FaceId | null {
  const key = `${chain[0]}:${codePoint}`;
  let found = coverage.get(key);
  if (found === undefined) {
    found = chain.find((id) => face(id).font.hasGlyphForCodePoint(codePoint)) ?? null;
    coverage.set(key, found);
  }
  return found;
}

export function covers(id: FaceId, codePoint: number): boolean {
  return face(id).font.hasGlyphForCodePoint(codePoint);
}

const splitting = new Map<string, boolean>();

/**
 * Whether the face's own layout breaks this precomposed character into several glyphs (Noto Sans
 * draws ọ and ṣ as a letter and a mark). pdfkit maps each glyph to the characters it came from
 * the first time it meets the glyph, so the plain letter's glyph would stand for ọ in the whole
 * document's text; such characters are handed over decomposed instead.
 */
export function splitsPrecomposed(id: FaceId, char: string): boolean {
  const key = `${id}:${char}`;
  let splits = splitting.get(key);
  if (splits === undefined) {
    splits = char.normalize('NFD') !== char && face(id).font.layout(char).glyphs.length > 1;
    splitting.set(key, splits);
  }
  return splits;
}

const widths = new Map<string, number>();
const MAX_CACHED_WIDTHS = 20_000;

/**
 * The advance width of a word in em, shaped as pdfkit shapes it when drawing (fontkit, default
 * features). Cached for the process, as titles share most words; the cache is dropped whole when
 * it fills, so it stays bounded however many books pass through.
 */
export function widthEm(id: FaceId, text: string): number {
  const key = `${id}\u0000${text}`;
  let width = widths.get(key);
  if (width === undefined) {
    const { font } = face(id);
    width = font.layout(text).advanceWidth / font.unitsPerEm;
    if (widths.size >= MAX_CACHED_WIDTHS) widths.clear();
    widths.set(key, width);
  }
  return width;
}

/** The parts of pdfkit's document this needs beyond its typings. */
interface PdfkitInternals {
  _fontFamilies: Record<string, { layoutCache?: Record<string, unknown>; unicode?: number[][] }>;
}

const RIGHT_TO_LEFT_FACES: readonly FaceId[] = ['arabic', 'hebrew'];

/**
 * Text extractors (pdf.js, poppler) read right-to-left text in drawing order and reverse it, and
 * with it the characters of a ligature glyph: lam-alef, mapped to "لا", would come out as "ال".
 * Mapping such glyphs to their characters reversed makes the extracted text the text that was
 * typed. Call once, before doc.end() writes the fonts' ToUnicode maps.
 */
export function mapRightToLeftLigatures(doc: PDFKit.PDFDocument): void {
  const fonts = (doc as unknown as PdfkitInternals)._fontFamilies;
  for (const id of RIGHT_TO_LEFT_FACES) {
    for (const [gid, codePoints] of (fonts[id]?.unicode ?? []).entries()) {
      if (codePoints && codePoints.length > 1)
        (fonts[id]?.unicode as number[][])[gid] = [...codePoints].reverse();
    }
  }
}

/**
 * pdfkit keeps the layout of every distinct word it drew, per font, for the life of the document:
 * with 10,000 numbered titles that is tens of thousands of entries. Emptying it after each batch
 * of books keeps the common words fast and the memory flat.
 */
export function forgetWordLayouts(doc: PDFKit.PDFDocument): void {
  for (const font of Object.values((doc as unknown as PdfkitInternals)._fontFamilies)) {
    if (font.layoutCache) font.layoutCache = Object.create(null);
  }
}
