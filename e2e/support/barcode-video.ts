import { writeFileSync } from 'node:fs';

/**
 * A camera's worth of book barcodes for Chromium's fake capture (`--use-file-for-fake-video-capture`):
 * a Y4M video in which each EAN-13 is held in view for a moment, then the frame is empty, as when a
 * reader goes through a stack. The bars follow the EAN-13 symbology (GS1 General Specifications
 * §5.2.1): a start guard, six digits in L or G code (the first digit picks which), a centre guard,
 * six digits in R code, an end guard; 95 modules.
 */

const L = [
  '0001101',
  '0011001',
  '0010011',
  '0111101',
  '0100011',
  '0110001',
  '0101111',
  '0111011',
  '0110111',
  '0001011',
];
const G = [
  '0100111',
  '0110011',
  '0011011',
  '0100001',
  '0011101',
  '0111001',
  '0000101',
  '0010001',
  '0001001',
  '0010111',
];
const R = [
  '1110010',
  '1100110',
  '1101100',
  '1000010',
  '1011100',
  '1001110',
  '1010000',
  '1000100',
  '1001000',
  '1110100',
];
const PARITY = [
  'LLLLLL',
  'LLGLGG',
  'LLGGLG',
  'LLGGGL',
  'LGLLGG',
  'LGGLLG',
  'LGGGLL',
  'LGLGLG',
  'LGLGGL',
  'LGGLGL',
];

/** The 95 modules of an EAN-13 ('1' a bar, '0' a space). */
export function ean13Modules(code: string): string {
  if (!/^\d{13}$/.test(code)) throw new Error(`not 13 digits: ${code}`);
  const digits = [...code].map(Number);
  const parity = PARITY[digits[0] as number] as string;
  let bits = '101';
  for (let i = 1; i <= 6; i++) {
    const table = parity[i - 1] === 'L' ? L : G;
    bits += table[digits[i] as number];
  }
  bits += '01010';
  for (let i = 7; i <= 12; i++) bits += R[digits[i] as number];
  return `${bits}101`;
}

const WIDTH = 480;
const HEIGHT = 270;
const MODULE_PX = 3;
const BAR_HEIGHT = 150;
const WHITE = 235;
const BLACK = 16;

function frameOf(code: string | null): Buffer {
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  if (code) {
    const modules = ean13Modules(code);
    const left = Math.floor((WIDTH - modules.length * MODULE_PX) / 2);
    const top = Math.floor((HEIGHT - BAR_HEIGHT) / 2);
    for (let m = 0; m < modules.length; m++) {
      if (modules[m] !== '1') continue;
      for (let y = top; y < top + BAR_HEIGHT; y++) {
        luma.fill(BLACK, y * WIDTH + left + m * MODULE_PX, y * WIDTH + left + (m + 1) * MODULE_PX);
      }
    }
  }
  // 4:2:0 chroma: grey.
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2) * 2, 128);
  return Buffer.concat([Buffer.from('FRAME\n'), luma, chroma]);
}

/**
 * Writes the video to `path`: each code shown for `holdFrames` frames then `gapFrames` empty ones,
 * at 10 frames a second (Chromium plays it in a loop).
 */
export function writeBarcodeVideo(
  path: string,
  codes: string[],
  { holdFrames = 14, gapFrames = 6 } = {},
): void {
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F10:1 Ip A1:1 C420jpeg\n`);
  const blank = frameOf(null);
  const frames: Buffer[] = [header];
  for (const code of codes) {
    const shown = frameOf(code);
    for (let i = 0; i < holdFrames; i++) frames.push(shown);
    for (let i = 0; i < gapFrames; i++) frames.push(blank);
  }
  writeFileSync(path, Buffer.concat(frames));
}
