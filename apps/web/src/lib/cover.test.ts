import { describe, expect, it } from 'vitest';
import { COVER_COLORS, coverColor, coverInitials } from './cover.ts';

describe('coverInitials', () => {
  it('takes the first letters of the first and last word', () => {
    expect(coverInitials('The Great Gatsby')).toBe('TG');
    expect(coverInitials('harry potter and the chamber of secrets')).toBe('HS');
  });

  it('uses one letter for a one-word title and ignores extra spaces', () => {
    expect(coverInitials('Dune')).toBe('D');
    expect(coverInitials('  atomic   habits  ')).toBe('AH');
  });

  it("answers '?' when there is no title", () => {
    expect(coverInitials('')).toBe('?');
    expect(coverInitials('   ')).toBe('?');
    expect(coverInitials(undefined)).toBe('?');
  });

  it('keeps non-Latin letters whole', () => {
    expect(coverInitials('Ébène ólé')).toBe('ÉÓ');
    expect(coverInitials('𝔄 book')).toBe('𝔄B');
  });
});

describe('coverColor', () => {
  it('is the same colour every time for the same title', () => {
    expect(coverColor('Dune')).toBe(coverColor('Dune'));
    expect(coverColor('Dune')).toBe(coverColor(' Dune '));
  });

  it('always picks one of the palette colours, even for an empty title', () => {
    for (const title of ['', 'a', 'Dune', '1984', 'The Alchemist']) {
      expect(COVER_COLORS).toContain(coverColor(title));
    }
  });

  it('spreads different titles over the palette', () => {
    const titles = Array.from({ length: 60 }, (_, i) => `Book number ${i}`);
    const used = new Set(titles.map(coverColor));
    expect(used.size).toBeGreaterThanOrEqual(8);
  });
});
