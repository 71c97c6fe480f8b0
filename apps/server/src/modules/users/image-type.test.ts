import { describe, expect, it } from 'vitest';
import { detectImageType } from './image-type.ts';

const bytes = (...parts: Array<string | number[]>) =>
  Buffer.concat(parts.map((p) => (typeof p === 'string' ? Buffer.from(p, 'latin1') : Buffer.from(p))));

describe('detectImageType', () => {
  it('recognises JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(detectImageType(bytes([0xff, 0xd8, 0xff, 0xe0], 'JFIF'))?.mime).toBe('image/jpeg');
    expect(detectImageType(bytes([0x89], 'PNG', [0x0d, 0x0a, 0x1a, 0x0a], 'IHDR'))?.mime).toBe('image/png');
    expect(detectImageType(bytes('GIF87a...'))?.ext).toBe('gif');
    expect(detectImageType(bytes('GIF89a...'))?.ext).toBe('gif');
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))?.mime).toBe('image/webp');
  });

  it('refuses everything else, whatever the name says', () => {
    expect(detectImageType(bytes('<!doctype html><html>'))).toBeNull();
    expect(detectImageType(bytes('<svg xmlns="http://www.w3.org/2000/svg">'))).toBeNull();
    expect(detectImageType(bytes('RIFF', [1, 2, 3, 4], 'WAVEfmt '))).toBeNull();
    expect(detectImageType(bytes([0x89], 'PN'))).toBeNull();
    expect(detectImageType(Buffer.alloc(0))).toBeNull();
  });
});
