import { describe, expect, it } from 'vitest';
import { addTag, addTags, PRESET_TAGS, removeTag, tagSuggestions } from './tags.ts';

describe('tag rules', () => {
  it('trims and refuses empty and duplicate tags', () => {
    expect(addTag([], '  Fiction  ')).toEqual(['Fiction']);
    expect(addTag(['Fiction'], '   ')).toEqual(['Fiction']);
    expect(addTag(['Fiction'], 'fiction')).toEqual(['Fiction']);
  });

  it('stops at ten tags', () => {
    const ten = Array.from({ length: 10 }, (_, i) => `t${i}`);
    expect(addTag(ten, 'eleven')).toBe(ten);
    expect(addTags([], Array.from({ length: 12 }, (_, i) => `x${i}`).join(','))).toHaveLength(10);
  });

  it('adds each comma-separated part', () => {
    expect(addTags(['a'], 'b, c,,a ,d')).toEqual(['a', 'b', 'c', 'd']);
  });

  it('removes a tag', () => {
    expect(removeTag(['a', 'b'], 'a')).toEqual(['b']);
  });
});

describe('tag suggestions', () => {
  it('offers at most 8, presets first', () => {
    expect(tagSuggestions('', [])).toEqual(PRESET_TAGS.slice(0, 8));
  });

  it('filters by the typed text and leaves out chosen tags', () => {
    expect(tagSuggestions('read', ['To Read'])).toEqual(['Currently Reading']);
  });

  it("includes the user's own tags, once", () => {
    expect(tagSuggestions('sci', [], ['Sci-Fi', 'sci-fi', 'Fiction'])).toEqual(['Sci-Fi']);
  });
});
