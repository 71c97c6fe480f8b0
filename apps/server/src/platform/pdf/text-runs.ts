import bidiFactory from 'bidi-js';
import { covers, type FaceId, faceFor, REPLACEMENT, splitsPrecomposed, widthEm } from './fonts.ts';

/**
 * Lays a text out in a box for the PDF export: picks a font per grapheme cluster (the first face of
 * the chain that has it), wraps at spaces (and between CJK characters, which have none), cuts to a
 * number of lines with an ellipsis, and puts each line in visual order with the Unicode
 * bidirectional algorithm. What comes out are runs of one face, left to right, each ready for
 * pdfkit: fontkit shapes each word (Arabic joining, Devanagari conjuncts) and reverses a
 * right-to-left one itself.
 */

const bidi = bidiFactory();
const graphemes = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export interface Run {
  face: FaceId;
  /** As handed to pdfkit (see drawableRuns); only spaces: nothing to draw, only to advance. */
  text: string;
  /** In points. */
  width: number;
}

export interface Line {
  /** Left to right as drawn. */
  runs: Run[];
  width: number;
}

export interface TextBlock {
  lines: Line[];
  /** The paragraph reads right to left (its first strong character is Arabic or Hebrew, say). */
  rtl: boolean;
}

/** The advance width of a word in em, as pdfkit will draw it. */
export type MeasureEm = (face: FaceId, word: string) => number;

export interface LayoutOptions {
  chain: readonly FaceId[];
  size: number;
  /** Defaults to fontkit directly; the PDF passes its document's own (cached) measure. */
  measure?: MeasureEm;
  /** The width to fill, in points. */
  width: number;
  maxLines?: number;
}

interface Metrics {
  size: number;
  measure: MeasureEm;
}

interface Cluster {
  text: string;
  face: FaceId;
  level: number;
  space: boolean;
}

const PRINTABLE_ASCII = /^[\x20-\x7e]*$/;
// Characters that have no glyph of their own: kept for the bidi algorithm, dropped from drawing
// when the face lacks them, rather than drawn as a replacement.
const IGNORABLE = /\p{Default_Ignorable_Code_Point}/u;
const NEUTRAL = /^[\p{Script=Common}\p{Script=Inherited}]+$/u;
const IDEOGRAPHIC =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u3000-\u303f\uff00-\uffef]/u;
// Kinsoku: no line starts with closing punctuation or a small kana, none ends with an opening one.
const NO_BREAK_BEFORE =
  /^[)\]}、。，．：；？！）」』】〕〉》ーぁぃぅぇぉっゃゅょゎァィゥェォッャュョヮヵヶ々…,.:;!?]/u;
const NO_BREAK_AFTER = /[([{（「『【〔〈《]$/u;
// fontkit shapes a run right to left, and reverses it, when the first character with a script is
// one of these (its Script.forString and direction); other runs it leaves in the order given.
const FIRST_SCRIPTED = /[^\p{Script=Common}\p{Script=Inherited}\p{Script=Unknown}]/u;
const RTL_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}]/u;

/** Whitespace to single spaces, no control characters. */
export function prepareText(text: string): string {
  return text
    .replace(/\p{White_Space}+/gu, ' ')
    .replace(/\p{Cc}/gu, '')
    .trim();
}

function clustersOf(text: string, chain: readonly FaceId[]): { clusters: Cluster[]; rtl: boolean } {
  if (PRINTABLE_ASCII.test(text)) {
    // Most titles: one face, left to right, breaks only at spaces; a word is a cluster of its own
    // here (cut into letters only if it is wider than the box), which spares an object per letter.
    const face = chain[0] as FaceId;
    const parts = text.split(/( )/).filter(Boolean);
    return { clusters: parts.map((p) => ({ text: p, face, level: 0, space: p === ' ' })), rtl: false };
  }
  const { levels, paragraphs } = bidi.getEmbeddingLevels(text);
  const base = paragraphs[0]?.level ?? 0;
  const clusters: Cluster[] = [];
  let previous: FaceId | undefined;
  for (const { segment, index } of graphemes.segment(text)) {
    const level = levels[index] ?? base;
    for (const cluster of assignFaces(segment, level, chain, previous)) {
      clusters.push(cluster);
      previous = cluster.face;
    }
  }
  return { clusters, rtl: base % 2 === 1 };
}

/** One grapheme cluster: the face that has all of it, else character by character. */
function assignFaces(segment: string, level: number, chain: readonly FaceId[], previous?: FaceId): Cluster[] {
  const codePoints = [...segment].map((c) => c.codePointAt(0) as number);
  const drawn = codePoints.filter((cp) => !IGNORABLE.test(String.fromCodePoint(cp)));
  if (drawn.length === 0) return [];
  const hasAll = (face: FaceId) => drawn.every((cp) => covers(face, cp));
  // Spaces and punctuation stay in the face around them, so a line of Arabic is one run.
  const face =
    previous && NEUTRAL.test(segment) && hasAll(previous) ? previous : chain.find((f) => hasAll(f));
  if (face) {
    let text = [...segment]
      .filter((c) => !IGNORABLE.test(c) || covers(face, c.codePointAt(0) as number))
      .map((c) =>
        (c.codePointAt(0) as number) >= 0xc0 && splitsPrecomposed(face, c) ? c.normalize('NFD') : c,
      )
      .join('');
    if (level % 2 === 1) {
      const mirrored = bidi.getMirroredCharacter(text);
      if (mirrored && covers(face, mirrored.codePointAt(0) as number)) text = mirrored;
    }
    return [{ text, face, level, space: text === ' ' }];
  }
  return drawn.map((cp) => {
    const found = faceFor(chain, cp);
    return found
      ? { text: String.fromCodePoint(cp), face: found, level, space: false }
      : { text: REPLACEMENT, face: chain[0] as FaceId, level, space: false };
  });
}

function breakBetween(before: Cluster, after: Cluster): boolean {
  if (after.space) return false;
  if (before.space) return true;
  if (!IDEOGRAPHIC.test(before.text) && !IDEOGRAPHIC.test(after.text)) return false;
  return !NO_BREAK_BEFORE.test(after.text) && !NO_BREAK_AFTER.test(before.text);
}

/**
 * Width in points of a text in one face. Shaping never reaches across a space in the scripts
 * drawn here, so words are measured one by one, and each word's width is cached for the process.
 */
function textWidth(face: FaceId, text: string, m: Metrics): number {
  let width = 0;
  for (const part of text.split(/( +)/)) if (part) width += m.measure(face, part);
  return width * m.size;
}

/** Width in points of clusters as drawn: consecutive clusters of one face shape together. */
function widthOf(clusters: Cluster[], m: Metrics): number {
  let width = 0;
  let start = 0;
  for (let i = 1; i <= clusters.length; i++) {
    const first = clusters[start] as Cluster;
    if (i === clusters.length || (clusters[i] as Cluster).face !== first.face) {
      const text = clusters
        .slice(start, i)
        .map((c) => c.text)
        .join('');
      width += textWidth(first.face, text, m);
      start = i;
    }
  }
  return width;
}

const withoutTrailingSpaces = (clusters: Cluster[]): Cluster[] => {
  let end = clusters.length;
  while (end > 0 && clusters[end - 1]?.space) end--;
  return clusters.slice(0, end);
};

/** Greedy filling; stops as soon as it knows there is more than maxLines. */
function wrap(clusters: Cluster[], m: Metrics, width: number, maxLines: number): Cluster[][] {
  const lines: Cluster[][] = [];
  let line: Cluster[] = [];
  let lineWidth = 0; // without the spaces that end it
  let spacesWidth = 0; // the spaces that end it, drawn only if a word follows on the line
  const finish = () => {
    lines.push(withoutTrailingSpaces(line));
    line = [];
    lineWidth = 0;
    spacesWidth = 0;
  };
  let start = 0;
  for (let i = 1; i <= clusters.length && lines.length <= maxLines; i++) {
    if (i < clusters.length && !breakBetween(clusters[i - 1] as Cluster, clusters[i] as Cluster)) continue;
    const unit = clusters.slice(start, i);
    start = i;
    const word = withoutTrailingSpaces(unit);
    const wordWidth = widthOf(word, m);
    const trailing = widthOf(unit.slice(word.length), m);
    if (line.length > 0 && lineWidth + spacesWidth + wordWidth > width) finish();
    if (line.length > 0 || wordWidth <= width) {
      lineWidth += (line.length > 0 ? spacesWidth : 0) + wordWidth;
      spacesWidth = trailing;
      line.push(...unit);
      continue;
    }
    // A word wider than the box: cut it between grapheme clusters.
    const letters = word.flatMap((c) =>
      c.text.length > 1 && PRINTABLE_ASCII.test(c.text) ? [...c.text].map((text) => ({ ...c, text })) : [c],
    );
    for (const cluster of letters) {
      const clusterWidth = widthOf([cluster], m);
      if (line.length > 0 && lineWidth + clusterWidth > width) finish();
      line.push(cluster);
      lineWidth += clusterWidth;
    }
    line.push(...unit.slice(word.length));
    spacesWidth = trailing;
  }
  if (line.length > 0) finish();
  return lines;
}

function fontkitReverses(text: string): boolean {
  const first = FIRST_SCRIPTED.exec(text)?.[0];
  return first !== undefined && RTL_SCRIPT.test(first);
}

/** Words and the spaces between them, each a list of clusters, in logical order. */
function words(clusters: Cluster[]): Cluster[][] {
  const parts: Cluster[][] = [];
  for (const cluster of clusters) {
    const last = parts.at(-1);
    if (last && (last[0] as Cluster).space === cluster.space) last.push(cluster);
    else parts.push([cluster]);
  }
  return parts;
}

const joined = (clusters: Cluster[]) => clusters.map((c) => c.text).join('');

/**
 * A run of one face and level as pdfkit can draw it. pdfkit lays text out word by word (caching
 * each word), and fontkit reverses a word when its script is right-to-left. So a left-to-right
 * run goes as it is; any other becomes one run per word, in visual order, each word's clusters
 * handed over so that fontkit's own reversal (or none, for neutral characters and digits) leaves
 * them in visual order too.
 */
function drawableRuns(clusters: Cluster[], level: number, face: FaceId, m: Metrics): Run[] {
  const text = joined(clusters);
  const rtl = level % 2 === 1;
  if (!rtl && !fontkitReverses(text)) return [{ face, text, width: textWidth(face, text, m) }];
  const parts = words(clusters);
  if (rtl) parts.reverse();
  return parts.map((part) => {
    const logical = joined(part);
    const shaped = rtl === fontkitReverses(logical) ? logical : joined([...part].reverse());
    return { face, text: shaped, width: textWidth(face, shaped, m) };
  });
}

/** Runs of one face and level, in visual order (rule L2 of the bidi algorithm, run by run). */
function visualLine(clusters: Cluster[], m: Metrics): Line {
  const groups: { clusters: Cluster[]; level: number; face: FaceId }[] = [];
  for (const cluster of clusters) {
    const last = groups.at(-1);
    if (last && last.face === cluster.face && last.level === cluster.level) last.clusters.push(cluster);
    else groups.push({ clusters: [cluster], level: cluster.level, face: cluster.face });
  }
  const highest = Math.max(0, ...groups.map((g) => g.level));
  const lowestOdd = Math.min(...groups.map((g) => (g.level % 2 === 1 ? g.level : g.level + 1)));
  for (let level = highest; level >= lowestOdd; level--) {
    for (let i = 0; i < groups.length; i++) {
      if ((groups[i]?.level ?? 0) < level) continue;
      let end = i;
      while (end + 1 < groups.length && (groups[end + 1]?.level ?? 0) >= level) end++;
      groups.splice(i, end - i + 1, ...groups.slice(i, end + 1).reverse());
      i = end;
    }
  }
  const runs = groups.flatMap((g) => drawableRuns(g.clusters, g.level, g.face, m));
  return { runs, width: runs.reduce((sum, r) => sum + r.width, 0) };
}

/** The text laid out in a box `width` points wide; at most `maxLines` lines, the last cut with "…". */
export function layoutText(text: string, options: LayoutOptions): TextBlock {
  const { chain, width } = options;
  const m: Metrics = { size: options.size, measure: options.measure ?? widthEm };
  const maxLines = options.maxLines ?? Number.POSITIVE_INFINITY;
  const { clusters, rtl } = clustersOf(prepareText(text), chain);
  const lines = wrap(clusters, m, width, maxLines);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    const last = lines[maxLines - 1] as Cluster[];
    const face = faceFor(chain, 0x2026) ?? (chain[0] as FaceId);
    const ellipsis: Cluster = { text: '…', face, level: rtl ? 1 : 0, space: false };
    while (last.length > 0 && widthOf([...last, ellipsis], m) > width) last.pop();
    lines[maxLines - 1] = [...withoutTrailingSpaces(last), ellipsis];
  }
  return { lines: lines.map((l) => visualLine(l, m)), rtl };
}
