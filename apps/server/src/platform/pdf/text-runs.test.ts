import { describe, expect, it } from 'vitest';
import { REGULAR } from './fonts.ts';
import { layoutText, type TextBlock } from './text-runs.ts';

const layout = (text: string, width = 1000, maxLines?: number) =>
  layoutText(text, { chain: REGULAR, size: 10, width, maxLines });

/** Each line's runs left to right as face:text, spaces left out (they only move the pen). */
const drawn = (block: TextBlock) =>
  block.lines.map((line) => line.runs.filter((r) => r.text.trim()).map((r) => `${r.face}:${r.text.trim()}`));

/** Each line's text, runs joined, as handed to pdfkit. */
const lineTexts = (block: TextBlock) => block.lines.map((line) => line.runs.map((r) => r.text).join(''));

describe('layoutText', () => {
  it('puts a left-to-right line with embedded right-to-left words in visual order', () => {
    const block = layout('Dune كتاب (2) ספר end');
    expect(block.rtl).toBe(false);
    // The Arabic, the number and the Hebrew read right to left: Hebrew leftmost, brackets mirrored.
    // Each right-to-left word goes in logical order: fontkit reverses it while shaping.
    expect(drawn(block)).toEqual([
      ['sans:Dune', 'hebrew:ספר', 'sans:(', 'sans:2', 'sans:)', 'arabic:كتاب', 'sans:end'],
    ]);
  });

  it('lays out a right-to-left paragraph from the right, numbers still left to right', () => {
    const block = layout('كتاب الحب (2024) جديد');
    expect(block.rtl).toBe(true);
    expect(drawn(block)).toEqual([
      ['arabic:جديد', 'sans:(', 'sans:2024', 'sans:)', 'arabic:الحب', 'arabic:كتاب'],
    ]);
  });

  it('wraps right-to-left text with the first words on the first line', () => {
    const block = layout('واحد اثنان ثلاثة أربعة', 60);
    expect(block.lines.length).toBeGreaterThan(1);
    expect(drawn(block)[0]?.at(-1)).toBe('arabic:واحد');
    expect(drawn(block).at(-1)?.[0]).toBe('arabic:أربعة');
  });

  it('takes each character from the first face that has it, and U+FFFD when none has', () => {
    expect(drawn(layout('Tolstoy 한국 三体 ሰ ω ب'))).toEqual([
      ['sans:Tolstoy', 'hangul:한국', 'cjk:三体', 'sans:\uFFFD ω', 'arabic:ب'],
    ]);
  });

  it('keeps a cluster in one face: a letter with its marks, a Devanagari conjunct', () => {
    expect(drawn(layout('Ọ̀rọ̀ क्षत्रिय'))).toEqual([[`sans:${'Ọ̀rọ̀ क्षत्रिय'.replace('ọ', 'o\u0323')}`]]);
  });

  it('hands over decomposed only the letters the font would split into letter and mark', () => {
    // ọ is drawn as o + dot below by Noto Sans; é and ế have glyphs of their own.
    expect(lineTexts(layout('ọ é ế'))).toEqual(['o\u0323 é ế']);
  });

  it('wraps at spaces only, keeping words whole', () => {
    const block = layout('alpha beta gamma delta epsilon', 70);
    expect(lineTexts(block)).toEqual(['alpha beta', 'gamma delta', 'epsilon']);
    for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(70);
  });

  it('wraps CJK between characters, never starting a line with closing punctuation', () => {
    const block = layout('「三体」地球往事', 25);
    const lines = lineTexts(block);
    expect(lines.join('')).toBe('「三体」地球往事');
    expect(lines.length).toBeGreaterThan(2);
    for (const line of lines) {
      expect(line).not.toMatch(/^[」，。]/);
      expect(line).not.toMatch(/「$/);
    }
  });

  it('cuts a word wider than the box between clusters', () => {
    const lines = lineTexts(layout('Supercalifragilistic', 40));
    expect(lines.join('')).toBe('Supercalifragilistic');
    expect(lines.length).toBeGreaterThan(1);
  });

  it('stops at maxLines with an ellipsis that fits', () => {
    const block = layout('alpha beta gamma delta epsilon zeta eta theta', 60, 2);
    expect(block.lines).toHaveLength(2);
    expect(lineTexts(block)[1]?.endsWith('…')).toBe(true);
    for (const line of block.lines) expect(line.width).toBeLessThanOrEqual(60);
    expect(lineTexts(layout('alpha beta', 60, 2))).toEqual(['alpha beta']);
  });

  it('drops characters with no glyph of their own instead of replacing them', () => {
    expect(lineTexts(layout('a\u00adb\u200fc\ufeffd'))).toEqual(['abcd']);
  });

  it('collapses whitespace and control characters', () => {
    expect(lineTexts(layout('  one\t\ttwo\nthree\u0007 '))).toEqual(['one two three']);
  });
});
